#include "strata/record_writer.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <utility>

namespace strata {

RecordCell recordCellOf(LogicalType type) {
    switch (type) {
    case LogicalType::Int64:
        return RecordCell::Int64;
    case LogicalType::UInt64:
    case LogicalType::Bitfield:
        return RecordCell::UInt64;
    case LogicalType::Float32:
        return RecordCell::Float32;
    case LogicalType::Float64:
        return RecordCell::Float64;
    case LogicalType::String:
        return RecordCell::String;
    }
    return RecordCell::String;
}

RecordWriter::RecordWriter(const std::vector<Column>& columns, TextBuffer buffer,
                           std::atomic<std::uint64_t>* missingIntegers, RecordLayout layout)
    : m_buffer(std::move(buffer))
    , m_missingIntegers(missingIntegers)
    , m_layout(layout) {
    m_buffer.clear();
    for (std::size_t c = 0; c < columns.size(); ++c) {
        m_cells.push_back(recordCellOf(columns[c].type));
        m_all.push_back(c);
    }
}

namespace {

// A cell is there when its column has it and it is not missing (a column shorter than the block,
// or absent, has missing cells).
struct PresentCells {
    std::size_t rows = 0;
    const std::uint8_t* missing = nullptr;

    explicit PresentCells(const ColumnData* column) {
        if (column != nullptr) {
            rows = column->size();
            missing = column->hasMissing() ? column->missingFlags().data() : nullptr;
        }
    }
    bool has(std::size_t row) const {
        return row < rows && (missing == nullptr || missing[row] == 0);
    }
};

// Where RecordLayout::Rows puts cells: row i's next cell at cursors[i].
struct RowPlaces {
    char* out;
    std::span<std::size_t> cursors;

    void beginColumn(RecordCell) {}
    template <typename Value> void put(std::size_t i, Value value) {
        std::memcpy(out + cursors[i], &value, sizeof value);
        cursors[i] += sizeof value;
    }
    void putText(std::size_t i, std::string_view text) {
        put(i, static_cast<std::uint32_t>(text.size()));
        if (!text.empty()) { // an empty view's data() may be null, which memcpy may not take
            std::memcpy(out + cursors[i], text.data(), text.size());
        }
        cursors[i] += text.size();
    }
    void endColumn(RecordCell) {}
};

// Where RecordLayout::Columns puts cells: one after the other, a string column's lengths before
// its characters.
struct ColumnPlaces {
    char* at;
    std::size_t count;
    char* characters = nullptr;

