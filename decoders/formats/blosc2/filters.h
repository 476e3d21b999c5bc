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

// The delta filter forward, in place: block 0 XORed with itself shifted by one element (from
// the end, so each byte meets its original neighbour), every later block with `reference`, the
// chunk's block 0 as it was before the filter.
void applyDelta(std::span<std::byte> block, std::uint64_t blockOffset, std::size_t typesize,
                std::span<const std::byte> reference);

// Undoes bitshuffle on one block of the given chunk format version; `scratch` needs the block's
// size. The bytes after the last whole element are copied as stored.
void undoBitShuffle(std::size_t typesize, std::uint8_t version, std::span<const std::byte> input,
                    std::span<std::byte> output, std::span<std::byte> scratch);

// The bytes after the last whole element of a block of `blockSize` bytes whose whole elements
// format version 2 (Blosc1) bitshuffles, their count a multiple of 8; 0 for other blocks. Every
// c-blosc 1.x writer stores them as they are after the shuffled elements, and its reader copies
// them; c-blosc2 3.3 does not copy them for version 2 (shuffle.c, bitunshuffle) and leaves them as
// its output buffer held them. c-blosc's own test data show it: its leftover test writes byte i of
// the tail as i mod 256, "@AB" for 641,091 bytes, which the 1.18.0 compat chunks hold and
// c-blosc2's digest (blosc2-compat `decoded_sha256`, a zeroed buffer) has as zeros.
std::size_t versionTwoBitShuffleTail(std::size_t typesize, std::uint8_t version,
                                     std::size_t blockSize);

} // namespace strata::blosc2
