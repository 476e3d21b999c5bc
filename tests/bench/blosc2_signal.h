#pragma once

// The data Blosc2 decoding is measured on (blosc2_bench.cpp, strata-cblosc2-peer).
#include <cstddef>
#include <vector>

namespace strata::bench {

// `bytes` of float64 (typesize 8: a smooth signal plus normal noise, from a fixed seed) or of
// an int32 ramp (typesize 4).
std::vector<std::byte> blosc2Signal(std::size_t bytes, std::size_t typesize);

} // namespace strata::bench
