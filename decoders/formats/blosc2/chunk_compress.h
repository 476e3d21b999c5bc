#pragma once

#include "formats/blosc2/chunk_header.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace strata::blosc2 {

// c-blosc2's compcodes (blosc2.h BLOSC_*), byte 22 of a chunk's extended header.
namespace compcode {
inline constexpr std::uint8_t blosclz = 0;
inline constexpr std::uint8_t lz4 = 1;
inline constexpr std::uint8_t lz4hc = 2;
inline constexpr std::uint8_t zlib = 4;
inline constexpr std::uint8_t zstd = 5;
} // namespace compcode

// How Strata compresses a chunk: a codec it writes (lz4, lz4hc, zlib or zstd through Debian's
// libraries), Blosc's clevel, the filter pipeline and the block size.
struct ChunkCompression {
    std::uint8_t compcode = compcode::lz4;
    int clevel = 5;
    std::array<std::uint8_t, filterSlots> filters{};
    std::array<std::uint8_t, filterSlots> filtersMeta{};
    std::uint8_t typesize = 1;
    std::uint32_t blocksize = 0; // bytes per block; 0 or more than the chunk: one block
};

// What a source compressed with `compcode` and `filters` is written with: its codec and filters
// where Strata writes them; blosclz (a decoder only here) and codecs Strata does not write become
// lz4, filters it does not apply are left out (the values are the decoded ones either way).
// `notes` says what changed.
ChunkCompression writableCompression(std::uint8_t compcode, int clevel,
                                     const std::array<std::uint8_t, filterSlots>& filters,
                                     const std::array<std::uint8_t, filterSlots>& filtersMeta,
                                     std::uint8_t typesize, std::vector<std::string>& notes);

// One chunk of `data` as c-blosc2 3.3 writes one (blosc2-chunk.rst): the extended header
// (version 5), the blocks' starts, and each block filtered and compressed as one stream, or
// stored as it is when it does not compress (a stream as long as the block); a chunk that
// does not compress at all, or shorter than 32 bytes, is stored whole (memcpyed).
std::vector<std::byte> compressChunk(const ChunkCompression& compression,
                                     std::span<const std::byte> data);

} // namespace strata::blosc2
