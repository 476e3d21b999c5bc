#pragma once

#include "strata/byte_range.h"
#include "strata/byte_source.h"
#include "strata/column_data.h"
#include "strata/diagnostic.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace strata {

class NdArray;
class Table;

struct BitfieldMember {
    std::string name;
    unsigned width = 0; // bits
};

struct Column {
    std::string name;
    LogicalType type = LogicalType::Int64;
    std::string encoding; // the format's name for how the column is stored
    std::vector<BitfieldMember> bitfields;
};

// A format's natural unit of rows (page, frame, row group, Blosc block). A file of many units
// has as many blocks: a table of them makes each when asked from what its format keeps of the
// unit (Table::blockAt), and its tree node's path likewise (Table::blockNodePath).
struct TableBlock {
    std::uint64_t firstRow = 0;
    std::uint64_t rowCount = 0; // the rows the file holds
    ByteRange range;            // the bytes that hold the block
    // Rows the file's header promised for the block that its bytes do not hold (the file cut
    // short within it): they are not rows of the table, never shown or exported, only counted;
    // `lostAt` is where the rows the file holds end.
    std::uint64_t lostRows = 0;
    std::uint64_t lostAt = 0;
};

// Where a cell's value lies: bytes of the file, or of a decoded layer (strata/layer.h: an AT-1
// stream after xz, a Blosc2 chunk's decoded bytes) named by its path, which
// Node::findLayerByPath resolves.
struct CellBytes {
    ByteRange range;
    std::string layerPath; // Layer::path(); empty: the file

    bool operator==(const CellBytes&) const = default;
};

struct BlockData {
    std::vector<ColumnData> columns;
    std::uint64_t rowCount = 0;
    // Problems met while decoding; cells that could not be decoded are missing.
    std::vector<Diagnostic> diagnostics;
};

// The smallest and largest value of a column within one block, as the file records them (AT-1
// zone maps, COLE page min/max statistics): integers or doubles.
struct ColumnBounds {
    using Value = std::variant<std::int64_t, double>;
    Value min;
    Value max;
    // Where the file stores them (a column header, a chunk's metadata), for a diagnostic's
    // offset; empty where the format does not say, and then the block's offset is used.
    ByteRange field = {};
};

// A table's blocks, read by index: each is made when read (Table::blockAt).
class TableBlocks {
public:
    class Iterator {
    public:
        Iterator(const Table& table, std::size_t index)
            : m_table(&table)
            , m_index(index) {}
        TableBlock operator*() const;
        Iterator& operator++() {
            ++m_index;
            return *this;
        }
        bool operator==(const Iterator& other) const = default;

    private:
        const Table* m_table;
        std::size_t m_index;
    };

    explicit TableBlocks(const Table& table)
        : m_table(&table) {}
    std::size_t size() const;
    bool empty() const { return size() == 0; }
    TableBlock operator[](std::size_t index) const;
    TableBlock at(std::size_t index) const; // throws std::out_of_range past the last
    TableBlock front() const { return (*this)[0]; }
    TableBlock back() const { return (*this)[size() - 1]; }
    Iterator begin() const { return {*m_table, 0}; }
    Iterator end() const { return {*m_table, size()}; }

private:
    const Table* m_table;
};

// A decoded table. readBlock is const and thread-safe, so blocks decode in parallel.
class Table {
public:
    virtual ~Table() = default;

    virtual std::string name() const = 0;
    virtual const std::vector<Column>& columns() const = 0;
    virtual std::size_t blockCount() const = 0;
    // Block `index` (< blockCount()), made from what the table keeps of it.
    virtual TableBlock blockAt(std::size_t index) const = 0;
    TableBlocks blocks() const { return TableBlocks(*this); }
    // The path of the tree node that shows block `index` (Node::findByPath).
    virtual std::string blockNodePath(std::size_t index) const = 0;
    virtual BlockData readBlock(std::size_t index) const = 0;
    // The bytes of one cell, in the file or a layer, where the format knows them.
    virtual std::optional<CellBytes> cellRange(std::uint64_t row, std::size_t column) const;

