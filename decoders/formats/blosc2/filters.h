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
// size. Bytes the version's bitshuffle never restores (bitShuffleLostTail) read as zero.
void undoBitShuffle(std::size_t typesize, std::uint8_t version, std::span<const std::byte> input,
                    std::span<std::byte> output, std::span<std::byte> scratch);

// The bytes at the end of a block of `blockSize` that bitshuffle of format version 2 (Blosc1,
// c-blosc up to 1.18) leaves unwritten: it unshuffles whole elements only when their count is a
// multiple of 8, and then neither unshuffles nor copies the bytes after the last whole element.
// c-blosc 1.x and c-blosc2 leave them as the output buffer held them; a zeroed buffer gives the
// bytes c-blosc2's compat tests decode (corpus blosc2-compat, 1.18.0 bitshuffle chunks).
std::size_t bitShuffleLostTail(std::size_t typesize, std::uint8_t version, std::size_t blockSize);

} // namespace strata::blosc2
