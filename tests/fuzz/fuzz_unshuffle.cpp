// libFuzzer target: byte unshuffle (of contiguous rows and of rows given one by one, some of
// them one repeated byte) and bit unshuffle at every SIMD level on arbitrary input; the SIMD
// paths must give the scalar path's bytes.
#include "codecs/shuffle.h"

#include <algorithm>
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
    // Rows given one by one, those data[0]'s high bits pick repeating their first byte (Blosc's
    // zero and run streams): every level must give the scalar unshuffle of the filled rows.
    const std::size_t rowLength = input.size() / typesize;
    if (rowLength > 0) {
        std::vector<std::byte> filled(input.begin(), input.end());
        std::vector<strata::codecs::ByteRow> rows(typesize);
        for (std::size_t j = 0; j < typesize; ++j) {
            std::byte* row = filled.data() + j * rowLength;
            rows[j] = {row};
            if (((data[0] >> 4) >> (j % 4) & 1) != 0) {
                std::fill_n(row + 1, rowLength - 1, row[0]);
                rows[j] = {nullptr, row[0]};
            }
        }
        strata::codecs::unshuffle(typesize, filled, scalar, SimdLevel::Scalar);
        for (const SimdLevel level :
             {SimdLevel::Scalar, SimdLevel::Sse2, strata::codecs::bestSimdLevel()}) {
            strata::codecs::unshuffleRows(rows, rowLength, vector, level);
            if (std::memcmp(scalar.data(), vector.data(), rowLength * typesize) != 0) {
                std::abort();
            }
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
