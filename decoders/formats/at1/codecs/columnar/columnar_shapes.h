#pragma once

#include "formats/at1/stream_shapes.h"

#include <array>

namespace strata::at1::shapes {

// Spec "Columnar codec": meta, the per-column bytes and varints, the row streams.
inline constexpr std::array columnarMeta{
    FieldShape{"nrows", Varint}, FieldShape{"trailing_nl", Byte}, FieldShape{"has_header", Byte},
    FieldShape{"delim", LpString}, FieldShape{"ncols", Varint}};
inline constexpr std::array columnarStreams{StreamShape{"meta", Fields, columnarMeta},
                                            StreamShape{"coltypes", Bytes},
                                            StreamShape{"quotemodes", Bytes},
                                            StreamShape{"col_index", Varints},
                                            StreamShape{"row_modes", ByteRuns},
                                            StreamShape{"fieldcounts", Varints},
                                            StreamShape{"quotebits", Bytes},
                                            StreamShape{"verbatim", List},
                                            StreamShape{"header", List},
                                            StreamShape{"values", Opaque}};

} // namespace strata::at1::shapes
