#pragma once

#include "formats/at1/codec_table.h"

namespace strata::at1 {

// The bundle codec's hooks (codec_table.h): every entry stream names the file it holds, the
// manifest shows each name where it gives it, an entry's stream the tree of the file it holds
// (at1-codecs.md section 12).
void describeBundleStream(const ByteSource& source, const FileLayout& file, std::size_t section,
                          const StreamEntry& stream, Node& node);
bool addBundleStreamContent(const ExpandedStream& expanded);

} // namespace strata::at1
