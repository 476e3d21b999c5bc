#pragma once

#include "formats/at1/codec_table.h"

namespace strata::at1 {

// The embed codec's hooks (codec_table.h): the .npy header's dict as fields of `meta`, the byte
// planes of `data` and the elements they give (at1-codecs.md section 6).
void describeEmbedStream(const ByteSource& source, const FileLayout& file, std::size_t section,
                         const StreamEntry& stream, Node& node);
bool addEmbedStreamContent(const ExpandedStream& expanded);

} // namespace strata::at1
