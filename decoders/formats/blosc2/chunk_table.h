#pragma once

#include "formats/blosc2/blosc2_table.h"
#include "formats/blosc2/file_layout.h"
#include "strata/table.h"

#include <memory>
#include <vector>

namespace strata::blosc2 {

// One row per chunk of a frame: where it lies, its sizes, its blocks and its codec. The rows
// follow the offsets index (a run of like chunks is rows computed, not listed), and a chunk's
// header is read when its table block is: the table is made without reading any chunk, as the
// frame is opened (issue 42). A damaged index entry has no row; its node and diagnostic say why.
// A table block is a chunk's row, or a bounded number of rows of a run of like chunks.
class ChunkTable final : public Table {
public:
    explicit ChunkTable(std::shared_ptr<const FileLayout> file);

    std::string name() const override { return "chunks"; }
    const std::vector<Column>& columns() const override { return m_columns; }
    std::size_t blockCount() const override { return m_runBlocks.blocks(); }
    TableBlock blockAt(std::size_t index) const override;
    std::string blockNodePath(std::size_t index) const override;
    std::size_t blockOfRow(std::uint64_t row) const override;
    BlockData readBlock(std::size_t index) const override;

private:
    // Table block `index`'s chunks, of run `run`: the first, how many and the first's row.
    struct ChunkSpan {
        std::size_t run = 0;
        std::uint64_t first = 0;
        std::uint64_t count = 0;
        std::uint64_t row = 0;
    };
    ChunkSpan chunksOfBlock(std::size_t index) const;

    std::shared_ptr<const FileLayout> m_file;
    std::vector<Column> m_columns;
    RunBlockIndex m_runBlocks;
};

} // namespace strata::blosc2
