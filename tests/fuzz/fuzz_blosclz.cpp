// libFuzzer target: the hand-written blosclz decoder on arbitrary input, output sized by the
// first two input bytes (as a chunk header would declare it).
#include "codecs/decompress.h"

#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 2) {
        return 0;
    }
    const std::size_t outputSize = (std::size_t{data[0]} << 8 | data[1]) * 4;
    std::vector<std::byte> output(outputSize);
    (void)strata::codecs::blosclzDecompress(
        std::span(reinterpret_cast<const std::byte*>(data + 2), size - 2), output);
    return 0;
}
