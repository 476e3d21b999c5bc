// libFuzzer target: the Blosc2 delta filter undone on arbitrary blocks. Input: typesize, whether
// the block is block 0, then the reference (block 0, decoded) and the block in equal halves, as
// the block decoder passes them (a later block is undone only with a reference of its size).
#include "formats/blosc2/filters.h"

#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 2) {
        return 0;
    }
    const std::size_t typesize = data[0] % 32 + 1;
    const bool first = (data[1] & 1) != 0;
    const auto* bytes = reinterpret_cast<const std::byte*>(data + 2);
    const std::size_t half = (size - 2) / 2;
    const std::vector<std::byte> reference(bytes, bytes + half);
    std::vector<std::byte> block(bytes + half, bytes + size - 2);
    strata::blosc2::undoDelta(block, first ? 0 : block.size(), typesize,
                              first ? std::span<const std::byte>() : reference);
    return 0;
}
