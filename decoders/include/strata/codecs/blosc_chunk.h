#pragma once

#include "strata/codecs/decompress.h"

#include <cstddef>
#include <span>

namespace strata::codecs {

// Decompresses one whole Blosc1/Blosc2 chunk (as HDF5, Zarr or a Blosc frame store them) into
// `output`, which must hold exactly the chunk's nbytes. Uses the Blosc2 format decoder
// (decoders/formats/blosc2); `error` names the first problem.
DecompressResult bloscDecompress(std::span<const std::byte> chunk, std::span<std::byte> output);

} // namespace strata::codecs
