#pragma once

#include "formats/at1/stream_shapes.h"

#include <array>

namespace strata::at1::shapes {

// Section 5: raw mode (meta 00) or structured (01); the value chunks lie back to back.
inline constexpr std::array jsondocMeta{FieldShape{"mode", Byte}};
inline constexpr std::array jsondocStreams{
    StreamShape{"meta", Fields, jsondocMeta},   StreamShape{"raw", JsonText},
    StreamShape{"skeleton", Skeleton},          StreamShape{"colids", Varints},
    StreamShape{"value_index", CountedVarints}, StreamShape{"values", ValueChunks}};

} // namespace strata::at1::shapes