    void beginColumn(RecordCell cell) {
        if (cell == RecordCell::String) {
            characters = at + count * sizeof(std::uint32_t);
        }
    }
    template <typename Value> void put(std::size_t, Value value) {
        std::memcpy(at, &value, sizeof value);
        at += sizeof value;
    }
    void putText(std::size_t i, std::string_view text) {
        put(i, static_cast<std::uint32_t>(text.size()));
        if (!text.empty()) {
            std::memcpy(characters, text.data(), text.size());
        }
        characters += text.size();
    }
    void endColumn(RecordCell cell) {
        if (cell == RecordCell::String) {
            at = characters;
        }
    }
};

// Column `column`'s cells of rows rowAt(0..count) as `cell`s into `places`; returns the missing
// integers.
template <typename Places, typename RowAt>
std::uint64_t putColumn(Places& places, RecordCell cell, const ColumnData* column,
                        std::size_t count, RowAt rowAt) {
    const PresentCells cells(column);
    std::uint64_t missingIntegers = 0;
    places.beginColumn(cell);
    switch (cell) {
    case RecordCell::Int64:
    case RecordCell::UInt64: {
        const std::uint64_t fill = cell == RecordCell::Int64
                                       ? std::bit_cast<std::uint64_t>(missingSignedFill)
                                       : missingUnsignedFill;
        for (std::size_t i = 0; i < count; ++i) {
            const std::size_t row = rowAt(i);
            const bool here = cells.has(row);
            missingIntegers += here ? 0 : 1;
            places.put(i, here ? static_cast<std::uint64_t>(column->intAt(row)) : fill);
        }
        break;
    }
    case RecordCell::Float32:
        for (std::size_t i = 0; i < count; ++i) {
            const std::size_t row = rowAt(i);
            places.put(i, cells.has(row) ? std::bit_cast<std::uint32_t>(
                                               static_cast<float>(column->doubleAt(row)))
                                         : missingFloatBits);
        }
        break;
    case RecordCell::Float64:
        for (std::size_t i = 0; i < count; ++i) {
            const std::size_t row = rowAt(i);
            places.put(i, cells.has(row) ? std::bit_cast<std::uint64_t>(column->doubleAt(row))
                                         : missingDoubleBits);
        }
        break;
    case RecordCell::String:
        for (std::size_t i = 0; i < count; ++i) {
            const std::size_t row = rowAt(i);
            places.putText(i, cells.has(row) ? column->stringAt(row) : std::string_view());
        }
        break;
    }
    places.endColumn(cell);
    return missingIntegers;
}

} // namespace

template <typename RowAt>
void RecordWriter::writeColumns(const BlockData& block, std::size_t count, RowAt rowAt,
                                std::span<const std::size_t> columnIndexes) {
    static_assert(std::endian::native == std::endian::little, "records are little-endian");
    const auto selected =
        columnIndexes.empty() ? std::span<const std::size_t>(m_all) : columnIndexes;
    const auto columnOf = [&block](std::size_t c) {
        return c < block.columns.size() ? &block.columns[c] : nullptr;
    };
    // Each row's size: the numbers' widths, and each string's length and bytes.
    std::size_t fixedWidth = 0;
    for (const std::size_t c : selected) {
        fixedWidth += recordCellWidth(m_cells[c]).value_or(sizeof(std::uint32_t));
    }
    m_cursors.assign(count, fixedWidth);
    for (const std::size_t c : selected) {
        const ColumnData* column = columnOf(c);
        if (m_cells[c] != RecordCell::String || column == nullptr) {
            continue;
        }
        const PresentCells cells(column);
        for (std::size_t i = 0; i < count; ++i) {
            if (const std::size_t row = rowAt(i); cells.has(row)) {
                m_cursors[i] += column->stringAt(row).size();
            }
        }
    }
    std::size_t total = 0;
    for (std::size_t& cursor : m_cursors) {
        total += std::exchange(cursor, total);
    }
    const std::size_t header = m_layout == RecordLayout::Columns ? sizeof(std::uint64_t) : 0;
    char* const out = m_buffer.room(header + total);
    std::uint64_t missingIntegers = 0;
    if (m_layout == RecordLayout::Columns) {
        const auto rows = static_cast<std::uint64_t>(count);
        std::memcpy(out, &rows, sizeof rows);
        ColumnPlaces places{out + header, count};
        for (const std::size_t c : selected) {
            missingIntegers += putColumn(places, m_cells[c], columnOf(c), count, rowAt);
        }
    } else {
        RowPlaces places{out, m_cursors};
        for (const std::size_t c : selected) {
            missingIntegers += putColumn(places, m_cells[c], columnOf(c), count, rowAt);
        }
    }
    m_buffer.commit(out + header + total);
    if (missingIntegers > 0 && m_missingIntegers != nullptr) {
        m_missingIntegers->fetch_add(missingIntegers, std::memory_order_relaxed);
    }
}

void RecordWriter::writeRows(const BlockData& block, std::uint64_t firstRow, std::uint64_t rowCount,
                             std::span<const std::size_t> columnIndexes) {
    writeColumns(
        block, static_cast<std::size_t>(rowCount),
        [firstRow](std::size_t i) { return static_cast<std::size_t>(firstRow + i); },
        columnIndexes);
}

void RecordWriter::writeRowList(const BlockData& block, std::span<const std::uint64_t> rows,
                                std::span<const std::size_t> columnIndexes) {
    writeColumns(
        block, rows.size(), [rows](std::size_t i) { return static_cast<std::size_t>(rows[i]); },
        columnIndexes);
}

bool walkColumnSegments(
    std::string_view text, std::span<const RecordCell> cells,
    const std::function<void(std::uint64_t rows, std::span<const SegmentColumn> columns)>&
        segment) {
    std::vector<SegmentColumn> columns(cells.size());
    std::size_t at = 0;
    // Takes `length` bytes at `at`; false when the text is shorter.
    const auto take = [&](std::uint64_t length, std::string_view& bytes) {
        if (text.size() - at < length) {
            return false;
        }
        bytes = text.substr(at, length);
        at += length;
        return true;
    };
    while (at < text.size()) {
        std::string_view count;
        if (!take(sizeof(std::uint64_t), count)) {
            return false;
        }
        const auto rows = loadLE<std::uint64_t>(reinterpret_cast<const std::byte*>(count.data()));
        // Each cell takes a byte at least: a count past the text is no segment.
        if (rows > text.size() - at && !cells.empty()) {
            return false;
        }
        for (std::size_t c = 0; c < cells.size(); ++c) {
            SegmentColumn& column = columns[c];
            column = {};
            if (const auto width = recordCellWidth(cells[c])) {
                if (!take(rows * *width, column.values)) {
                    return false;
                }
                continue;
            }
            if (!take(rows * sizeof(std::uint32_t), column.lengths)) {
                return false;
            }
            std::uint64_t characters = 0;
            for (std::uint64_t i = 0; i < rows; ++i) {
                characters += column.textLength(i);
            }
            if (!take(characters, column.characters)) {
                return false;
            }
        }
        segment(rows, columns);
    }
    return true;
}

} // namespace strata
