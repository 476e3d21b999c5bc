#pragma once

#include "formats/at1/at1_table.h"
#include "formats/at1/codec_table.h"
#include "formats/at1/codecs/columnar/columnar_codec.h"
#include "formats/at1/decoded_reader.h"

#include <mutex>

namespace strata::at1 {

// A columnar file's rows: a block per section (the whole file or one frame), whose columns share
// its streams and decode together.
class ColumnarTable final : public At1Table {
public:
    ColumnarTable(ByteSourcePtr source, std::shared_ptr<const FileLayout> file);

    // The block's section's stream set.
    std::string blockNodePath(std::size_t index) const override;
    BlockData readBlockColumns(std::size_t block,
                               std::span<const std::size_t> columns) const override;
    std::vector<std::string> sourceRows(std::size_t block, const BlockData& data) const override;
    // A cell's value in its section's decoded `values` stream.
    std::optional<CellBytes> cellRange(std::uint64_t row, std::size_t column) const override;

private:
    // The block's section's stream set.
    ByteRange blockRange(const BlockSource& from) const override;

    // What a block's cells are found by: its rows' field counts and its decoded `values`
    // stream, kept for the last block asked about, or that they do not decode (a damaged block
    // is not decoded again for each of its cells).
    struct Cells {
        std::size_t block = 0;
        bool damaged = false;
        ColumnarLayout layout; // the block's section's, with its chunk lengths
        std::vector<std::uint32_t> fieldCounts;
        DecodedStream values;
    };

    // Row `row` of block `block`'s cell of `column`. Throws DecodeError.
    std::optional<CellBytes> cellInBlock(std::size_t block, std::uint64_t row,
                                         std::size_t column) const;

    mutable std::mutex m_cellMutex;
    mutable std::shared_ptr<const Cells> m_cells;
};

// The codec table's hooks: the rows table, and what a section says of its lines.
void addColumnarTable(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
                      const std::shared_ptr<Layer>& original, Document& document);
std::optional<SectionLines> columnarSectionLines(const SectionCodec& layout);

} // namespace strata::at1
