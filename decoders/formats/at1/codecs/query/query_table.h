#pragma once

#include "formats/at1/at1_table.h"
#include "formats/at1/codec_table.h"

namespace strata::at1 {

// A qcolumnar or qjson file's rows (or one qjson2 template's): a block per row group, whose
// column blocks decode on their own. Row groups from the first that the end of the file cuts
// are not rows: a last block of none counts them.
class QueryTable final : public At1Table {
public:
    // A qjson2 file has one table per template (qjson2TemplateLayouts): `name` is the
    // template's, and `streamPrefix` ("t0:") the prefix of its streams' names in the set.
    QueryTable(ByteSourcePtr source, std::shared_ptr<const FileLayout> file, std::string name,
               const std::string& streamPrefix = {});

    // "... / stream 'blocks' / row group 2"; the lost rows' block, the stream.
    std::string blockNodePath(std::size_t index) const override;
    BlockData readBlockColumns(std::size_t block,
                               std::span<const std::size_t> columns) const override;
    std::optional<ColumnBounds> blockBounds(std::size_t block, std::size_t column) const override;
    std::vector<std::string> sourceRows(std::size_t block, const BlockData& data) const override;
    // A cell's value in its row group's decoded column block.
    std::optional<CellBytes> cellRange(std::uint64_t row, std::size_t column) const override;

private:
    // The bytes of the row group's column blocks, first to last.
    ByteRange blockRange(const BlockSource& from) const override;
    // The path of section `section`'s blocks stream.
    std::string blocksStreamPath(std::size_t section) const;

    std::string m_streamPrefix;
    std::string m_lostBlockPath; // of the block that counts the rows a cut took
};

// The codec table's hooks (qcolumnar, qjson): the rows table, what a section says of its
// lines, and the frames whose columns differ from the first's (warned about when the file
// opens: one table spans them).
void addQueryTable(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
                   const std::shared_ptr<Layer>& original, Document& document);
std::optional<SectionLines> querySectionLines(const SectionCodec& layout);
void warnOnDifferingQueryColumns(FileLayout& file);

} // namespace strata::at1
