// The SSE2 and AVX2 unshuffle / bit-unshuffle paths agree with the scalar path, and the scalar
// path inverts a bit-by-bit bitshuffle written from its definition.
#include "codecs/shuffle.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <random>
#include <vector>

namespace strata::codecs {
namespace {

std::vector<std::byte> randomBytes(std::size_t size, unsigned seed) {
    std::mt19937 engine(seed);
    std::vector<std::byte> bytes(size);
    for (auto& b : bytes) {
        b = static_cast<std::byte>(engine());
    }
    return bytes;
}

std::vector<SimdLevel> availableLevels() {
    std::vector<SimdLevel> levels{SimdLevel::Scalar};
    if (bestSimdLevel() != SimdLevel::Scalar) {
        levels.push_back(SimdLevel::Sse2);
    }
    if (bestSimdLevel() == SimdLevel::Avx2) {
        levels.push_back(SimdLevel::Avx2);
    }
    return levels;
}

// Blosc's shuffle, from its definition: byte j of element i goes to j * elements + i.
std::vector<std::byte> shuffle(std::size_t typesize, const std::vector<std::byte>& data) {
    std::vector<std::byte> out(data);
    const std::size_t elements = data.size() / typesize;
    for (std::size_t i = 0; i < elements; ++i) {
        for (std::size_t j = 0; j < typesize; ++j) {
            out[j * elements + i] = data[i * typesize + j];
        }
    }
    return out;
}

// Bitshuffle from its definition: bit k of byte j of element i goes to bit row 8j + k, bit i.
std::vector<std::byte> bitshuffle(std::size_t typesize, std::size_t elements,
                                  const std::vector<std::byte>& data) {
    std::vector<std::byte> out(elements * typesize);
    for (std::size_t i = 0; i < elements; ++i) {
        for (std::size_t j = 0; j < typesize; ++j) {
            for (std::size_t k = 0; k < 8; ++k) {
                const auto bit = (std::to_integer<unsigned>(data[i * typesize + j]) >> k) & 1U;
                const std::size_t row = 8 * j + k;
                out[row * elements / 8 + i / 8] |= static_cast<std::byte>(bit << (i % 8));
            }
        }
    }
    return out;
}

TEST(Shuffle, MatchesItsDefinition) {
    for (std::size_t typesize : {1, 2, 3, 4, 8, 12, 16, 17}) {
        for (std::size_t size : {0, 5, 64, 1000, 4096, 65536 * 8 + 13}) {
            const auto data = randomBytes(size, static_cast<unsigned>(typesize * 31 + size));
            std::vector<std::byte> out(size);
            codecs::shuffle(typesize, data, out);
            EXPECT_EQ(out, shuffle(typesize, data)) << "typesize " << typesize << " size " << size;
        }
    }
}

TEST(Unshuffle, EveryPathInvertsShuffle) {
    for (std::size_t typesize : {1, 2, 3, 4, 5, 7, 8, 12, 16, 17}) {
        for (std::size_t size : {0, 5, 64, 1000, 4096, 65536 + 13}) {
            const auto data = randomBytes(size, static_cast<unsigned>(typesize * 7919 + size));
            const auto shuffled = shuffle(typesize, data);
            for (const SimdLevel level : availableLevels()) {
                std::vector<std::byte> out(size);
                unshuffle(typesize, shuffled, out, level);
                EXPECT_EQ(out, data)
                    << "typesize " << typesize << " size " << size << " " << simdLevelName(level);
            }
        }
    }
}

// Rows given where they lie, some of them one repeated byte (Blosc's zero and run streams):
// every path reads the repeated byte for every element, whatever the vector width.
TEST(Unshuffle, RowsWithRepeatedBytesMatchTheFilledRows) {
    for (std::size_t typesize : {2, 3, 4, 8, 16, 17}) {
        for (std::size_t elements : {1, 31, 32, 1000, 65536 + 7}) {
            const auto data = randomBytes(typesize * elements,
                                          static_cast<unsigned>(typesize * 104729 + elements));
            auto shuffled = shuffle(typesize, data);
            std::vector<ByteRow> rows(typesize);
            for (std::size_t j = 0; j < typesize; ++j) {
                const auto row = shuffled.begin() + static_cast<std::ptrdiff_t>(j * elements);
                if (j % 2 == 1) {
                    // Odd rows repeat one byte, zero or not; the filled rows are the expectation.
                    const auto value = static_cast<std::byte>(j == 1 ? 0 : 0xF0 + j);
                    std::fill_n(row, elements, value);
                    rows[j] = {nullptr, value};
                } else {
                    rows[j] = {&*row};
                }
            }
            std::vector<std::byte> expected(data.size());
            unshuffle(typesize, shuffled, expected, SimdLevel::Scalar);
            for (const SimdLevel level : availableLevels()) {
                std::vector<std::byte> out(data.size());
                unshuffleRows(rows, elements, out, level);
                EXPECT_EQ(out, expected) << "typesize " << typesize << " elements " << elements
                                         << " " << simdLevelName(level);
            }
        }
    }
}

TEST(BitUnshuffle, EveryPathInvertsBitshuffle) {
    for (std::size_t typesize : {1, 2, 3, 4, 8, 16}) {
        for (std::size_t elements : {8, 64, 128, 256, 1000, 4096, 8192 + 8 * 5}) {
            const auto data =
                randomBytes(elements * typesize, static_cast<unsigned>(typesize * 31 + elements));
            const auto shuffled = bitshuffle(typesize, elements, data);
            for (const SimdLevel level : availableLevels()) {
                std::vector<std::byte> out(data.size());
                std::vector<std::byte> scratch(data.size());
                bitunshuffle(typesize, elements, shuffled, out, scratch, level);
                EXPECT_EQ(out, data) << "typesize " << typesize << " elements " << elements << " "
                                     << simdLevelName(level);
            }
        }
    }
}

} // namespace
} // namespace strata::codecs
