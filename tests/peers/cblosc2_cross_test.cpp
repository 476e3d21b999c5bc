// Chunks and frames written by c-blosc2 3.3 (the reference implementation, built from the source
// given with -DSTRATA_CBLOSC2_SOURCE) decode in Strata to the same bytes: every codec, filter
// pipeline, typesize, split mode and blocksize, dictionaries, and frames of several chunks.
#include "formats/blosc2/chunk_layout.h"
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/blosc_cross_check.h"
#include "support/corpus.h"
#include "support/table_text.h"

#include <b2nd.h>
#include <blosc2.h>
#include <cstring>
#include <gtest/gtest.h>
#include <limits>
#include <memory>
#include <set>

namespace strata::test {
namespace {

struct Library {
    Library() { blosc2_init(); }
    ~Library() { blosc2_destroy(); }
};
const Library library;

struct Filters {
    const char* name;
    std::uint8_t pipeline[BLOSC2_MAX_FILTERS];
    std::uint8_t meta[BLOSC2_MAX_FILTERS];
};

// Filter pipelines as writers use them; trunc_prec keeps 10 bits of mantissa (lossy: the
// expected bytes are c-blosc2's own decompression).
const Filters filterPipelines[] = {
    {"none", {0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0}},
    {"shuffle", {0, 0, 0, 0, 0, BLOSC_SHUFFLE}, {0, 0, 0, 0, 0, 0}},
    {"bitshuffle", {0, 0, 0, 0, 0, BLOSC_BITSHUFFLE}, {0, 0, 0, 0, 0, 0}},
    {"delta+shuffle", {0, 0, 0, 0, BLOSC_DELTA, BLOSC_SHUFFLE}, {0, 0, 0, 0, 0, 0}},
    {"trunc_prec+bitshuffle",
     {0, 0, 0, 0, BLOSC_TRUNC_PREC, BLOSC_BITSHUFFLE},
     {0, 0, 0, 0, 10, 0}},
};

struct Codec {
    const char* name;
    std::uint8_t code;
};
const Codec codecs[] = {{"blosclz", BLOSC_BLOSCLZ},
                        {"lz4", BLOSC_LZ4},
                        {"lz4hc", BLOSC_LZ4HC},
                        {"zlib", BLOSC_ZLIB},
                        {"zstd", BLOSC_ZSTD}};

using Context = std::unique_ptr<blosc2_context, decltype(&blosc2_free_ctx)>;

std::vector<std::byte> compress(const blosc2_cparams& cparams, const std::vector<std::byte>& data) {
    const Context context(blosc2_create_cctx(cparams), &blosc2_free_ctx);
    std::vector<std::byte> chunk(data.size() + BLOSC2_MAX_OVERHEAD);
    const int size =
        blosc2_compress_ctx(context.get(), data.data(), static_cast<int32_t>(data.size()),
                            chunk.data(), static_cast<int32_t>(chunk.size()));
    EXPECT_GT(size, 0);
    chunk.resize(static_cast<std::size_t>(std::max(size, 0)));
    return chunk;
}

// What c-blosc2 itself decodes the chunk to.
std::vector<std::byte> decompress(const std::vector<std::byte>& chunk, std::size_t size) {
    const Context context(blosc2_create_dctx(BLOSC2_DPARAMS_DEFAULTS), &blosc2_free_ctx);
    std::vector<std::byte> data(size);
    const int decoded =
        blosc2_decompress_ctx(context.get(), chunk.data(), static_cast<int32_t>(chunk.size()),
                              data.data(), static_cast<int32_t>(data.size()));
    EXPECT_EQ(decoded, static_cast<int>(size));
    return data;
}

using Schunk = std::unique_ptr<blosc2_schunk, decltype(&blosc2_schunk_free)>;

// A super-chunk in memory that serialises to a frame.
Schunk newFrame(blosc2_cparams& cparams) {
    blosc2_storage storage = BLOSC2_STORAGE_DEFAULTS;
    storage.contiguous = true;
    storage.cparams = &cparams;
    return Schunk(blosc2_schunk_new(&storage), &blosc2_schunk_free);
}

// The frame c-blosc2 serialises a super-chunk to; empty on failure.
std::vector<std::byte> frameOf(blosc2_schunk& schunk) {
    std::uint8_t* buffer = nullptr;
    bool needsFree = false;
    const std::int64_t size = blosc2_schunk_to_buffer(&schunk, &buffer, &needsFree);
    if (size <= 0) {
        return {};
    }
    std::vector<std::byte> frame(reinterpret_cast<const std::byte*>(buffer),
                                 reinterpret_cast<const std::byte*>(buffer) + size);
    if (needsFree) {
        std::free(buffer);
    }
    return frame;
}

blosc2_cparams chunkParameters(const Codec& codec, const Filters& filters, std::size_t typesize) {
    blosc2_cparams cparams = BLOSC2_CPARAMS_DEFAULTS;
    cparams.compcode = codec.code;
    cparams.clevel = 5;
    cparams.typesize = static_cast<int32_t>(typesize);
    cparams.nthreads = 1;
    std::copy(std::begin(filters.pipeline), std::end(filters.pipeline), cparams.filters);
    std::copy(std::begin(filters.meta), std::end(filters.meta), cparams.filters_meta);
    return cparams;
}

TEST(CBlosc2Cross, CodecsFiltersTypesizesSplitModesBlocksizes) {
    unsigned seed = 1;
    for (const Codec& codec : codecs) {
        for (const Filters& filters : filterPipelines) {
            for (const std::size_t typesize : {1, 2, 4, 8, 16}) {
                const bool lossy = filters.pipeline[4] == BLOSC_TRUNC_PREC;
                if (lossy && typesize != 4 && typesize != 8) {
                    continue; // trunc_prec is defined for float32 and float64 only
                }
                for (const int splitmode :
                     {BLOSC_ALWAYS_SPLIT, BLOSC_NEVER_SPLIT, BLOSC_AUTO_SPLIT}) {
                    for (const std::int32_t blocksize : {0, 16384}) {
                        blosc2_cparams cparams = chunkParameters(codec, filters, typesize);
                        cparams.splitmode = splitmode;
                        cparams.blocksize = blocksize;
                        const std::size_t size = 120000 + seed * 17 % 1000 * typesize;
                        const auto data = sampleData(size - size % typesize, typesize, seed++);
                        const auto chunk = compress(cparams, data);
                        const std::string what = std::string(codec.name) + " " + filters.name +
                                                 " typesize " + std::to_string(typesize) +
                                                 " split mode " + std::to_string(splitmode) +
                                                 " blocksize " + std::to_string(blocksize);
                        expectStrataDecodesChunk(chunk, "fresh.b2chunk",
                                                 lossy ? decompress(chunk, data.size()) : data,
                                                 what);
                    }
                }
            }
        }
    }
}

// Byte rows of one value in a block (the high bytes of small or negative integers) are zero or
// run streams, which Strata unshuffles without filling a row (codecs::ByteRow).
TEST(CBlosc2Cross, RowsOfOneByte) {
    const std::size_t elements = 256 * 1024;
    for (const std::size_t typesize : {4, 8}) {
        std::vector<std::byte> data(elements * typesize);
        for (std::size_t i = 0; i < elements; ++i) {
            // Positive values with byte 2 = 0x2A (a run) and zero bytes above; then negative
            // ones with 0xFF bytes above the lowest two.
            const std::int64_t value = i < elements / 2
                                           ? 0x2A0000 + static_cast<std::int64_t>(i % 65536)
                                           : -1 - static_cast<std::int64_t>(i % 65536);
            for (std::size_t b = 0; b < typesize; ++b) {
                data[i * typesize + b] = static_cast<std::byte>((value >> (8 * b)) & 0xFF);
            }
        }
        for (const Codec& codec : codecs) {
            // Split always: c-blosc2's auto mode splits only for some codecs.
            blosc2_cparams cparams = chunkParameters(codec, filterPipelines[1], typesize);
            cparams.splitmode = BLOSC_ALWAYS_SPLIT;
            const auto chunk = compress(cparams, data);
            const auto layout = blosc2::readChunkLayout(chunk, 0, "chunk");
            std::set<blosc2::StreamKind> kinds;
            for (const auto& block : layout.blocks) {
                for (const auto& stream : block.streams) {
                    kinds.insert(stream.kind);
                }
            }
            const std::string what =
                std::string(codec.name) + " typesize " + std::to_string(typesize);
            EXPECT_TRUE(kinds.contains(blosc2::StreamKind::Zeros)) << what;
            EXPECT_TRUE(kinds.contains(blosc2::StreamKind::Run)) << what;
            expectStrataDecodesChunk(chunk, "fresh.b2chunk", data, what);
        }
    }
}

TEST(CBlosc2Cross, Dictionaries) {
    // c-blosc2 trains a dictionary on the chunk's first blocks and stores it in the chunk
    // (zstd's trained dictionary, lz4's raw content).
    for (const Codec& codec : {Codec{"zstd", BLOSC_ZSTD}, Codec{"lz4", BLOSC_LZ4}}) {
        for (const std::size_t typesize : {4, 8}) {
            blosc2_cparams cparams = chunkParameters(codec, filterPipelines[1], typesize);
            cparams.use_dict = 1;
            cparams.blocksize = 32 * 1024;
            const auto data = sampleData(512 * 1024, typesize, static_cast<unsigned>(typesize));
            const auto chunk = compress(cparams, data);
            ASSERT_GT(chunk.size(), std::size_t{BLOSC2_CHUNK_BLOSC2_FLAGS});
            EXPECT_NE(std::to_integer<int>(chunk[BLOSC2_CHUNK_BLOSC2_FLAGS]) & BLOSC2_USEDICT, 0)
                << codec.name << ": no dictionary in the chunk";
            expectStrataDecodesChunk(chunk, "fresh.b2chunk", data,
                                     std::string(codec.name) + " dictionary typesize " +
                                         std::to_string(typesize));
        }
    }
}

TEST(CBlosc2Cross, FramesOfSeveralChunks) {
    for (const Codec& codec : codecs) {
        for (const Filters& filters :
             {filterPipelines[1], filterPipelines[2], filterPipelines[3]}) {
            blosc2_cparams cparams = chunkParameters(codec, filters, 8);
            const Schunk schunk = newFrame(cparams);
            ASSERT_NE(schunk, nullptr);
            std::vector<std::byte> expected;
            for (unsigned chunk = 0; chunk < 5; ++chunk) {
                // The last chunk is shorter, as a writer's last append often is.
                const auto data = sampleData(chunk == 4 ? 24000 : 80000, 8, chunk + 1);
                ASSERT_GT(blosc2_schunk_append_buffer(schunk.get(), data.data(),
                                                      static_cast<int32_t>(data.size())),
                          0);
                expected.insert(expected.end(), data.begin(), data.end());
            }
            const std::vector<std::byte> frame = frameOf(*schunk);
            ASSERT_FALSE(frame.empty());
            expectStrataDecodes(frame, "fresh.b2frame", expected,
                                std::string(codec.name) + " " + filters.name + " frame");
        }
    }
}

// Frames that store none of their chunks (blosc2_schunk_fill_special: every index entry a
// special value) have an offsets index that is itself a repeated-value chunk; with thousands of
// chunks c-blosc2 gives it a blocksize below its nbytes. Nothing in such a frame is damage.
TEST(CBlosc2Cross, FramesFilledWithSpecialValues) {
    constexpr std::int64_t chunks = 3000;
    constexpr std::int32_t chunkBytes = 4096;
    for (const int special : {BLOSC2_SPECIAL_ZERO, BLOSC2_SPECIAL_NAN}) {
        blosc2_cparams cparams = BLOSC2_CPARAMS_DEFAULTS;
        cparams.typesize = 8;
        const Schunk schunk = newFrame(cparams);
        ASSERT_NE(schunk, nullptr);
        const std::int64_t items = chunks * chunkBytes / 8;
        ASSERT_EQ(blosc2_schunk_fill_special(schunk.get(), items, special, chunkBytes), chunks);
        const std::vector<std::byte> frame = frameOf(*schunk);
        ASSERT_FALSE(frame.empty());
        std::vector<std::byte> expected(static_cast<std::size_t>(items) * 8);
        if (special == BLOSC2_SPECIAL_NAN) {
            const double nan = std::numeric_limits<double>::quiet_NaN();
            for (std::size_t at = 0; at < expected.size(); at += 8) {
                std::memcpy(expected.data() + at, &nan, 8);
            }
        }
        expectStrataDecodes(frame, "filled.b2frame", expected,
                            special == BLOSC2_SPECIAL_NAN ? "NaN-filled frame"
                                                          : "zero-filled frame");
    }
}

// The files of corpus blosc2-other-writers, as c-blosc2 reads them: the metadata-only frame opens
// with its vlmetalayers (whose msgpack Strata shows), the caterva array with its shape and items.
TEST(CBlosc2Cross, OtherWritersFilesReadAsCBlosc2ReadsThem) {
    const std::string metaOnly = corpusPath("blosc2-other-writers/meta_only.b2frame").string();
    blosc2_schunk* schunk = blosc2_schunk_open(metaOnly.c_str());
    ASSERT_NE(schunk, nullptr);
    EXPECT_EQ(schunk->nchunks, 0);
    std::uint8_t* content = nullptr;
    std::int32_t length = 0;
    ASSERT_GE(blosc2_vlmeta_get(schunk, "note", &content, &length), 0);
    // The msgpack string "empty table": fixstr of 11.
    EXPECT_EQ(std::string(reinterpret_cast<const char*>(content) + 1, length - 1), "empty table");
    std::free(content);
    blosc2_schunk_free(schunk);
    const Document frame = openFile(metaOnly);
    EXPECT_TRUE(checkDocument(frame).empty());

    const std::string caterva = corpusPath("blosc2-other-writers/caterva_4x6_i8.b2frame").string();
    b2nd_array_t* array = nullptr;
    ASSERT_EQ(b2nd_open(caterva.c_str(), &array), BLOSC2_ERROR_SUCCESS);
    ASSERT_EQ(array->ndim, 2);
    EXPECT_EQ(array->shape[0], 4);
    EXPECT_EQ(array->shape[1], 6);
    std::vector<std::int64_t> items(24);
    ASSERT_EQ(b2nd_to_cbuffer(array, items.data(), 24 * 8), BLOSC2_ERROR_SUCCESS);
    b2nd_free(array);
    const auto cells = tableCells(*openFile(caterva).tables.at(0)->withItemType("int"));
    ASSERT_EQ(cells.size(), 5u);
    for (std::size_t i = 0; i < items.size(); ++i) {
        EXPECT_EQ(cells[i / 6 + 1][i % 6 + 1], std::to_string(items[i])) << i;
    }
}

} // namespace
} // namespace strata::test
