#pragma once

#include "formats/odb2/frame_header.h"
#include "strata/column_data.h"
#include "strata/endian.h"

#include <bit>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace strata::odb2 {

LogicalType logicalTypeOf(std::int32_t columnType);

// How one column's values are read from a row: chosen once per frame from the codec, so the
// row loop switches on a small operation code instead of calling a codec object per cell.
struct ColumnProgram {
    enum class Op : std::uint8_t {
        Constant,
        Byte,
        Short,
        Int32,
        Float,
        Double,
        Chars,
        Index8,
        Index16
    };
    enum class Output : std::uint8_t { Integer, Real, String };

    Op op = Op::Constant;
    Output output = Output::Real;
    unsigned width = 0;
    std::uint32_t missingCode = noMissingCode; // the stored value that means missing
    double base = 0;                           // min: the offset of the integer codecs
    double missingValue = 0;
    std::uint64_t constantBits = 0; // constant_string's characters, constant's value bits

    static constexpr std::uint32_t noMissingCode = 0xFFFFFFFFu;
    // A string value that is not an index: the column's missing value (first-row skips).
    static constexpr std::uint64_t missingStringRef = ~std::uint64_t{0};

    bool indexesStrings() const { return op == Op::Index8 || op == Op::Index16; }

    // One decoded value: a number (integer and real columns) or a string reference (an index
    // into the string table, or 8 raw characters), and whether it is missing.
    struct Value {
        double number = 0;
        std::uint64_t stringRef = 0;
        bool missing = false;
    };

    // Decodes the value at `p` (width() bytes are there).
    template <Endian order> Value decode(const std::byte* p) const {
        Value value;
        switch (op) {
        case Op::Constant:
            value.number = base;
            value.stringRef = constantBits;
            break;
        case Op::Byte:
            return offsetValue(std::to_integer<std::uint32_t>(*p));
        case Op::Short:
            return offsetValue(loadAs<std::uint16_t>(p, order));
        case Op::Int32:
            value.number = loadAs<std::int32_t>(p, order);
            break;
        case Op::Float: {
            const auto bits = loadAs<std::uint32_t>(p, order);
            if (bits == missingCode) {
                value.number = missingValue;
                value.missing = true;
                return value;
            }
            value.number = std::bit_cast<float>(bits);
            break;
        }
        case Op::Double:
            value.number = loadAs<double>(p, order);
            break;
        case Op::Chars: {
            // Characters in string order in either byte order (spec "Character Strings").
            std::uint64_t raw;
            std::memcpy(&raw, p, 8);
            value.stringRef = raw;
            return value;
        }
        case Op::Index8:
            value.stringRef = std::to_integer<std::uint32_t>(*p);
            return value;
        case Op::Index16:
            value.stringRef = loadAs<std::uint16_t>(p, order);
            return value;
        }
        value.missing = output != Output::String && value.number == missingValue;
        return value;
    }

    // The value before the first row of every frame (corpus README).
    Value initialValue() const;

private:
    Value offsetValue(std::uint32_t stored) const {
        Value value;
        if (stored == missingCode) {
            value.number = missingValue;
            value.missing = true;
            return value;
        }
        value.number = base + stored;
        value.missing = value.number == missingValue;
        return value;
    }
};

ColumnProgram makeColumnProgram(const ColumnHeader& column);

// The text of one string value, cut at its first NUL as odc reads it.
std::string_view stringValueText(const ColumnProgram& program, std::uint64_t stringRef,
                                 const std::vector<std::string>& table, std::string& scratch);

// An integer cell from odc's double value; values no int64 can hold become 0.
inline std::int64_t integerOf(double value) {
    return value > -9.2e18 && value < 9.2e18 ? static_cast<std::int64_t>(value) : 0;
}

} // namespace strata::odb2