    // Tables whose cells read raw bytes as items (a Blosc2 chunk's values) can read them as
    // another item type: "int", "uint", "float32", "float64". nullptr when the table cannot.
    virtual std::vector<std::string> itemTypes() const { return {}; }
    virtual std::shared_ptr<const Table> withItemType(std::string_view type) const;

    // The N-dimensional array the table's items form, read as images (strata/nd_array.h);
    // nullptr for tables that are no such array.
    virtual std::shared_ptr<const NdArray> ndArray() const { return nullptr; }
    // The unit of a column's values where the file states one (a Blosc2 frame's 'units'
    // metalayer); empty where it does not: COLE schemas, ODB-2 column descriptors and AT-1
    // metas have no unit field.
    virtual std::string unit(std::size_t /*column*/) const { return {}; }

    // Queries (strata/table_query.h). The bounds of a column in a block when the file stores
    // them, read without decoding the block.
    virtual std::optional<ColumnBounds> blockBounds(std::size_t block, std::size_t column) const;
    // Decodes only the listed columns of a block; the others come back empty. Formats that store
    // columns apart override it to decode less; the default decodes the whole block.
    virtual BlockData readBlockColumns(std::size_t block,
                                       std::span<const std::size_t> columns) const;
    // readBlockColumns for the cells of `rows` alone (ascending indexes in the block): the
    // columns are as long as the block, but only those rows' cells need be decoded; the other
    // cells are unset. For scans that decode the rest of a block for the few rows a filter kept;
    // formats that can read a row's cells alone (ODB-2) override it, the default decodes the
    // columns whole.
    virtual BlockData readBlockCells(std::size_t block, std::span<const std::size_t> columns,
                                     std::span<const std::uint64_t> rows) const;
    // The rows of a block as the file wrote them (AT-1 rebuilds its original lines), given the
    // block with every column decoded; empty when the format has no row text of its own.
    virtual std::vector<std::string> sourceRows(std::size_t block, const BlockData& data) const;

    // The file the table reads, where it reads one.
    virtual const ByteSource* source() const { return nullptr; }
    // Says block `index` will not be read again soon (ByteSource::releasePages on its bytes):
    // called by jobs that read a whole table through once.
    void releaseBlockBytes(std::size_t index) const;
    // Says block `index` will be read soon (ByteSource::prefetch on its bytes): jobs that read a
    // whole table through ask for the blocks a few ahead of the ones decoding.
    void prefetchBlockBytes(std::size_t index) const;

    std::uint64_t rowCount() const;
    // The rows promised but not in the file (TableBlock::lostRows), summed, and where the first
    // such block's rows end.
    std::uint64_t lostRowCount() const;
    std::uint64_t firstLossAt() const;
    // The block that holds `row`, by binary search over blockAt; a table whose blocks are made
    // from a unit read again (a Blosc2 frame's chunks) finds the unit by its rows first.
    virtual std::size_t blockOfRow(std::uint64_t row) const;
    // readBlock that never throws: a block that fails whole comes back with every cell
    // missing and the failure as its diagnostic.
    BlockData readBlockSafely(std::size_t index) const;
};

// A table that keeps a list of its blocks: one of few blocks, or of blocks no unit of its
// format holds (Blosc blocks of a run, a dataset's members').
class ListedBlocksTable : public Table {
public:
    std::size_t blockCount() const override { return m_blocks.size(); }
    TableBlock blockAt(std::size_t index) const override { return m_blocks.at(index); }

protected:
    std::vector<TableBlock> m_blocks;
};

// The column a user names by its name or as `#index`; nullopt when there is none.
std::optional<std::size_t> findColumn(const std::vector<Column>& columns, std::string_view name);

} // namespace strata
