#pragma once

#include "formats/at1/stream_shapes.h"

#include <array>
#include <string_view>

namespace strata::at1::shapes {

// Section 3: a template's 0x00 bytes are its variable slots.
inline constexpr std::string_view logSlot{"\0", 1};
inline constexpr std::array logStreams{StreamShape{"meta", Fields, lineMeta},
                                       StreamShape{"flags", Bytes},
                                       StreamShape{"templates", List, {}, 0, logSlot},
                                       StreamShape{"tids", Varints},
                                       StreamShape{"vars", List},
                                       StreamShape{"verbatim", List}};

} // namespace strata::at1::shapes
