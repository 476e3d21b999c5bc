#pragma once

#include "codecs/decompress.h"

#include <cstddef>
#include <span>

namespace strata::blosc2 {

// Decompresses one whole Blosc1/Blosc2 chunk (as HDF5, Zarr or a Blosc frame store them) into
// `output`, which must hold exactly the chunk's nbytes, as a codec's call does; `error` names
// the first problem.
codecs::DecompressResult decompressChunk(std::span<const std::byte> chunk,
                                         std::span<std::byte> output);

} // namespace strata::blosc2
