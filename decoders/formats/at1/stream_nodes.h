#pragma once

#include "formats/at1/stream_set.h"
#include "formats/at1/stream_shapes.h"
#include "strata/node.h"

#include <memory>

namespace strata::at1 {

// Gives a stream's node the children its decoded bytes hold, read by the stream's shape when the
// node is expanded: meta fields, list items, varints, vocabulary entries (long lists in groups of
// 512). Decoded bytes have no file offsets: every child spans the stream's entry in the file and
// names its place in the decoded bytes (decoded_offset, decoded_length).
void describeStreamContent(const ByteSourcePtr& source, std::shared_ptr<const StreamSet> set,
                           const StreamEntry& entry, const StreamShape& shape, Node& node);

} // namespace strata::at1
