#pragma once

#include "formats/at1/stream_shapes.h"

#include <array>

namespace strata::at1::shapes {

// Spec "Queryable codecs": qcolumnar's meta has a delimiter, qjson's a template and paths.
inline constexpr std::array qcolumnarMeta{
    FieldShape{"nlines", Varint}, FieldShape{"trailing", Byte},     FieldShape{"delim", LpString},
    FieldShape{"ncols", Varint},  FieldShape{"rg", Varint},         FieldShape{"n_struct", Varint},
    FieldShape{"nrg", Varint},    FieldShape{"coltypes", RestBytes}};
inline constexpr std::array qjsonMeta{
    FieldShape{"nlines", Varint},     FieldShape{"trailing", Byte},   FieldShape{"ncols", Varint},
    FieldShape{"rg", Varint},         FieldShape{"n_struct", Varint}, FieldShape{"nrg", Varint},
    FieldShape{"coltypes", RestBytes}};
inline constexpr std::array templateFields{FieldShape{"nseg", Varint},
                                           FieldShape{"seg", CountedLpStrings}};
inline constexpr std::array pathFields{FieldShape{"npaths", Varint},
                                       FieldShape{"path", CountedLpStrings}};
inline constexpr std::array qcolumnarStreams{
    StreamShape{"meta", Fields, qcolumnarMeta}, StreamShape{"row_modes", ByteRuns},
    StreamShape{"verbatim", List}, StreamShape{"index", Opaque}, StreamShape{"blocks", Opaque}};
inline constexpr std::array qjsonStreams{StreamShape{"meta", Fields, qjsonMeta},
                                         StreamShape{"template", Fields, templateFields},
                                         StreamShape{"paths", Fields, pathFields},
                                         StreamShape{"row_modes", ByteRuns},
                                         StreamShape{"verbatim", List},
                                         StreamShape{"index", Opaque},
                                         StreamShape{"blocks", Opaque}};

} // namespace strata::at1::shapes
