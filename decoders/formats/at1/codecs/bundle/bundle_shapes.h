#pragma once

#include "formats/at1/stream_shapes.h"

#include <array>

namespace strata::at1::shapes {

// Section 12: entries are whole AT-1 files.
inline constexpr std::array bundleStreams{StreamShape{"manifest", Opaque}};

} // namespace strata::at1::shapes
