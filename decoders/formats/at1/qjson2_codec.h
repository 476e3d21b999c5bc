#pragma once

#include "formats/at1/codec_streams.h"

namespace strata::at1 {

// Codec 11, qjson2: NDJSON lines of several shapes, each shape a qjson (codec 8) stream set of
// its own, merged by a line map (at1-codecs.md section 8).
void rebuildQJson2(CodecStreams& streams, std::string& out);

} // namespace strata::at1
