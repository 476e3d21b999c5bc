#pragma once

#include "formats/at1/codec_streams.h"

namespace strata::at1 {

// Codec 9, dicom: a DICOM Part 10 file stored whole (raw mode) or as the bytes around its pixel
// data plus the native pixels, delta- or plane-coded (at1-codecs.md section 10).
void rebuildDicom(CodecStreams& streams, std::string& out);

} // namespace strata::at1
