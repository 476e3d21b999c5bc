// Fresh data compressed by Debian's c-blosc 1.21 (the real implementation) across codecs,
// shuffles, typesizes, blocksizes and split modes decodes in Strata to the same bytes.
#include "formats/blosc2/chunk_decompress.h"
#include "support/corpus.h"

#include <blosc.h>
#include <cmath>
#include <gtest/gtest.h>
#include <random>

namespace strata::test {
namespace {

// Compressible but not trivial: a ramp, a smooth wave, runs and some noise, by element.
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

std::vector<std::byte> compressWithLibblosc(const std::vector<std::byte>& data, int shuffle,
                                            std::size_t typesize, const char* codec,
                                            std::size_t blocksize, int clevel) {
    std::vector<std::byte> out(data.size() + BLOSC_MAX_OVERHEAD);
    const int size = blosc_compress_ctx(clevel, shuffle, typesize, data.size(), data.data(),
                                        out.data(), out.size(), codec, blocksize, 1);
    EXPECT_GT(size, 0) << codec;
    out.resize(static_cast<std::size_t>(std::max(size, 0)));
    return out;
}

void expectStrataDecodes(const std::vector<std::byte>& chunk,
                         const std::vector<std::byte>& expected, const std::string& what) {
    std::vector<std::byte> decoded(expected.size());
    const auto result = blosc2::decompressChunk(chunk, decoded);
    ASSERT_TRUE(result.ok) << what << ": " << result.error;
    ASSERT_TRUE(decoded == expected) << what;
    // The document path agrees with the codec entry.
    const Document document = openBytes(chunk, "fresh.blosc1");
    ASSERT_EQ(document.formatName, "Blosc2") << what;
    std::vector<std::byte> payload;
    std::vector<Diagnostic> diagnostics;
    document.payload->produce(
        [&](std::span<const std::byte> piece) {
            payload.insert(payload.end(), piece.begin(), piece.end());
            return true;
        },
        diagnostics);
    EXPECT_TRUE(diagnostics.empty()) << what;
    EXPECT_TRUE(payload == expected) << what;
}

TEST(Blosc2LibbloscCross, CodecsShufflesTypesizesBlocksizes) {
    const char* const codecs[] = {"blosclz", "lz4", "lz4hc", "snappy", "zlib", "zstd"};
    const int shuffles[] = {BLOSC_NOSHUFFLE, BLOSC_SHUFFLE, BLOSC_BITSHUFFLE};
    unsigned seed = 1;
    for (const char* codec : codecs) {
        for (const int shuffle : shuffles) {
            for (const std::size_t typesize : {1, 2, 4, 8, 3, 16}) {
                for (const std::size_t blocksize : {0, 4096, 65536}) {
                    const std::size_t size = 150000 + seed * 17 % 1000;
                    const auto data = sampleData(size, typesize, seed++);
                    const auto chunk =
                        compressWithLibblosc(data, shuffle, typesize, codec, blocksize, 5);
                    expectStrataDecodes(chunk, data,
                                        std::string(codec) + " shuffle " + std::to_string(shuffle) +
                                            " typesize " + std::to_string(typesize) +
                                            " blocksize " + std::to_string(blocksize));
                }
            }
        }
    }
}

TEST(Blosc2LibbloscCross, SplitModesAndCompressionLevels) {
    blosc_init();
    blosc_set_nthreads(1);
    for (const int mode :
         {BLOSC_ALWAYS_SPLIT, BLOSC_NEVER_SPLIT, BLOSC_AUTO_SPLIT, BLOSC_FORWARD_COMPAT_SPLIT}) {
        for (const char* codec : {"lz4", "zstd", "blosclz"}) {
            for (const int clevel : {0, 1, 9}) {
                blosc_set_splitmode(mode);
                blosc_set_compressor(codec);
                blosc_set_blocksize(0);
                const auto data = sampleData(200000, 8, static_cast<unsigned>(mode * 100 + clevel));
                std::vector<std::byte> chunk(data.size() + BLOSC_MAX_OVERHEAD);
                const int size = blosc_compress(clevel, BLOSC_SHUFFLE, 8, data.size(), data.data(),
                                                chunk.data(), chunk.size());
                ASSERT_GT(size, 0);
                chunk.resize(static_cast<std::size_t>(size));
                expectStrataDecodes(chunk, data,
                                    std::string(codec) + " split mode " + std::to_string(mode) +
                                        " clevel " + std::to_string(clevel));
            }
        }
    }
    blosc_set_splitmode(BLOSC_FORWARD_COMPAT_SPLIT);
    blosc_destroy();
}

} // namespace
} // namespace strata::test
