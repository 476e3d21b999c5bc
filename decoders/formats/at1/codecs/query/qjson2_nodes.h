#pragma once

#include "formats/at1/codec_table.h"

namespace strata::at1 {

// The qjson2 codec's hook (codec_table.h): each template's `t<i>:` streams shown as qjson's.
bool addQJson2StreamContent(const ExpandedStream& expanded);

} // namespace strata::at1
