#pragma once

#include "formats/at1/codec_table.h"

namespace strata::at1 {

// The json codec's hook (codec_table.h): the value chunks of `values` named after their key
// paths.
bool addJsonStreamContent(const ExpandedStream& expanded);
// The jsondoc codec's hook: where a strict JSON scan of the text `raw` keeps stops, before its
// lines.
bool addJsonDocStreamContent(const ExpandedStream& expanded);

} // namespace strata::at1
