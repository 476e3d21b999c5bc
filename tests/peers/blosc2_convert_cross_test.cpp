// convert --to b2frame|b2nd (issue 38), read by c-blosc2 3.3: arrays c-blosc2 writes (three
// dimensions, chunks and blocks that do not divide the shape, every codec and filter Strata
// writes and blosclz) are sliced by Strata, and c-blosc2 reads from Strata's b2nd array the
// items its own b2nd_get_slice_cbuffer takes from the source, in the slice's shape; from
// Strata's frame the same items one after the other. Every Blosc2 file of the corpus written
// whole as a frame decompresses in c-blosc2 to the items Strata reads from the source.
#include "strata/blosc2_convert.h"
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/payload.h"

#include <b2nd.h>
#include <blosc2.h>
#include <cmath>
#include <cstring>
#include <gtest/gtest.h>
#include <memory>

namespace strata::test {
namespace {

// c-blosc2 is initialised for the whole strata-peer-tests process by cblosc2_cross_test.cpp.

using Array = std::unique_ptr<b2nd_array_t, decltype(&b2nd_free)>;
using Schunk = std::unique_ptr<blosc2_schunk, decltype(&blosc2_schunk_free)>;

struct Codec {
    const char* name;
    std::uint8_t code;
    std::uint8_t filters[BLOSC2_MAX_FILTERS];
};
const Codec sources[] = {
    {"zstd+shuffle", BLOSC_ZSTD, {0, 0, 0, 0, 0, BLOSC_SHUFFLE}},
    {"lz4+bitshuffle", BLOSC_LZ4, {0, 0, 0, 0, 0, BLOSC_BITSHUFFLE}},
    {"zlib+delta+shuffle", BLOSC_ZLIB, {0, 0, 0, 0, BLOSC_DELTA, BLOSC_SHUFFLE}},
    {"lz4hc", BLOSC_LZ4HC, {0, 0, 0, 0, 0, 0}},
    {"blosclz+shuffle", BLOSC_BLOSCLZ, {0, 0, 0, 0, 0, BLOSC_SHUFFLE}}};

constexpr std::int64_t shape[3] = {23, 37, 51};
constexpr std::int32_t chunkshape[3] = {10, 16, 20};
constexpr std::int32_t blockshape[3] = {4, 7, 8};

// A 23 x 37 x 51 float64 array as c-blosc2 stores it, as a contiguous frame's bytes.
std::vector<std::byte> cblosc2Array(const Codec& codec) {
    std::vector<double> data(23 * 37 * 51);
    for (std::size_t i = 0; i < data.size(); ++i) {
        data[i] = std::sin(static_cast<double>(i) * 0.001) * 1000.0 + static_cast<double>(i / 51);
    }
    blosc2_cparams cparams = BLOSC2_CPARAMS_DEFAULTS;
    cparams.compcode = codec.code;
    cparams.typesize = sizeof(double);
    cparams.nthreads = 1;
    std::memcpy(cparams.filters, codec.filters, sizeof(codec.filters));
    blosc2_dparams dparams = BLOSC2_DPARAMS_DEFAULTS;
    blosc2_storage storage = BLOSC2_STORAGE_DEFAULTS;
    storage.contiguous = true;
    storage.cparams = &cparams;
    storage.dparams = &dparams;
    b2nd_context_t* context = b2nd_create_ctx(&storage, 3, shape, chunkshape, blockshape, "<f8",
                                              DTYPE_NUMPY_FORMAT, nullptr, 0);
    b2nd_array_t* made = nullptr;
    EXPECT_EQ(b2nd_from_cbuffer(context, &made, data.data(),
                                static_cast<std::int64_t>(data.size() * sizeof(double))),
              0);
    b2nd_free_ctx(context);
    const Array array(made, &b2nd_free);
    std::uint8_t* frame = nullptr;
    std::int64_t length = 0;
    bool needsFree = false;
    EXPECT_EQ(b2nd_to_cframe(array.get(), &frame, &length, &needsFree), 0);
    std::vector<std::byte> bytes(reinterpret_cast<std::byte*>(frame),
                                 reinterpret_cast<std::byte*>(frame) + length);
    if (needsFree) {
        free(frame);
    }
    return bytes;
}

Array openArray(std::vector<std::byte>& frame) {
    b2nd_array_t* array = nullptr;
    const int code = b2nd_from_cframe(reinterpret_cast<std::uint8_t*>(frame.data()),
                                      static_cast<std::int64_t>(frame.size()), true, &array);
    EXPECT_EQ(code, 0) << "c-blosc2 does not open the array";
    return Array(array, &b2nd_free);
}

// c-blosc2's items of the box [start, stop) of the array in `frame`, picked from the whole array
// it decompresses: its b2nd_get_slice_cbuffer reads wrong items from a delta-filtered array when
// the box leaves out a chunk's first block, which delta needs (docs/formats/blosc2.md).
std::vector<std::byte> cblosc2Slice(std::vector<std::byte> frame, const std::int64_t* start,
                                    const std::int64_t* stop) {
    const Array array = openArray(frame);
    std::vector<double> whole(23 * 37 * 51);
    EXPECT_EQ(b2nd_to_cbuffer(array.get(), whole.data(),
                              static_cast<std::int64_t>(whole.size() * sizeof(double))),
              0);
    std::vector<std::byte> box;
    for (std::int64_t i = start[0]; i < stop[0]; ++i) {
        for (std::int64_t j = start[1]; j < stop[1]; ++j) {
            for (std::int64_t k = start[2]; k < stop[2]; ++k) {
                const double value = whole[static_cast<std::size_t>((i * 37 + j) * 51 + k)];
                const auto* bytes = reinterpret_cast<const std::byte*>(&value);
                box.insert(box.end(), bytes, bytes + sizeof(double));
            }
        }
    }
    return box;
}

// Every chunk of a frame as c-blosc2 decompresses it, one after the other.
std::vector<std::byte> cblosc2Chunks(std::vector<std::byte> frame) {
    const Schunk schunk(blosc2_schunk_from_buffer(reinterpret_cast<std::uint8_t*>(frame.data()),
                                                  static_cast<std::int64_t>(frame.size()), true),
                        &blosc2_schunk_free);
    EXPECT_NE(schunk, nullptr) << "c-blosc2 does not open the frame";
    std::vector<std::byte> bytes;
    if (!schunk) {
        return bytes;
    }
    for (std::int64_t i = 0; i < schunk->nchunks; ++i) {
        std::vector<std::byte> chunk(static_cast<std::size_t>(schunk->chunksize));
        const int written = blosc2_schunk_decompress_chunk(schunk.get(), i, chunk.data(),
                                                           static_cast<std::int32_t>(chunk.size()));
        EXPECT_GE(written, 0) << "chunk " << i;
        bytes.insert(bytes.end(), chunk.begin(), chunk.begin() + std::max(written, 0));
    }
    EXPECT_EQ(static_cast<std::int64_t>(bytes.size()), schunk->nbytes);
    return bytes;
}

struct Slice {
    std::string text;
    std::int64_t start[3];
    std::int64_t stop[3];
    std::vector<std::int64_t> shape; // the dimensions kept
};

TEST(Blosc2ConvertCross, Cblosc2ReadsStratasSlicesOfItsArrays) {
    const Slice slices[] = {
        {"", {0, 0, 0}, {23, 37, 51}, {23, 37, 51}},
        {"3:19,5:30,7:44", {3, 5, 7}, {19, 30, 44}, {16, 25, 37}},
        {"11,:,:", {11, 0, 0}, {12, 37, 51}, {37, 51}},
        {":,-1,2:9", {0, 36, 2}, {23, 37, 9}, {23, 7}},
        {"-5:,:,40", {18, 0, 40}, {23, 37, 41}, {5, 37}},
    };
    for (const Codec& codec : sources) {
        const auto source = cblosc2Array(codec);
        const Document document = openBytes(source, "source.b2nd");
        for (const Slice& slice : slices) {
            const std::string what = std::string(codec.name) + " [" + slice.text + "]";
            const auto expected = cblosc2Slice(source, slice.start, slice.stop);
            const auto path = testTempPath("cross.b2nd");
            const auto result =
                convertBlosc2(document, {Blosc2Target::B2nd, slice.text, path.string()});
            ASSERT_TRUE(result.written) << what << ": " << result.usage << result.error;
            EXPECT_TRUE(result.diagnostics.empty()) << what;
            auto written = readFileBytes(path);
            const Array array = openArray(written);
            ASSERT_NE(array, nullptr) << what;
            ASSERT_EQ(array->ndim, static_cast<std::int8_t>(slice.shape.size())) << what;
            for (std::size_t d = 0; d < slice.shape.size(); ++d) {
                EXPECT_EQ(array->shape[d], slice.shape[d]) << what << " dimension " << d;
            }
            std::vector<std::byte> items(expected.size());
            ASSERT_EQ(
                b2nd_to_cbuffer(array.get(), items.data(), static_cast<std::int64_t>(items.size())),
                0)
                << what;
            EXPECT_TRUE(items == expected) << what;
            // The source's codec (blosclz written as lz4) and filters.
            const int codecWritten = codec.code == BLOSC_BLOSCLZ ? int{BLOSC_LZ4} : int{codec.code};
            EXPECT_EQ(array->sc->compcode, codecWritten) << what;
            EXPECT_EQ(std::memcmp(array->sc->filters, codec.filters, sizeof(codec.filters)), 0)
                << what;

            const auto framePath = testTempPath("cross.b2frame");
            ASSERT_TRUE(
                convertBlosc2(document, {Blosc2Target::Frame, slice.text, framePath.string()})
                    .written)
                << what;
            EXPECT_TRUE(cblosc2Chunks(readFileBytes(framePath)) == expected) << what;
        }
    }
}

TEST(Blosc2ConvertCross, EveryCorpusFileWrittenAsAFrameDecompressesInCblosc2) {
    std::size_t files = 0;
    for (const char* folder : {"blosc2/frames", "blosc2/codecs", "blosc2/filters", "blosc2/special",
                               "blosc2/blosc1", "blosc2/blocks"}) {
        for (const char* extension : {".b2frame", ".b2nd", ".b2chunk"}) {
            for (const auto& path : corpusFiles(folder, extension)) {
                const Document source = openFile(path);
                std::vector<Diagnostic> diagnostics;
                const auto expected = payloadBytes(source, diagnostics);
                if (!diagnostics.empty() || !source.diagnostics.empty()) {
                    continue;
                }
                const auto written = testTempPath("corpus.b2frame");
                ASSERT_TRUE(
                    convertBlosc2(source, {Blosc2Target::Frame, "", written.string()}).written)
                    << path;
                EXPECT_TRUE(cblosc2Chunks(readFileBytes(written)) == expected) << path;
                ++files;
            }
        }
    }
    EXPECT_GT(files, 40u);
}

} // namespace
} // namespace strata::test
