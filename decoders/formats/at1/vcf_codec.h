#pragma once

#include "formats/at1/codec_streams.h"

namespace strata::at1 {

// Codec 5, vcf: VCF lines rebuilt from the nine fixed columns and a sparse genotype matrix
// (at1-codecs.md section 7).
void rebuildVcf(CodecStreams& streams, std::string& out);

} // namespace strata::at1
