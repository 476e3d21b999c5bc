#pragma once

#include <cstddef>
#include <span>
#include <vector>

namespace strata::codecs {

// One .xz stream of `input` (liblzma, preset 6, CRC64: what Python's lzma.compress writes, and
// so AT-1's writers); empty only when liblzma fails (out of memory).
std::vector<std::byte> xzCompress(std::span<const std::byte> input);

} // namespace strata::codecs
