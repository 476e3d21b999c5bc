#pragma once

#include "formats/at1/codec_table.h"
#include "formats/at1/codecs/query/query_codec.h"
#include "strata/node.h"

#include <memory>

namespace strata::at1 {

// Adds to the qcolumnar/qjson `index` stream's node, in its decoded layer, one node per (row
// group, column) entry over its bytes: clen and the zone map (zmin, zmax), with the block offset
// in `blocks` they give (spec "Queryable codecs", footer index). 512 entries to a group.
void addIndexEntries(const Layer& layer, std::shared_ptr<const QueryLayout> layout, Node& owner);

// Adds to the `blocks` stream's node, in its layer, the row groups and each one's column blocks
// over their bytes (tag and payload). A block's decoded values are a layer of its own ("values",
// made by decodeQueryBlockPayload like the table's), its values nodes in it.
void addRowGroups(const ByteSourcePtr& source, const Layer& layer,
                  std::shared_ptr<const QueryLayout> layout, Node& owner);

// The qcolumnar and qjson codecs' hooks (codec_table.h): meta, template and paths as fields of
// their streams (what meta says even when the rest of the layout does not read), the index
// entries and row groups as nodes of theirs, and the columns `blocks` holds.
void describeQueryStream(const ByteSource& source, const FileLayout& file, std::size_t section,
                         const StreamEntry& stream, Node& node);
bool addQueryStreamContent(const ExpandedStream& expanded);
std::vector<StreamColumn> queryStreamColumns(const ByteSource&, const StreamSet&,
                                             const SectionCodec& layout, std::string_view stream);

} // namespace strata::at1
