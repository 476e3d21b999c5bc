#pragma once

#include "formats/at1/stream_shapes.h"

#include <array>

namespace strata::at1::shapes {

// Section 11.
inline constexpr std::array osmMeta{FieldShape{"trailing", Byte}};
inline constexpr std::array osmStreams{
    StreamShape{"meta", Fields, osmMeta}, StreamShape{"opcodes", Bytes},
    StreamShape{"verbatim", LpStrings},   StreamShape{"tag_keys", NulVocabulary},
    StreamShape{"roles", NulVocabulary},  StreamShape{"n_id", Svarints},
    StreamShape{"n_ts", Svarints},        StreamShape{"n_lat", Svarints},
    StreamShape{"n_lon", Svarints},       StreamShape{"n_ver", Varints},
    StreamShape{"n_tagcnt", Varints},     StreamShape{"n_tagkey", Varints},
    StreamShape{"n_tagval", LpStrings},   StreamShape{"w_id", Svarints},
    StreamShape{"w_ts", Svarints},        StreamShape{"w_ver", Varints},
    StreamShape{"w_ndcnt", Varints},      StreamShape{"w_tagcnt", Varints},
    StreamShape{"w_ndref", Svarints},     StreamShape{"w_tagkey", Varints},
    StreamShape{"w_tagval", LpStrings},   StreamShape{"r_id", Svarints},
    StreamShape{"r_ts", Svarints},        StreamShape{"r_ver", Varints},
    StreamShape{"r_memcnt", Varints},     StreamShape{"r_tagcnt", Varints},
    StreamShape{"r_memtype", Varints},    StreamShape{"r_memref", Svarints},
    StreamShape{"r_memrole", Varints},    StreamShape{"r_tagkey", Varints},
    StreamShape{"r_tagval", LpStrings}};

} // namespace strata::at1::shapes
