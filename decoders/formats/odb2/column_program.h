#pragma once

#include "formats/odb2/frame_header.h"
#include "strata/column_data.h"
#include "strata/endian.h"

#include <bit>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
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

    // Decodes the value at `p` (width bytes are there) into `value`, field by field (the
    // decoding loops keep `value` in registers). `op` is this program's operation.
    template <Endian order, Op op> void decodeAs(const std::byte* p, Value& value) const {
        double number = 0;
        std::uint64_t stringRef = 0;
        bool missing = false;
        if constexpr (op == Op::Constant) {
            number = base;
            stringRef = constantBits;
        } else if constexpr (op == Op::Byte || op == Op::Short) {
            const std::uint32_t stored = op == Op::Byte ? std::to_integer<std::uint32_t>(*p)
                                                        : loadAs<std::uint16_t>(p, order);
            missing = stored == missingCode;
            number = missing ? missingValue : base + stored;
        } else if constexpr (op == Op::Int32) {
            number = loadAs<std::int32_t>(p, order);
        } else if constexpr (op == Op::Float) {
            const auto bits = loadAs<std::uint32_t>(p, order);
            missing = bits == missingCode;
            number = missing ? missingValue : std::bit_cast<float>(bits);
        } else if constexpr (op == Op::Double) {
            number = loadAs<double>(p, order);
        } else if constexpr (op == Op::Chars) {
            // Characters in string order in either byte order (spec "Character Strings").
            std::memcpy(&stringRef, p, 8);
        } else if constexpr (op == Op::Index8) {
            stringRef = std::to_integer<std::uint32_t>(*p);
        } else {
            static_assert(op == Op::Index16);
            stringRef = loadAs<std::uint16_t>(p, order);
        }
        value.number = number;
        value.stringRef = stringRef;
        value.missing = missing || (output != Output::String && number == missingValue);
    }

    // Calls `visit(std::integral_constant<Op, op>)` with the program's operation as a
    // compile-time constant, so loops over many values are specialised for it.
    template <typename Visit> decltype(auto) withOp(Visit&& visit) const {
        switch (op) {
        case Op::Constant:
            return visit(std::integral_constant<Op, Op::Constant>{});
        case Op::Byte:
            return visit(std::integral_constant<Op, Op::Byte>{});
        case Op::Short:
            return visit(std::integral_constant<Op, Op::Short>{});
        case Op::Int32:
            return visit(std::integral_constant<Op, Op::Int32>{});
        case Op::Float:
            return visit(std::integral_constant<Op, Op::Float>{});
        case Op::Double:
            return visit(std::integral_constant<Op, Op::Double>{});
        case Op::Chars:
            return visit(std::integral_constant<Op, Op::Chars>{});
        case Op::Index8:
            return visit(std::integral_constant<Op, Op::Index8>{});
        case Op::Index16:
            break;
        }
        return visit(std::integral_constant<Op, Op::Index16>{});
    }

    // Decodes one value with the operation chosen at run time (tree views of single cells).
    template <Endian order> void decode(const std::byte* p, Value& value) const {
        withOp([&](auto op) { decodeAs<order, decltype(op)::value>(p, value); });
    }

    // The value before the first row of every frame (corpus README).
    Value initialValue() const;
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
