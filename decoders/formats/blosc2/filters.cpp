#include "formats/blosc2/filters.h"

#include "codecs/shuffle.h"

#include <cstring>

namespace strata::blosc2 {
namespace {

// The element width delta works on: the typesize for 1, 2, 4 and 8, 8 for other multiples of
// 8, bytes otherwise (corpus README "Filters").
std::size_t deltaWidth(std::size_t typesize) {
    if (typesize == 1 || typesize == 2 || typesize == 4 || typesize == 8) {
        return typesize;
    }
    return typesize % 8 == 0 ? 8 : 1;
}

} // namespace

void undoDelta(std::span<std::byte> block, std::uint64_t blockOffset, std::size_t typesize,
               std::span<const std::byte> reference) {
    const std::size_t width = deltaWidth(typesize);
    // Trailing bytes that make no whole element are left as they are.
    const std::size_t covered = block.size() / width * width;
    if (blockOffset == 0) {
        for (std::size_t i = width; i < covered; ++i) {
            block[i] ^= block[i - width];
        }
        return;
    }
    const std::size_t shared = std::min(covered, reference.size());
    for (std::size_t i = 0; i < shared; ++i) {
        block[i] ^= reference[i];
    }
}

void applyDelta(std::span<std::byte> block, std::uint64_t blockOffset, std::size_t typesize,
                std::span<const std::byte> reference) {
    const std::size_t width = deltaWidth(typesize);
    const std::size_t covered = block.size() / width * width;
    if (blockOffset == 0) {
        for (std::size_t i = covered; i-- > width;) {
            block[i] ^= block[i - width];
        }
        return;
    }
    const std::size_t shared = std::min(covered, reference.size());
    for (std::size_t i = 0; i < shared; ++i) {
        block[i] ^= reference[i];
    }
}

void undoBitShuffle(std::size_t typesize, std::uint8_t version, std::span<const std::byte> input,
                    std::span<std::byte> output, std::span<std::byte> scratch) {
    const std::size_t size = std::min(input.size(), output.size());
    const std::size_t elements = typesize == 0 ? 0 : size / typesize;
    // Format version 2 (Blosc1) bitshuffles a block only when its element count is a multiple
    // of 8; later versions bitshuffle the largest multiple of 8 and copy the rest.
    std::size_t shuffled =
        version <= 2 ? (elements % 8 == 0 ? elements : 0) : elements - elements % 8;
    if (shuffled > 0) {
        codecs::bitunshuffle(typesize, shuffled, input, output, scratch);
    }
    const std::size_t done = shuffled * typesize;
    std::memcpy(output.data() + done, input.data() + done, size - done);
}

std::size_t versionTwoBitShuffleTail(std::size_t typesize, std::uint8_t version,
                                     std::size_t blockSize) {
    if (version > 2 || typesize == 0) {
        return 0;
    }
    const std::size_t elements = blockSize / typesize;
    return elements > 0 && elements % 8 == 0 ? blockSize % typesize : 0;
}

} // namespace strata::blosc2
