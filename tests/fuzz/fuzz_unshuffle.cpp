// libFuzzer target: byte unshuffle and bit unshuffle at every SIMD level on arbitrary input; the
// SIMD paths must give the scalar path's bytes.
#include "codecs/shuffle.h"

#include <cstdlib>
#include <cstring>
#include <vector>

using strata::codecs::SimdLevel;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 2) {
        return 0; // nothing to shuffle
    }
    const std::size_t typesize = data[0] % 16 + 1;
    const std::span input(reinterpret_cast<const std::byte*>(data + 1), size - 1);
    std::vector<std::byte> scalar(input.size()), vector(input.size());
    strata::codecs::unshuffle(typesize, input, scalar, SimdLevel::Scalar);
    for (const SimdLevel level : {SimdLevel::Sse2, strata::codecs::bestSimdLevel()}) {
        strata::codecs::unshuffle(typesize, input, vector, level);
        if (std::memcmp(scalar.data(), vector.data(), scalar.size()) != 0) {
            std::abort();
        }
    }
    const std::size_t elements = input.size() / typesize / 8 * 8;
    if (elements == 0) {
        return 0;
    }
    std::vector<std::byte> scratch(elements * typesize);
    std::vector<std::byte> bitScalar(input.size()), bitVector(input.size());
    strata::codecs::bitunshuffle(typesize, elements, input, bitScalar, scratch, SimdLevel::Scalar);
    strata::codecs::bitunshuffle(typesize, elements, input, bitVector, scratch,
                                 strata::codecs::bestSimdLevel());
    if (std::memcmp(bitScalar.data(), bitVector.data(), elements * typesize) != 0) {
        std::abort();
    }
    return 0;
}
