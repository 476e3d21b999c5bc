#pragma once

#include "formats/at1/stream_shapes.h"

#include <array>

namespace strata::at1::shapes {

// Section 10: the pixel fields follow only in pixel mode (mode 1). `raw` and `pre` hold a Part 10
// file's data elements, `suf` elements in the VR encoding `pre` gives (dicom_nodes draws them).
inline constexpr std::array dicomMeta{FieldShape{"mode", Byte},   FieldShape{"tid", Byte},
                                      FieldShape{"dc", Byte},     FieldShape{"rows", Varint},
                                      FieldShape{"cols", Varint}, FieldShape{"samples", Varint},
                                      FieldShape{"bits", Varint}, FieldShape{"pad", LpString}};
inline constexpr std::array dicomStreams{StreamShape{"meta", Fields, dicomMeta},
                                         StreamShape{"raw", Opaque}, StreamShape{"pre", Opaque},
                                         StreamShape{"pix", Opaque}, StreamShape{"suf", Opaque}};

} // namespace strata::at1::shapes
