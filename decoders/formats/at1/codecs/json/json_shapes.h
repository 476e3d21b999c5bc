#pragma once

#include "formats/at1/stream_shapes.h"

#include <array>

namespace strata::at1::shapes {

// Section 9: one separator byte between two value chunks.
inline constexpr std::array jsonStreams{StreamShape{"meta", Fields, lineMeta},
                                        StreamShape{"flags", Bytes},
                                        StreamShape{"keyvocab", List},
                                        StreamShape{"rules", DerivedRules},
                                        StreamShape{"value_index", CountedVarints},
                                        StreamShape{"values", ValueChunks, {}, 1},
                                        StreamShape{"tape", JsonTape},
                                        StreamShape{"verbatim", List}};

} // namespace strata::at1::shapes
