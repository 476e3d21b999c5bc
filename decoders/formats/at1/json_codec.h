#pragma once

#include "formats/at1/codec_streams.h"

namespace strata::at1 {

// Codec 1, json: compact JSON lines rebuilt from a token tape, a key vocabulary, value columns
// and strings derived from earlier values (at1-codecs.md section 9).
void rebuildJson(CodecStreams& streams, std::string& out);

} // namespace strata::at1
