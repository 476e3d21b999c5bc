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
                           std::atomic<std::uint64_t>* missingIntegers)
    : m_buffer(std::move(buffer))
    , m_missingIntegers(missingIntegers) {
    m_buffer.clear();
    for (std::size_t c = 0; c < columns.size(); ++c) {
        m_cells.push_back(recordCellOf(columns[c].type));
        m_all.push_back(c);
    }
}

template <typename RowAt>
void RecordWriter::writeColumns(const BlockData& block, std::size_t count, RowAt rowAt,
                                std::span<const std::size_t> columnIndexes) {
    static_assert(std::endian::native == std::endian::little, "records are little-endian");
    const auto selected =
        columnIndexes.empty() ? std::span<const std::size_t>(m_all) : columnIndexes;
    const auto columnOf = [&block](std::size_t c) {
        return c < block.columns.size() ? &block.columns[c] : nullptr;
    };
    // A cell is there when its column has it and it is not missing (a column shorter than
    // the block, or absent, has missing cells).
    struct Cells {
        std::size_t rows = 0;
        const std::uint8_t* missing = nullptr;
        bool has(std::size_t row) const {
            return row < rows && (missing == nullptr || missing[row] == 0);
        }
    };
    const auto cellsOf = [](const ColumnData* column) {
        return column == nullptr
                   ? Cells{}
                   : Cells{column->size(),
                           column->hasMissing() ? column->missingFlags().data() : nullptr};
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
        const Cells cells = cellsOf(column);
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
    char* const out = m_buffer.room(total);
    std::uint64_t missingIntegers = 0;
    for (const std::size_t c : selected) {
        const ColumnData* column = columnOf(c);
        const Cells cells = cellsOf(column);
        const auto put = [&](std::size_t i, auto value) {
            std::memcpy(out + m_cursors[i], &value, sizeof value);
            m_cursors[i] += sizeof value;
        };
        switch (m_cells[c]) {
        case RecordCell::Int64:
        case RecordCell::UInt64: {
            const bool isSigned = m_cells[c] == RecordCell::Int64;
            const std::uint64_t fill =
                isSigned ? std::bit_cast<std::uint64_t>(missingSignedFill) : missingUnsignedFill;
            for (std::size_t i = 0; i < count; ++i) {
                const std::size_t row = rowAt(i);
                const bool here = cells.has(row);
                missingIntegers += here ? 0 : 1;
                put(i, here ? static_cast<std::uint64_t>(column->intAt(row)) : fill);
            }
            break;
        }
        case RecordCell::Float32:
            for (std::size_t i = 0; i < count; ++i) {
                const std::size_t row = rowAt(i);
                put(i, cells.has(row)
                           ? std::bit_cast<std::uint32_t>(static_cast<float>(column->doubleAt(row)))
                           : missingFloatBits);
            }
            break;
        case RecordCell::Float64:
            for (std::size_t i = 0; i < count; ++i) {
                const std::size_t row = rowAt(i);
                put(i, cells.has(row) ? std::bit_cast<std::uint64_t>(column->doubleAt(row))
                                      : missingDoubleBits);
            }
            break;
        case RecordCell::String:
            for (std::size_t i = 0; i < count; ++i) {
                const std::size_t row = rowAt(i);
                const std::string_view text =
                    cells.has(row) ? column->stringAt(row) : std::string_view();
                put(i, static_cast<std::uint32_t>(text.size()));
                std::memcpy(out + m_cursors[i], text.data(), text.size());
                m_cursors[i] += text.size();
            }
            break;
        }
    }
    m_buffer.commit(out + total);
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

} // namespace strata
