#pragma once

#include "formats/at1/stream_shapes.h"
#include "strata/node.h"

#include <memory>
#include <string>
#include <vector>

namespace strata::at1 {

// Adds to a stream's node, in its decoded layer, what the stream holds by its shape: meta
// fields, list items, varints, vocabulary entries, DICOM elements, JSON tape tokens (long lists in
// groups of 512 over their own bytes), each at its exact place in the decoded bytes. The layer's
// bytes are produced here and read again by a group when it is expanded. A damaged stream shows
// what decoded, then the damage.
void addStreamValues(const Layer& layer, const StreamShape& shape, Node& owner);
// A ValueChunks stream (json and jsondoc `values`), whose chunk lengths the decoded `value_index`
// stream gives: a node per column chunk over its bytes, its values inside (on expand).
// Chunk c is labelled with names[c] when there is one (json's key paths).
void addValueChunks(const Layer& values, const Layer& valueIndex, const StreamShape& shape,
                    std::vector<std::string> names, Node& owner);
// A Skeleton stream (jsondoc `skeleton`): a node per value placeholder (0x00) over its byte,
// naming the column the decoded `colids` stream gives it.
void addSkeletonValues(const Layer& skeleton, const Layer& colids, Node& owner);

} // namespace strata::at1
