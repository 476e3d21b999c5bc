#pragma once

#include "formats/at1/codec_streams.h"

namespace strata::at1 {

// The codec byte of its containers (at1-codecs.md, as the spec leaves it out).
inline constexpr std::uint8_t jsonDocCodecId = 6;

// Codec 6, jsondoc: JSON documents rebuilt from a skeleton and value columns, or kept whole
// (at1-codecs.md section 5).
void rebuildJsonDoc(CodecStreams& streams, std::string& out);

} // namespace strata::at1
