#pragma once

#include "formats/at1/codec_table.h"

namespace strata::at1 {

// The vcf codec's hook (codec_table.h): `pos` by the shape the meta's pos_delta chooses.
bool addVcfStreamContent(const ExpandedStream& expanded);

} // namespace strata::at1
