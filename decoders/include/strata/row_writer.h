#pragma once

#include "strata/table.h"
#include "strata/text_buffer.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

namespace strata {

// Writes a table's rows in one text format (CSV, JSON Lines) into a buffer, a block's rows at a
// time, for the export pipeline (table_export.h) to write in order. `columnIndexes` selects and
// orders the columns; empty means all of them.
class RowWriter {
public:
    virtual ~RowWriter() = default;

    // What comes before the rows (CSV's header record); nothing for formats without one.
    virtual void writeHeader(const std::vector<Column>& columns,
                             std::span<const std::size_t> columnIndexes) = 0;
    virtual void writeRows(const BlockData& block, std::uint64_t firstRow, std::uint64_t rowCount,
                           std::span<const std::size_t> columnIndexes) = 0;
    // The listed rows of a block (ascending, as a filter yields them).
    virtual void writeRowList(const BlockData& block, std::span<const std::uint64_t> rows,
                              std::span<const std::size_t> columnIndexes) = 0;
    // What was written since the last take, handed over.
    virtual TextBuffer takeText() = 0;
    virtual std::size_t textSize() const = 0;
};

// A RowWriter that writes one row at a time: the row lists and ranges go through writeRow.
class RowByRowWriter : public RowWriter {
public:
    void writeRows(const BlockData& block, std::uint64_t firstRow, std::uint64_t rowCount,
                   std::span<const std::size_t> columnIndexes) final {
        for (std::uint64_t row = firstRow; row < firstRow + rowCount; ++row) {
            writeRow(block, static_cast<std::size_t>(row), columnIndexes);
        }
    }
    void writeRowList(const BlockData& block, std::span<const std::uint64_t> rows,
                      std::span<const std::size_t> columnIndexes) final {
        for (const std::uint64_t row : rows) {
            writeRow(block, static_cast<std::size_t>(row), columnIndexes);
        }
    }

protected:
    // Row `row` of `block`, its columns `columnIndexes` (empty: all).
    virtual void writeRow(const BlockData& block, std::size_t row,
                          std::span<const std::size_t> columnIndexes) = 0;
};

// Makes a writer for one block's rows, writing into `buffer` (cleared, its memory reused).
using RowWriterFactory = std::function<std::unique_ptr<RowWriter>(TextBuffer buffer)>;

} // namespace strata
