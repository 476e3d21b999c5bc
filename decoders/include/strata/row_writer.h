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

// Makes a writer for one block's rows, writing into `buffer` (cleared, its memory reused).
using RowWriterFactory = std::function<std::unique_ptr<RowWriter>(TextBuffer buffer)>;

} // namespace strata
