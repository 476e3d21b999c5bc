#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace strata {

// The logical type of a table column: how its cells are stored and printed.
enum class LogicalType {
    Int64,   // signed integers of any width
    UInt64,  // unsigned integers (stored in the int64 slots, bit for bit)
    Float32, // stored as double, printed as the shortest text of the float value
    Float64,
    String,   // bytes, not necessarily UTF-8
    Bitfield, // an unsigned integer whose bits hold named fields (Column::bitfields)
};

std::string_view logicalTypeName(LogicalType type);
bool isIntegral(LogicalType type);
bool isFloating(LogicalType type);

// An allocator whose value-less construction leaves trivial values uninitialised: decoders
// size a column's cells and then write every one, so zeroing them first would only cost time
// (a tenth of decoding an ODB-2 frame). Explicit values (resize(n, 0)) are written as usual.
template <typename T> struct UninitialisedAllocator : std::allocator<T> {
    template <typename U> struct rebind { using other = UninitialisedAllocator<U>; };
    UninitialisedAllocator() = default;
    template <typename U> UninitialisedAllocator(const UninitialisedAllocator<U>&) noexcept {}
    template <typename U> void construct(U* place) noexcept { ::new (static_cast<void*>(place)) U; }
    template <typename U, typename... Args> void construct(U* place, Args&&... args) {
        ::new (static_cast<void*>(place)) U(std::forward<Args>(args)...);
    }
};

// A column's cells of one type.
template <typename T> using CellVector = std::vector<T, UninitialisedAllocator<T>>;

// The decoded values of one column for one block of rows. Exactly one of the storage vectors
// is used, chosen by the type; `missing` is empty when no cell is missing.
class ColumnData {
public:
    explicit ColumnData(LogicalType type = LogicalType::Int64)
        : m_type(type) {}

    LogicalType type() const { return m_type; }
    std::size_t size() const;

    void reserve(std::size_t rows);
    // Once a cell is missing, the flags cover every cell: later appends mark theirs present.
    void appendInt(std::int64_t value) {
        m_ints.push_back(value);
        markAppendedPresent();
    }
    void appendDouble(double value) {
        m_doubles.push_back(value);
        markAppendedPresent();
    }
    void appendString(std::string_view value);
    // Appends missing cells (zeros, empty strings) and marks them.
    void appendMissing(std::size_t count = 1);
    void setMissing(std::size_t row);

    bool isMissing(std::size_t row) const { return !m_missing.empty() && m_missing[row] != 0; }
    bool hasMissing() const { return !m_missing.empty(); }
    std::int64_t intAt(std::size_t row) const { return m_ints[row]; }
    double doubleAt(std::size_t row) const { return m_doubles[row]; }
    std::string_view stringAt(std::size_t row) const {
        return std::string_view(m_chars).substr(m_offsets[row],
                                                m_offsets[row + 1] - m_offsets[row]);
    }

    // Bulk access for decoders that fill whole vectors.
    CellVector<std::int64_t>& ints() { return m_ints; }
    CellVector<double>& doubles() { return m_doubles; }
    const CellVector<std::int64_t>& ints() const { return m_ints; }
    const CellVector<double>& doubles() const { return m_doubles; }
    // String cells: row i is chars()[offsets()[i], offsets()[i + 1]); offsets() starts with 0.
    std::string& chars() { return m_chars; }
    const std::string& chars() const { return m_chars; }
    std::vector<std::uint64_t>& offsets() { return m_offsets; }
    // Missing flags: empty when no cell is missing, else one per cell (non-zero = missing).
    std::vector<std::uint8_t>& missingFlags() { return m_missing; }
    const std::vector<std::uint8_t>& missingFlags() const { return m_missing; }

    // True when rows a and b hold the same value (bit for bit), or are both missing.
    bool sameCell(std::size_t a, std::size_t b) const {
        if (!m_missing.empty() && (m_missing[a] | m_missing[b]) != 0) {
            return m_missing[a] != 0 && m_missing[b] != 0;
        }
        switch (m_type) {
        case LogicalType::Float32:
        case LogicalType::Float64:
            return std::bit_cast<std::uint64_t>(m_doubles[a]) ==
                   std::bit_cast<std::uint64_t>(m_doubles[b]);
        case LogicalType::String:
            return stringAt(a) == stringAt(b);
        default:
            return m_ints[a] == m_ints[b];
        }
    }

    // The listed rows, in that order, as a new column of the same type (missing cells stay
    // missing): the matching rows of a filtered block.
    ColumnData selectRows(std::span<const std::uint64_t> rows) const;

    // Appends the cell's text: integers in decimal, floats as the shortest text that reads back
    // to the same value of the column's type, strings as stored. Missing cells append nothing.
    void appendText(std::size_t row, std::string& out) const;

private:
    void growMissing();
    void markAppendedPresent() {
        if (!m_missing.empty()) {
            m_missing.push_back(0);
        }
    }

    LogicalType m_type;
    CellVector<std::int64_t> m_ints;
    CellVector<double> m_doubles;
    std::vector<std::uint64_t> m_offsets{0};
    std::string m_chars;
    std::vector<std::uint8_t> m_missing;
};

} // namespace strata
