#include "support/blosc_cross_check.h"

#include "formats/blosc2/chunk_decompress.h"
#include "support/corpus.h"
#include "support/payload.h"

#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <random>

namespace strata::test {

std::vector<std::byte> sampleData(std::size_t size, std::size_t typesize, unsigned seed) {
    std::mt19937 engine(seed);
    std::vector<std::byte> data(size);
    for (std::size_t i = 0; i < size; ++i) {
        const std::size_t element = i / typesize;
        const std::size_t byte = i % typesize;
        const auto wave = static_cast<std::uint64_t>(
            1000.0 * (1.0 + std::sin(static_cast<double>(element) / 300.0)));
        std::uint64_t value = element + wave;
        if ((element / 1000) % 5 == 3) {
            value = 0x4242424242424242ULL;
        } else if ((element / 700) % 7 == 2) {
            value = engine();
        }
        data[i] = static_cast<std::byte>((value >> (8 * (byte % 8))) & 0xFF);
    }
    return data;
}

// What a sound chunk may say: that c-blosc2 does not restore a version-2 block's bytes after its
// bitshuffled elements (filters.h), which c-blosc 1.21 stores and Strata reads.
namespace {

void expectOnlyTailNotes(const std::vector<Diagnostic>& diagnostics, const std::string& what) {
    for (const Diagnostic& diagnostic : diagnostics) {
        EXPECT_NE(diagnostic.message.find("c-blosc2 leaves them unwritten"), std::string::npos)
            << what << ": " << diagnostic.message;
    }
}

} // namespace

void expectStrataDecodes(const std::vector<std::byte>& file, const std::string& fileName,
                         const std::vector<std::byte>& expected, const std::string& what) {
    const Document document = openBytes(file, fileName);
    ASSERT_EQ(document.formatName, "Blosc2") << what;
    expectOnlyTailNotes(document.diagnostics, what);
    ASSERT_TRUE(document.payload) << what;
    std::vector<Diagnostic> diagnostics;
    const std::vector<std::byte> payload = payloadBytes(document, diagnostics);
    EXPECT_TRUE(diagnostics.empty()) << what << ": " << diagnostics.front().message;
    EXPECT_EQ(payload.size(), expected.size()) << what;
    EXPECT_TRUE(payload == expected) << what;
}

void expectStrataDecodesChunk(const std::vector<std::byte>& chunk, const std::string& fileName,
                              const std::vector<std::byte>& expected, const std::string& what) {
    std::vector<std::byte> decoded(expected.size());
    const auto result = blosc2::decompressChunk(chunk, decoded);
    ASSERT_TRUE(result.ok) << what << ": " << result.error;
    ASSERT_TRUE(decoded == expected) << what;
    expectStrataDecodes(chunk, fileName, expected, what);
}

} // namespace strata::test
