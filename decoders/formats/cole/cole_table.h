#pragma once

#include "core/block_row_starts.h"
#include "core/labels.h"
#include "formats/cole/file_layout.h"
#include "strata/byte_source.h"
#include "strata/table.h"

#include <memory>
#include <mutex>
#include <optional>

namespace strata::cole {

class ValueRanges;

// A last block of no rows that counts the rows of a row group the file was cut within
// (FooterlessTail::lostRows), and the node that shows where the cut is.
struct LostTail {
    TableBlock block;
    std::string nodePath;
};

// The rows of a COLE file. A block is a row group; each of its column chunks decodes page by
// page, and row groups decode independently.
class ColeTable final : public Table {
public:
    ColeTable(ByteSourcePtr source, std::shared_ptr<const FileLayout> layout,
              std::optional<LostTail> lostTail = std::nullopt);

    std::string name() const override { return "rows"; }
    const std::vector<Column>& columns() const override { return m_columns; }
    // A block a row group, made from it when asked; the lost tail's last.
    std::size_t blockCount() const override;
    TableBlock blockAt(std::size_t index) const override;
    // "file / row group 3", or the lost tail's.
    std::string blockNodePath(std::size_t index) const override;
    BlockData readBlock(std::size_t index) const override;
    const ByteSource* source() const override { return m_source.get(); }
    // The integer columns' page min/max statistics, from the metadata's page headers.
    std::optional<ColumnBounds> blockBounds(std::size_t block, std::size_t column) const override;
    // The bytes the cell's value comes from (ValueRanges), found by decoding its column chunk;
    // nullopt where that chunk is damaged before the cell.
    std::optional<CellBytes> cellRange(std::uint64_t row, std::size_t column) const override;

    // Problems found while listing the blocks (row groups too large to decode).
    const std::vector<Diagnostic>& diagnostics() const { return m_diagnostics; }

private:
    // Decodes the pages of one column chunk of the block's `chunks` into `out`; problems go to
    // `diagnostics` and each value's bytes to `ranges`, when given.
    void decodeChunk(std::size_t block, std::size_t column, const std::vector<ColumnChunk>& chunks,
                     ColumnData& out, std::vector<Diagnostic>* diagnostics,
                     ValueRanges* ranges) const;

    ByteSourcePtr m_source;
    std::shared_ptr<const FileLayout> m_layout;
    std::vector<Column> m_columns;
    BlockRowStarts m_rowStarts;    // a row group's
    std::vector<bool> m_decodable; // per row group: small enough to decode
    std::optional<LostTail> m_lostTail;
    std::vector<Diagnostic> m_diagnostics;

    // The value ranges of the column chunk whose cell was asked last.
    struct CellCache {
        std::size_t block = 0;
        std::size_t column = 0;
        std::shared_ptr<const ValueRanges> ranges;
    };
    mutable std::mutex m_cellCacheMutex;
    mutable CellCache m_cellCache;
};

std::string columnDisplayLabel(const std::string& name, std::size_t index);
// A column of the schema; an inferred one says so: "column 1 (inferred INT64)".
std::string columnDisplayLabel(const ColumnSchema& column, std::size_t index);

} // namespace strata::cole
