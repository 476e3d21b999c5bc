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
// size.
void undoBitShuffle(std::size_t typesize, std::uint8_t version, std::span<const std::byte> input,
                    std::span<std::byte> output, std::span<std::byte> scratch);

} // namespace strata::blosc2
