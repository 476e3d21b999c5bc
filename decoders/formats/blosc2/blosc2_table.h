#pragma once

#include "formats/blosc2/file_layout.h"
#include "strata/table.h"

#include <memory>

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

// The decompressed bytes as items, one row per item (index, value); a 2-D b2nd array as rows
// of its second dimension. A table block is a Blosc block (a chunk row for b2nd arrays).
class ItemTable final : public ListedBlocksTable {
public:
    ItemTable(std::shared_ptr<const FileLayout> file, ItemType type);

    std::string name() const override { return "items"; }
    const std::vector<Column>& columns() const override { return m_columns; }
    std::string blockNodePath(std::size_t index) const override { return m_blockPaths.at(index); }
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
    // A last block of no rows counting the rows promised from `heldRows` on (promisedSize), if
    // any: they are not in the file.
    void addLostRows(std::uint64_t heldRows, std::uint64_t at, std::string nodePath);

    std::shared_ptr<const FileLayout> m_file;
    ItemType m_type;
    bool m_grid = false; // a 2-D array: one row per first-dimension index
    std::vector<Column> m_columns;
    std::vector<std::string> m_blockPaths; // the chunk's, a Blosc block's or the run's node
};

// One row per Blosc block of every chunk: where it is, how big, how it is stored.
class BlockTable final : public ListedBlocksTable {
public:
    explicit BlockTable(std::shared_ptr<const FileLayout> file);

    std::string name() const override { return "blocks"; }
    const std::vector<Column>& columns() const override { return m_columns; }
    std::string blockNodePath(std::size_t index) const override { return m_blockPaths.at(index); }
    BlockData readBlock(std::size_t index) const override;

private:
    // The rows of chunk `chunk`'s blocks.
    static void appendBlockRows(std::vector<ColumnData>& columns, const ChunkLayout& layout,
                                std::uint64_t chunk, const std::string& codec);

    std::shared_ptr<const FileLayout> m_file;
    std::vector<Column> m_columns;
    std::vector<std::string> m_blockPaths; // the chunk's, a Blosc block's or the run's node
    // Each table block's chunks: the first and how many (several in a run of like chunks).
    struct ChunkSpan {
        std::uint64_t first = 0;
        std::uint64_t count = 0;
    };
    std::vector<ChunkSpan> m_chunksOfBlock;
};

} // namespace strata::blosc2
