// Fresh data compressed by Debian's c-blosc 1.21 (the real implementation) across codecs,
// shuffles, typesizes, blocksizes and split modes decodes in Strata to the same bytes.
#include "support/blosc_cross_check.h"

#include <blosc.h>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

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
                    expectStrataDecodesChunk(
                        chunk, "fresh.blosc1", data,
                        std::string(codec) + " shuffle " + std::to_string(shuffle) + " typesize " +
                            std::to_string(typesize) + " blocksize " + std::to_string(blocksize));
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
                expectStrataDecodesChunk(chunk, "fresh.blosc1", data,
                                         std::string(codec) + " split mode " +
                                             std::to_string(mode) + " clevel " +
                                             std::to_string(clevel));
            }
        }
    }
    blosc_set_splitmode(BLOSC_FORWARD_COMPAT_SPLIT);
    blosc_destroy();
}

} // namespace
} // namespace strata::test
