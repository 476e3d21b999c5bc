// convert --to b2frame|b2nd (issue 38): chunks Strata compresses decode to their data with every
// codec and filter it writes; every Blosc2 file of the corpus written whole as a frame reads back
// as the same items; slices of the corpus b2nd array are the items NumPy's indexing picks,
// computed here from the array's .raw.
#include "formats/blosc2/chunk_compress.h"
#include "formats/blosc2/chunk_header.h"
#include "strata/blosc2_convert.h"
#include "strata/format_registry.h"
#include "strata/nd_array.h"
#include "support/corpus.h"
#include "support/payload.h"

#include <cmath>
#include <cstring>
#include <gtest/gtest.h>
#include <random>

namespace strata::test {
namespace {

using blosc2::ChunkCompression;
using blosc2::FilterId;

std::vector<std::byte> sample(const std::string& kind, std::size_t size) {
    std::vector<std::byte> bytes(size);
    std::mt19937 random(7);
    for (std::size_t i = 0; i < size; ++i) {
        if (kind == "ramp") {
            // little-endian uint32s, each value seven times over
            bytes[i] = static_cast<std::byte>((i / 4 / 7) >> (8 * (i % 4)));
        } else if (kind == "sine") {
            const double value = std::sin(static_cast<double>(i / 8) * 0.01);
            bytes[i] = reinterpret_cast<const std::byte*>(&value)[i % 8];
        } else if (kind == "noise") {
            bytes[i] = static_cast<std::byte>(random());
        }
    }
    return bytes;
}

std::vector<std::byte> decoded(const std::vector<std::byte>& chunk,
                               std::vector<Diagnostic>& diagnostics) {
    const Document document = openBytes(chunk, "written.b2chunk");
    diagnostics = document.diagnostics;
    return payloadBytes(document, diagnostics);
}

struct Pipeline {
    const char* name;
    std::array<std::uint8_t, 6> filters;
};

TEST(Blosc2ChunkCompress, EveryCodecAndFilterDecodesToItsData) {
    constexpr std::uint8_t shuffle = static_cast<std::uint8_t>(FilterId::Shuffle);
    constexpr std::uint8_t bitshuffle = static_cast<std::uint8_t>(FilterId::BitShuffle);
    constexpr std::uint8_t delta = static_cast<std::uint8_t>(FilterId::Delta);
    const Pipeline pipelines[] = {{"none", {}},
                                  {"shuffle", {0, 0, 0, 0, 0, shuffle}},
                                  {"bitshuffle", {0, 0, 0, 0, 0, bitshuffle}},
                                  {"delta+shuffle", {0, 0, 0, 0, delta, shuffle}},
                                  {"delta+bitshuffle", {0, 0, 0, 0, delta, bitshuffle}}};
    for (const std::uint8_t code : {blosc2::compcode::lz4, blosc2::compcode::lz4hc,
                                    blosc2::compcode::zlib, blosc2::compcode::zstd}) {
        for (const Pipeline& pipeline : pipelines) {
            for (const std::uint8_t typesize : {1, 2, 3, 4, 8, 16}) {
                for (const char* kind : {"ramp", "sine", "noise", "zeros"}) {
                    // Blocks of 16 KiB and a last one shorter, not a whole number of elements.
                    const auto data = sample(kind, 100'003);
                    ChunkCompression compression;
                    compression.compcode = code;
                    compression.filters = pipeline.filters;
                    compression.typesize = typesize;
                    compression.blocksize = 16'384 / typesize * typesize;
                    const auto chunk = blosc2::compressChunk(compression, data);
                    const std::string what = std::string(pipeline.name) + ", compcode " +
                                             std::to_string(code) + ", typesize " +
                                             std::to_string(typesize) + ", " + kind;
                    std::vector<Diagnostic> diagnostics;
                    ASSERT_TRUE(decoded(chunk, diagnostics) == data) << what;
                    EXPECT_TRUE(diagnostics.empty()) << what << ": " << diagnostics[0].message;
                    const auto header = blosc2::readChunkHeader(chunk, 0);
                    if (std::string(kind) == "noise" && typesize == 1) {
                        EXPECT_TRUE(header.memcpyed()) << what;
                    }
                    // Zeros and the ramp compress whatever the filters; the sine's float64s
                    // once shuffled as float64s.
                    const std::string name = kind;
                    if (name == "zeros" || name == "ramp" ||
                        (name == "sine" && typesize == 8 && pipeline.filters[5] != 0)) {
                        EXPECT_LT(chunk.size(),
                                  name == "zeros" ? data.size() / 10 : data.size() * 9 / 10)
                            << what;
                        EXPECT_EQ(header.compcode, code) << what;
                        EXPECT_EQ(header.filters, pipeline.filters) << what;
                    }
                }
            }
        }
    }
}

TEST(Blosc2ChunkCompress, ShortChunksAreStoredWhole) {
    for (const std::size_t size : {0, 1, 31}) {
        const auto data = sample("ramp", size);
        const auto chunk = blosc2::compressChunk({}, data);
        EXPECT_TRUE(blosc2::readChunkHeader(chunk, 0).memcpyed());
        std::vector<Diagnostic> diagnostics;
        EXPECT_TRUE(decoded(chunk, diagnostics) == data) << size;
    }
}

TEST(Blosc2ChunkCompress, CodecsAndFiltersStrataDoesNotWriteAreSaid) {
    std::vector<std::string> notes;
    const auto compression = blosc2::writableCompression(blosc2::compcode::blosclz, 5,
                                                         {0, 0, 0, 0, 35, 1}, {}, 4, notes);
    EXPECT_EQ(compression.compcode, blosc2::compcode::lz4);
    EXPECT_EQ(compression.filters, (std::array<std::uint8_t, 6>{0, 0, 0, 0, 0, 1}));
    ASSERT_EQ(notes.size(), 2u);
    EXPECT_NE(notes[0].find("blosclz"), std::string::npos) << notes[0];
}

std::filesystem::path convertTo(const Document& source, Blosc2Target target,
                                const std::string& slice, const std::string& name) {
    const auto path = testTempPath(name);
    const Blosc2ConvertResult result = convertBlosc2(source, {target, slice, path.string()});
    EXPECT_TRUE(result.usage.empty()) << result.usage;
    EXPECT_TRUE(result.written) << result.error;
    return path;
}

TEST(Blosc2Convert, EveryCorpusFileWrittenAsAFrameReadsAsItsItems) {
    std::size_t files = 0;
    for (const char* folder : {"blosc2/frames", "blosc2/codecs", "blosc2/filters",
                               "blosc2/typesize", "blosc2/split", "blosc2/special"}) {
        for (const char* extension : {".b2frame", ".b2nd", ".b2chunk"}) {
            for (const auto& path : corpusFiles(folder, extension)) {
                const Document source = openFile(path);
                std::vector<Diagnostic> sourceDiagnostics;
                const auto expected = payloadBytes(source, sourceDiagnostics);
                if (!sourceDiagnostics.empty() || !source.diagnostics.empty()) {
                    continue; // damaged on purpose: Blosc2ConvertDamaged
                }
                const auto written = convertTo(source, Blosc2Target::Frame, "", "whole.b2frame");
                const Document output = openFile(written);
                std::vector<Diagnostic> diagnostics;
                const auto items = payloadBytes(output, diagnostics);
                EXPECT_TRUE(output.diagnostics.empty())
                    << path << ": " << output.diagnostics[0].message;
                EXPECT_TRUE(items == expected)
                    << path << ": " << items.size() << " bytes of " << expected.size();
                ++files;
            }
        }
    }
    EXPECT_GT(files, 40u);
}

// The corpus array: 150 x 130 float64, chunks 64 x 48, blocks 16 x 16 (edge chunks padded).
const char* const arrayFile = "blosc2/frames/array_2d_f64.b2nd";

double rawItem(const std::vector<std::byte>& raw, std::uint64_t index) {
    double value = 0;
    std::memcpy(&value, raw.data() + index * 8, 8);
    return value;
}

struct SliceCase {
    std::string slice;
    std::vector<std::uint64_t> shape;
    std::uint64_t rowStart, rowStep, columnStart, columnStep; // item (i, j) of the result
};

TEST(Blosc2Convert, SlicesOfAnArrayAreTheItemsNumPyPicks) {
    const Document source = openFile(corpusPath(arrayFile));
    const auto raw = readFileBytes(corpusPath("blosc2/frames/array_2d_f64.raw"));
    // The result's item k of a 2-D result (i = k / width, j = k % width), or of a 1-D one.
    const std::vector<SliceCase> cases = {
        {"", {150, 130}, 0, 1, 0, 1},       {"37:121,44:101", {84, 57}, 37, 1, 44, 1},
        {"-30:,:7", {30, 7}, 120, 1, 0, 1}, {"3,:", {130}, 3, 0, 0, 1},
        {":,-1", {150}, 0, 1, 129, 0},      {"149:150,0:1", {1, 1}, 149, 1, 0, 1},
    };
    for (const SliceCase& slice : cases) {
        for (const Blosc2Target target : {Blosc2Target::B2nd, Blosc2Target::Frame}) {
            const auto written = convertTo(source, target, slice.slice, "slice.b2nd");
            const Document output = openFile(written);
            EXPECT_TRUE(output.diagnostics.empty()) << slice.slice;
            std::vector<Diagnostic> diagnostics;
            const auto items = payloadBytes(output, diagnostics);
            std::uint64_t count = 1;
            for (const std::uint64_t extent : slice.shape) {
                count *= extent;
            }
            ASSERT_EQ(items.size(), count * 8) << slice.slice;
            const std::uint64_t width = slice.shape.size() == 2 ? slice.shape[1] : 1;
            for (std::uint64_t k = 0; k < count; ++k) {
                // A 1-D result runs along whichever dimension kept: its step says which.
                const std::uint64_t i = slice.shape.size() == 2 ? k / width : k;
                const std::uint64_t j = slice.shape.size() == 2 ? k % width : k;
                const std::uint64_t row =
                    slice.rowStart + (slice.shape.size() == 2 ? i : i * slice.rowStep);
                const std::uint64_t column =
                    slice.columnStart + (slice.shape.size() == 2 ? j : j * slice.columnStep);
                ASSERT_EQ(rawItem(items, k), rawItem(raw, row * 130 + column))
                    << slice.slice << " item " << k;
            }
            const auto array = output.tables.at(0)->ndArray();
            if (target == Blosc2Target::B2nd && slice.shape.size() == 2) {
                ASSERT_NE(array, nullptr) << slice.slice;
                EXPECT_EQ(array->shape(), slice.shape);
            }
        }
    }
}

TEST(Blosc2Convert, WhatDoesNotFitIsAUsageErrorNamingWhy) {
    const Document array = openFile(corpusPath(arrayFile));
    const auto path = testTempPath("refused.b2nd").string();
    const auto usage = [&](const Document& document, Blosc2Target target, std::string slice) {
        const auto result = convertBlosc2(document, {target, std::move(slice), path});
        EXPECT_FALSE(std::filesystem::exists(path));
        return result.usage;
    };
    EXPECT_NE(usage(array, Blosc2Target::B2nd, "150,:").find("outside its 150"), std::string::npos);
    EXPECT_NE(usage(array, Blosc2Target::B2nd, "0:10:2").find("step"), std::string::npos);
    EXPECT_NE(usage(array, Blosc2Target::B2nd, ":,:,:").find("more than the array's 2"),
              std::string::npos);
    EXPECT_NE(usage(array, Blosc2Target::B2nd, "3,4").find("keeps a dimension"), std::string::npos);
    const Document odb = openFile(corpusFiles("odb2/odb", ".odb").at(0));
    EXPECT_NE(usage(odb, Blosc2Target::Frame, "").find("written from Blosc2 files"),
              std::string::npos);
}

TEST(Blosc2Convert, DamagedBlocksAreZerosAndSaid) {
    // codec_lz4_shuffle_f64sine: 3 blocks of 32768 bytes (the last 30464), bstarts at 32; block
    // 1's start is made to point past the chunk.
    auto bytes = readFileBytes(corpusPath("blosc2/codecs/codec_lz4_shuffle_f64sine.b2chunk"));
    const std::int32_t outside = 0x7fffffff;
    std::memcpy(bytes.data() + 36, &outside, 4);
    const auto raw = readFileBytes(corpusPath("blosc2/codecs/codec_lz4_shuffle_f64sine.raw"));
    const Document damaged = openBytes(bytes, "damaged.b2chunk");
    const auto path = testTempPath("damaged-out.b2frame");
    const auto result = convertBlosc2(damaged, {Blosc2Target::Frame, "", path.string()});
    ASSERT_TRUE(result.written) << result.error;
    ASSERT_FALSE(result.diagnostics.empty());
    EXPECT_EQ(result.diagnostics[0].offset, 36u) << result.diagnostics[0].message;
    const Document output = openFile(path);
    std::vector<Diagnostic> diagnostics;
    const auto items = payloadBytes(output, diagnostics);
    EXPECT_TRUE(diagnostics.empty());
    ASSERT_EQ(items.size(), raw.size());
    EXPECT_TRUE(std::equal(items.begin(), items.begin() + 32768, raw.begin()));
    EXPECT_TRUE(std::all_of(items.begin() + 32768, items.begin() + 65536,
                            [](std::byte b) { return b == std::byte{0}; }));
    EXPECT_TRUE(std::equal(items.begin() + 65536, items.end(), raw.begin() + 65536));
}

} // namespace
} // namespace strata::test
