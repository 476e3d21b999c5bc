#pragma once

#include "formats/at1/codec_streams.h"

namespace strata::at1 {

// Codec 10, embed: a .npy array rebuilt from its header and the byte planes of its elements
// (at1-codecs.md section 6).
void rebuildEmbed(CodecStreams& streams, std::string& out);

} // namespace strata::at1
