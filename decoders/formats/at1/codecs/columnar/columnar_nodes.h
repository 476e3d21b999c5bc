#pragma once

#include "formats/at1/codec_table.h"
#include "formats/at1/codecs/columnar/columnar_codec.h"
#include "strata/node.h"

#include <memory>

namespace strata::at1 {

// Adds to the `values` stream's node, in its decoded layer, one node per column over its chunk
// (col_index gives the lengths), each with its head (D, NUMEXC bitmap, exceptions, DERIVED map,
// ...) and its values (512 to a group) at their exact decoded offsets, read by the same column
// cursors that rebuild the original (spec "Per-column decode").
void addColumnChunks(const Layer& layer, std::shared_ptr<const ColumnarLayout> layout, Node& owner);

// Adds to the `quotebits` stream's node, in its decoded `layer`, one node per mixed-quoted column
// over its bitmap: ceil(m/8) bytes in column order, bit i set when value i was quoted (spec
// "Quote flags"), m the column's value count as its chunk in `values` (that stream's decoded
// layer) says.
void addQuoteBits(const Layer& layer, const Layer& values,
                  std::shared_ptr<const ColumnarLayout> layout, Node& owner);

// The columnar codec's hooks (codec_table.h): meta and header as fields of their streams, the
// value chunks and quote bitmaps as nodes of theirs, and the columns `values` holds.
void describeColumnarStream(const ByteSource& source, const FileLayout& file, std::size_t section,
                            const StreamEntry& stream, Node& node);
bool addColumnarStreamContent(const ExpandedStream& expanded);
std::vector<StreamColumn> columnarStreamColumns(const ByteSource& source, const StreamSet& set,
                                                const SectionCodec& layout,
                                                std::string_view stream);

} // namespace strata::at1
