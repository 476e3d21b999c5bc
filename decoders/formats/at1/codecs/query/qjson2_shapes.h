#pragma once

#include "formats/at1/stream_shapes.h"

#include <array>

namespace strata::at1::shapes {

// Section 8: the t<i>: streams are qjson sets, walked by the codec.
inline constexpr std::array qjson2Meta{FieldShape{"nlines", Varint}, FieldShape{"trailing", Byte},
                                       FieldShape{"nt", Varint}};
inline constexpr std::array qjson2Streams{StreamShape{"meta", Fields, qjson2Meta},
                                          StreamShape{"line_map", Varints},
                                          StreamShape{"verbatim", List}};

} // namespace strata::at1::shapes
