#pragma once

#include "formats/at1/stream_shapes.h"

#include <array>

namespace strata::at1::shapes {

// Section 7; `pos` has the layout meta's pos_delta chooses (vcfPositionDeltas,
// vcfPositionTexts).
inline constexpr std::array vcfMeta{FieldShape{"nlines", Varint},
                                    FieldShape{"trailing", Byte},
                                    FieldShape{"nsamp", Varint},
                                    FieldShape{"pos_delta", Byte},
                                    FieldShape{"ref_tok", LpString},
                                    FieldShape{"nvoc", Varint},
                                    FieldShape{"vocabulary", CountedLpStrings}};
inline constexpr std::array vcfStreams{StreamShape{"meta", Fields, vcfMeta},
                                       StreamShape{"flags", Bytes},
                                       StreamShape{"chrom", List},
                                       StreamShape{"id", List},
                                       StreamShape{"ref", List},
                                       StreamShape{"alt", List},
                                       StreamShape{"qual", List},
                                       StreamShape{"filter", List},
                                       StreamShape{"info", List},
                                       StreamShape{"format", List},
                                       StreamShape{"gt", Genotypes},
                                       StreamShape{"verbatim", List}};
// `pos`: svarint deltas when the meta's pos_delta is set, else a list of the POS texts.
inline constexpr StreamShape vcfPositionDeltas{"pos", Svarints};
inline constexpr StreamShape vcfPositionTexts{"pos", List};

} // namespace strata::at1::shapes
