#pragma once

#include "formats/at1/record_codec.h"

namespace strata::at1 {

// The codec byte of its containers (at1-codecs.md, as the spec leaves it out).
inline constexpr std::uint8_t embedCodecId = 10;

// Codec 10, embed: a .npy array rebuilt from its header and the byte planes of its elements
// (at1-codecs.md section 6).
void rebuildEmbed(CodecStreams& streams, std::string& out);

// The `meta` stream of an embed section: element width, the whole .npy header (empty when the
// input was not .npy), element count.
struct EmbedMeta {
    std::uint64_t width = 1;
    std::string_view header;
    std::uint64_t count = 0;
};
EmbedMeta readEmbedMeta(CodecStreams& streams);

// The elements of an embed section one after the other, each its `width` bytes (the byte planes
// of `data` undone): the .npy data the rebuild puts after the header. Throws DecodeError.
void appendEmbedElements(CodecStreams& streams, std::string& out);

// The layer of the `data` stream's node that holds those elements: an item's cell has its bytes
// there (EmbedRecords).
inline constexpr std::string_view embedElementsLayerName = "elements";

// The array as items, shown like a Blosc2 b2nd array (blosc2_table.h): a 2-D array as one row
// per first-axis index with a column per second-axis index (so a Fortran-order array shows in
// its logical layout too), any other array as one row per element in stored order (index,
// value). Values take the type of the header's descr (<f2/<f4 Float32, <f8 Float64, <iN Int64,
// <uN and |b1 UInt64); elements of other descrs (<c16, <U8, ...) show as the hex of their bytes.
// A section that is not a whole .npy array (no header, data not a whole number of elements)
// has no rows: its bytes are only the rebuilt original. A cell's bytes are its element's in the
// `elements` layer.
class EmbedRecords final : public RecordCodec {
public:
    std::string tableName() const override { return "items"; }
    std::uint64_t rowCount(CodecStreams& streams) const override;
    std::vector<Column> columns(CodecStreams& streams) const override;
    void readRecords(CodecStreams& streams, std::vector<RecordColumn>& out) const override;
};

} // namespace strata::at1
