#pragma once

#include "formats/blosc2/file_layout.h"
#include "strata/table.h"

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace strata::blosc2 {

// How items are read from the decompressed bytes.
struct ItemType {
    LogicalType type = LogicalType::UInt64;
    std::size_t width = 1; // bytes per item: 1, 2, 4 or 8
};

// Appends `count` items read from `bytes` to `column` (of the type's logical type).
void appendItems(ColumnData& column, ItemType type, std::span<const std::byte> bytes,
                 std::uint64_t count);

// The item type the file suggests: the b2nd dtype, else an unsigned integer of the typesize.
ItemType defaultItemType(const FileLayout& file);
// "int", "uint", "float32", "float64" applied to the file's typesize.
std::optional<ItemType> namedItemType(const FileLayout& file, std::string_view name);

// Where each run of chunks' table blocks begin: a table of a frame of 100,000 chunks keeps 16
// bytes a run and makes a block when asked from its chunk's layout (issue 42).
class RunBlockIndex {
public:
    struct Start {
        std::uint64_t block = 0; // the run's first table block
        std::uint64_t row = 0;   // and its first row
    };
    // The next run's start: runs in order, one that holds no table block too.
    void add(Start start) { m_starts.push_back(start); }
    // The table blocks and rows the runs hold, together.
    void close(std::uint64_t blocks, std::uint64_t rows) {
        m_blocks = blocks;
        m_rows = rows;
    }
    std::uint64_t blocks() const { return m_blocks; }
    std::uint64_t rows() const { return m_rows; }
    // The row after run `run`'s.
    std::uint64_t endRow(std::size_t run) const {
        return run + 1 < m_starts.size() ? m_starts[run + 1].row : m_rows;
    }
    // The run that holds table block `block` (< blocks()), and its start.
    std::pair<std::size_t, Start> find(std::uint64_t block) const {
        return lastStartAtOrBefore(block, &Start::block);
    }
    // The run whose table blocks hold `row` (< rows()), and its start.
    std::pair<std::size_t, Start> findRow(std::uint64_t row) const {
        return lastStartAtOrBefore(row, &Start::row);
    }

private:
    std::pair<std::size_t, Start> lastStartAtOrBefore(std::uint64_t value,
                                                      std::uint64_t Start::*field) const;

    std::vector<Start> m_starts;
    std::uint64_t m_blocks = 0;
    std::uint64_t m_rows = 0;
};

// The decompressed bytes as items, one row per item (index, value); a 2-D b2nd array as rows
// of its second dimension. A table block is a chunk's items, at most 2^20 of them (a chunk row
// for b2nd arrays): a frame of a fixed chunksize has them from where its chunks lie, without
// their headers (issue 42); a chunk read at the open, from its blocks.
class ItemTable final : public Table {
public:
    ItemTable(std::shared_ptr<const FileLayout> file, ItemType type);

    std::string name() const override { return "items"; }
    const std::vector<Column>& columns() const override { return m_columns; }
    std::size_t blockCount() const override { return m_runBlocks.blocks() + m_listed.size(); }
    TableBlock blockAt(std::size_t index) const override;
    std::string blockNodePath(std::size_t index) const override;
    std::size_t blockOfRow(std::uint64_t row) const override;
    BlockData readBlock(std::size_t index) const override;
    const ByteSource* source() const override { return m_file->source.get(); }
    std::vector<std::string> itemTypes() const override {
        return {"int", "uint", "float32", "float64"};
    }
    std::shared_ptr<const Table> withItemType(std::string_view type) const override;
    // An item's bytes in its chunk's decoded layer ("decoded chunk"): the index and value
    // columns alike; in a b2nd array the item at the cell's coordinates, wherever its chunk and
    // block put it (a grid's "row" column, which spans chunks, has none).
    std::optional<CellBytes> cellRange(std::uint64_t row, std::size_t column) const override;
    // A b2nd array of two or more dimensions whose items this table reads at their own width.
    std::shared_ptr<const NdArray> ndArray() const override;
    // The 'units' metalayer's, for the item columns (not the row or index column).
    std::string unit(std::size_t column) const override;

private:
    struct PlacedBlock {
        TableBlock block;
        std::string nodePath; // the chunk's, a Blosc block's or the run's node
    };
    // A last block of no rows counting the rows promised from `heldRows` on (promisedSize), if
    // any: they are not in the file.
    void addLostRows(std::uint64_t heldRows, std::uint64_t at, std::string nodePath);
    // The row after those whose items start in run `run` (whose first is `row`): where its
    // bytes end (a frame's planned chunks) or its blocks' before the first one the file's end
    // cuts (`cutAt` set to where the cut is).
    std::uint64_t runEndRow(const ChunkSlots::Run& run, std::uint64_t row,
                            std::optional<std::uint64_t>& cutAt) const;
    // Table block `index` of the chunk runs' (< m_runBlocks.blocks()).
    PlacedBlock runBlock(std::size_t index) const;

    std::shared_ptr<const FileLayout> m_file;
    ItemType m_type;
    bool m_grid = false; // a 2-D array: one row per first-dimension index
    std::vector<Column> m_columns;
    RunBlockIndex m_runBlocks;         // the chunks' items
    std::vector<PlacedBlock> m_listed; // an array's slabs, or rows promised past the chunks'
};

// One row per Blosc block of a chunk file's chunk: where it is, how big, how it is stored. One
// table block, the chunk's rows (a frame's chunks are rows of a ChunkTable, chunk_table.h).
class BlockTable final : public Table {
public:
    explicit BlockTable(std::shared_ptr<const FileLayout> file);

    std::string name() const override { return "blocks"; }
    const std::vector<Column>& columns() const override { return m_columns; }
    std::size_t blockCount() const override { return m_rows == 0 ? 0 : 1; }
    TableBlock blockAt(std::size_t index) const override;
    std::string blockNodePath(std::size_t index) const override;
    std::size_t blockOfRow(std::uint64_t /*row*/) const override { return 0; }
    BlockData readBlock(std::size_t index) const override;

private:
    std::shared_ptr<const FileLayout> m_file;
    std::vector<Column> m_columns;
    std::uint64_t m_rows = 0;
};

} // namespace strata::blosc2
