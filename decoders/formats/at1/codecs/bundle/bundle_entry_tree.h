#pragma once

#include "formats/at1/codecs/bundle/bundle_layout.h"
#include "strata/node.h"

namespace strata::at1 {

// Adds to a bundle entry's stream node the tree of the inner .at1 file it holds (at1-codecs.md
// section 12): `inner` is the entry stream's decoded layer, shown when the node is expanded as an
// "inner file" node with the inner file's header, streams, codec structure and trailer. A stored
// entry's bytes are the inner file itself, so inner ranges map into the outer file at the entry's
// payload; an xz or zstd entry's inner bytes exist only decoded, so every inner node spans the
// entry stream's range (as do the nodes inside the inner file's own decoded layers).
void addBundleEntryTree(const ByteSourcePtr& inner, const BundleEntryLayout& entry,
                        Node& streamNode);

} // namespace strata::at1
