#pragma once

#include "formats/at1/stream_shapes.h"

#include <array>
#include <string_view>

namespace strata::at1::shapes {

// Section 4: a template's `<*>`s are its variable slots.
inline constexpr std::string_view sshSlot{"<*>"};
inline constexpr std::array sshStreams{StreamShape{"meta", Fields, lineMeta},
                                       StreamShape{"flags", Bytes},
                                       StreamShape{"months", List},
                                       StreamShape{"days", List},
                                       StreamShape{"times", List},
                                       StreamShape{"hosts", List},
                                       StreamShape{"pids", Varints},
                                       StreamShape{"template_ids", Varints},
                                       StreamShape{"templates", List, {}, 0, sshSlot},
                                       StreamShape{"vars", List},
                                       StreamShape{"rawmsgs", List},
                                       StreamShape{"verbatim", List}};

} // namespace strata::at1::shapes
