#pragma once

#include "formats/at1/codec_streams.h"

namespace strata::at1 {

// Codec 3, log: lines rebuilt from templates with variable slots (at1-codecs.md section 3).
void rebuildLog(CodecStreams& streams, std::string& out);

} // namespace strata::at1
