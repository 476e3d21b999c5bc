#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

namespace strata::blosc2 {

// Undoes the delta filter in place on one block (corpus README "Filters": an XOR filter).
// Block 0 (blockOffset 0) was XORed with itself shifted by one element; every later block with
// block 0 of the decoded chunk, `reference`.
void undoDelta(std::span<std::byte> block, std::uint64_t blockOffset, std::size_t typesize,
               std::span<const std::byte> reference);

// Undoes bitshuffle on one block of the given chunk format version; `scratch` needs the block's
// size. The bytes after the last whole element are copied as stored.
void undoBitShuffle(std::size_t typesize, std::uint8_t version, std::span<const std::byte> input,
                    std::span<std::byte> output, std::span<std::byte> scratch);

// The bytes after the last whole element of a block of `blockSize` bytes whose whole elements
// format version 2 (Blosc1) bitshuffles, their count a multiple of 8; 0 for other blocks. c-blosc
// up to 1.18.0 neither shuffled nor stored them (c-blosc issue 240: the file holds what the
// writer's buffer held); 1.18.1 and later store them as they are, and read them so. c-blosc2 3.3
// does neither: it leaves them as its output buffer held them (zero in its compat tests, so
// blosc2-compat's `decoded_sha256` has zeros there; a c-blosc 1.21.3 chunk loses its last bytes
// to it). Strata reads them as stored and says so (docs/formats/blosc2.md).
std::size_t versionTwoBitShuffleTail(std::size_t typesize, std::uint8_t version,
                                     std::size_t blockSize);

} // namespace strata::blosc2
