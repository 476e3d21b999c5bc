#pragma once

#include "core/block_row_starts.h"
#include "core/labels.h"
#include "formats/at1/file_layout.h"
#include "strata/byte_source.h"
#include "strata/document.h"
#include "strata/layer.h"
#include "strata/table.h"

#include <memory>

namespace strata::at1 {

// The structured rows of an AT-1 file, one table over its sections, for the codecs whose
// sections hold rows; each codec's folder has its own (codecs/columnar/columnar_table,
// codecs/query/query_table), made by its row of the codec table. Verbatim lines are not rows.
class At1Table : public Table {
public:
    std::string name() const override { return m_name; }
    const std::vector<Column>& columns() const override { return m_columns; }
    // A block a source of rows (a frame, a row group), made when asked; the block that counts
    // the rows a cut took, if any, last.
    std::size_t blockCount() const override;
    TableBlock blockAt(std::size_t index) const override;
    BlockData readBlock(std::size_t index) const override;
    const ByteSource* source() const override { return m_source.get(); }

    bool empty() const { return blockCount() == 0; }

protected:
    At1Table(ByteSourcePtr source, std::shared_ptr<const FileLayout> file, std::string name);

    // Where a block's rows come from: its section, and its row group there (query codecs).
    struct BlockSource {
        std::size_t section = 0;
        std::size_t group = 0;
    };

    // Adds the next block: `rows` rows from `from`.
    void addBlock(BlockSource from, std::uint64_t rows);
    // The bytes that hold a block's rows.
    virtual ByteRange blockRange(const BlockSource& from) const = 0;

    // A block with every column of the table's types and no values yet.
    BlockData emptyBlock(std::uint64_t rowCount) const;
    // Whether `block` has rows in the file (not the last block that counts rows a cut took).
    bool readable(std::size_t block) const { return block < m_blockSources.size(); }

    ByteSourcePtr m_source;
    std::shared_ptr<const FileLayout> m_file;
    std::string m_name;
    std::vector<Column> m_columns;
    std::vector<BlockSource> m_blockSources;
    BlockRowStarts m_rowStarts;            // a readable block's
    std::optional<TableBlock> m_lostBlock; // the rows a cut took: none are in the file
};

// AT-1 stores no column names without a header line or JSON paths: the columns are numbered.
std::string numberedColumnName(std::size_t index);

// Appends a cell's value as the row's text shows it (a number's digits, a string as it is).
void appendCellText(const ColumnData& column, std::size_t row, std::string& out);

} // namespace strata::at1
