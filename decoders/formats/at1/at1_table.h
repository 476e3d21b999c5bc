#pragma once

#include "core/labels.h"
#include "formats/at1/file_layout.h"
#include "strata/byte_source.h"
#include "strata/document.h"
#include "strata/layer.h"
#include "strata/table.h"

#include <memory>
#include <mutex>

namespace strata::at1 {

// The structured rows of an AT-1 file. A block is a columnar section (the whole file or one
// frame: its columns share streams) or a qcolumnar/qjson row group, whose column blocks decode
// independently; verbatim lines are not rows.
class At1Table final : public Table {
public:
    // A qjson2 file has one table per template (qjson2TemplateLayouts): `name` is the
    // template's, and `streamPrefix` ("t0:") the prefix of its streams' names in the set.
    At1Table(ByteSourcePtr source, std::shared_ptr<const FileLayout> file,
             std::string name = "rows", const std::string& streamPrefix = {});

    std::string name() const override { return m_name; }
    const std::vector<Column>& columns() const override { return m_columns; }
    const std::vector<TableBlock>& blocks() const override { return m_blocks; }
    BlockData readBlock(std::size_t index) const override;
    const ByteSource* source() const override { return m_source.get(); }
    std::optional<ColumnBounds> blockBounds(std::size_t block, std::size_t column) const override;
    BlockData readBlockColumns(std::size_t block,
                               std::span<const std::size_t> columns) const override;
    std::vector<std::string> sourceRows(std::size_t block, const BlockData& data) const override;
    // A cell's value in its decoded layer: the `values` stream's (columnar), or its block's
    // (qcolumnar, qjson, a qjson2 template's).
    std::optional<CellBytes> cellRange(std::uint64_t row, std::size_t column) const override;

    bool empty() const { return m_blocks.empty(); }

private:
    struct BlockSource {
        std::size_t section = 0;
        std::size_t group = 0; // query codecs
    };

    // What a columnar block's cells are found by: its rows' field counts and its decoded
    // `values` stream, kept for the last block asked about, or that they do not decode (a
    // damaged block is not decoded again for each of its cells).
    struct ColumnarCells {
        std::size_t block = 0;
        bool damaged = false;
        std::vector<std::uint32_t> fieldCounts;
        DecodedStream values;
    };

    BlockData readColumnarBlock(std::size_t index, std::span<const std::size_t> columns) const;
    std::optional<CellBytes> columnarCell(std::size_t block, std::uint64_t row,
                                          std::size_t column) const;
    std::optional<CellBytes> queryCell(std::size_t block, std::uint64_t row,
                                       std::size_t column) const;
    BlockData readQueryBlock(std::size_t index, std::span<const std::size_t> columns) const;

    ByteSourcePtr m_source;
    std::shared_ptr<const FileLayout> m_file;
    std::string m_name;
    std::vector<Column> m_columns;
    std::vector<TableBlock> m_blocks;
    std::vector<BlockSource> m_blockSources;

    mutable std::mutex m_cellMutex;
    mutable std::shared_ptr<const ColumnarCells> m_cells;
};

// The table hook of the codecs with rows (codec_table.h): columnar, qcolumnar, qjson.
void addRowsTable(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
                  const std::shared_ptr<Layer>& original, Document& document);

} // namespace strata::at1
