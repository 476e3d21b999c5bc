#pragma once

#include "strata/endian.h"
#include "strata/row_writer.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace strata {

// What stands for a missing cell in a type that has no "missing": the NumPy and NetCDF files
// Strata writes use these (a NetCDF variable names its _FillValue). Floats use NaN.
inline constexpr std::int64_t missingSignedFill = std::numeric_limits<std::int64_t>::min();
inline constexpr std::uint64_t missingUnsignedFill = std::numeric_limits<std::uint64_t>::max();
// A missing float is a quiet NaN with this payload: NaN to every reader, told from a NaN of the
// data by the writers that can store both (ODB-2).
inline constexpr std::uint64_t missingDoubleBits = 0x7FF80000000007A1;
inline constexpr std::uint32_t missingFloatBits = 0x7FC007A1;

// The binary form of a cell in a record (RecordWriter): its type and, for numbers, its width.
enum class RecordCell { Int64, UInt64, Float32, Float64, String };
RecordCell recordCellOf(LogicalType type);
// Bytes of a numeric cell in a record; nullopt for a string (its length comes first).
constexpr std::optional<std::size_t> recordCellWidth(RecordCell cell) {
    switch (cell) {
    case RecordCell::Float32:
        return 4;
    case RecordCell::String:
        return std::nullopt;
    default:
        return 8;
    }
}

// How RecordWriter lays out the cells of the rows of each writeRows/writeRowList call:
// - Rows: each row's cells one after the other (a NumPy structured array's items);
// - Columns: a segment per call: its row count (uint64), then each selected column's cells one
//   after the other, a string column's lengths (uint32 each) before its characters. A column
//   is read back a run of cells at a time (walkColumnSegments): the NetCDF and ODB-2 writers.
enum class RecordLayout { Rows, Columns };

// Writes a table's rows as binary records for the NumPy, NetCDF, ODB-2 and COLE writers,
// little-endian, in the selected columns' order. Integers are 8 bytes (signed, or unsigned for
// unsigned and bitfield columns), float32 4 bytes, float64 8 bytes; a missing number is the NaN
// or the fill above (each such integer counted in `missingIntegers` when given); a string is its
// uint32 length and its bytes (a missing one is empty). A table without string columns so gives
// fixed-size records in the Rows layout: a NumPy structured array's rows (npy_file.h).
class RecordWriter final : public RowWriter {
public:
    RecordWriter(const std::vector<Column>& columns, TextBuffer buffer,
                 std::atomic<std::uint64_t>* missingIntegers = nullptr,
                 RecordLayout layout = RecordLayout::Rows);

    void writeHeader(const std::vector<Column>&, std::span<const std::size_t>) override {}
    void writeRows(const BlockData& block, std::uint64_t firstRow, std::uint64_t rowCount,
                   std::span<const std::size_t> columnIndexes) override;
    void writeRowList(const BlockData& block, std::span<const std::uint64_t> rows,
                      std::span<const std::size_t> columnIndexes) override;
    TextBuffer takeText() override { return std::move(m_buffer); }
    std::size_t textSize() const override { return m_buffer.size(); }

private:
    // The records of `count` rows, row i being block row rowAt(i), written a column at a time
    // (a cell at a time cost more than the decoding of the block).
    template <typename RowAt>
    void writeColumns(const BlockData& block, std::size_t count, RowAt rowAt,
                      std::span<const std::size_t> columnIndexes);

    std::vector<RecordCell> m_cells;
    std::vector<std::size_t> m_all;
    TextBuffer m_buffer;
    std::vector<std::size_t> m_cursors; // where each row's next cell goes
    std::atomic<std::uint64_t>* m_missingIntegers;
    RecordLayout m_layout;
};

// One column's cells in a segment of RecordLayout::Columns.
struct SegmentColumn {
    std::string_view values;     // a number column's: the rows' cells, each its width
    std::string_view lengths;    // a string column's: the rows' lengths, uint32 each
    std::string_view characters; // and their bytes, one after the other

    std::uint32_t textLength(std::uint64_t row) const {
        return loadLE<std::uint32_t>(
            reinterpret_cast<const std::byte*>(lengths.data() + row * sizeof(std::uint32_t)));
    }
};

// Walks text that a RecordWriter of RecordLayout::Columns wrote: `segment(rows, columns)` for
// each of its segments, a SegmentColumn per cell of `cells`. False when the text ends inside a
// segment.
bool walkColumnSegments(
    std::string_view text, std::span<const RecordCell> cells,
    const std::function<void(std::uint64_t rows, std::span<const SegmentColumn> columns)>& segment);

// Walks records as RecordWriter wrote them, for the writers that take them: `cell(column,
// bytes)` for every cell of every row (a number's bytes in its width, a string's characters),
// `rowEnd()` after each row. False when the records end inside a row.
template <typename Cell, typename RowEnd>
bool walkRecords(std::string_view records, std::span<const RecordCell> cells, Cell&& cell,
                 RowEnd&& rowEnd) {
    std::size_t at = 0;
    while (at < records.size()) {
        for (std::size_t c = 0; c < cells.size(); ++c) {
            std::size_t length = 0;
            if (const auto width = recordCellWidth(cells[c])) {
                length = *width;
            } else {
                if (records.size() - at < sizeof(std::uint32_t)) {
                    return false;
                }
                length =
                    loadLE<std::uint32_t>(reinterpret_cast<const std::byte*>(records.data() + at));
                at += sizeof(std::uint32_t);
            }
            if (records.size() - at < length) {
                return false;
            }
            cell(c, records.substr(at, length));
            at += length;
        }
        rowEnd();
    }
    return true;
}

} // namespace strata
