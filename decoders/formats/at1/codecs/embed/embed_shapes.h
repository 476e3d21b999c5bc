#pragma once

#include "formats/at1/stream_shapes.h"

#include <array>

namespace strata::at1::shapes {

// Section 6.
inline constexpr std::array embedMeta{FieldShape{"width", Varint}, FieldShape{"header", LpString},
                                      FieldShape{"n", Varint}};
inline constexpr std::array embedStreams{StreamShape{"meta", Fields, embedMeta},
                                         StreamShape{"data", Opaque}};

} // namespace strata::at1::shapes
