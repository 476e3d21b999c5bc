#pragma once

#include "formats/blosc2/frame_layout.h"
#include "strata/blosc2_writer.h"
#include "strata/byte_source.h"

#include <string_view>

namespace strata::blosc2 {

// Whether a metalayer of this name describes the chunks as an array (b2nd, caterva).
bool describesArray(std::string_view name);

// A read frame's header settings and the metalayers whose contents lie in the file, as the
// frame writer takes them (repair, convert).
FrameSettings settingsOf(const FrameLayout& frame, const ByteSource& source);

} // namespace strata::blosc2
