// Codec 9, dicom (at1-codecs.md section 10): the pixel transforms on hand-made stored files,
// including the edges the corpus does not reach (wrap-around, overflowing sizes, a zero width,
// planes of 8-bit samples, leftover meta bytes).
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/at1_rebuild.h"
#include "support/at1_test_encoder.h"
#include "support/corpus.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

using at1enc::putVarint;

At1Rebuild rebuild(const std::vector<at1enc::PublicStream>& streams) {
    return rebuildAt1(at1enc::publicWholeFile(9, streams));
}

// A pixel-mode meta: mode 1, tid, dc, rows, cols, samples, bits, pad.
std::string pixelMeta(std::uint8_t transform, std::uint64_t rows, std::uint64_t cols,
                      std::uint64_t samples, std::uint64_t bits, std::string_view pad = {},
                      std::uint8_t decodeClass = 0) {
    std::string meta = {'\1', static_cast<char>(transform), static_cast<char>(decodeClass)};
    putVarint(meta, rows);
    putVarint(meta, cols);
    putVarint(meta, samples);
    putVarint(meta, bits);
    putVarint(meta, pad.size());
    meta += pad;
    return meta;
}

At1Rebuild rebuildPixels(const std::string& meta, std::string_view pix) {
    return rebuild({{"meta", meta}, {"pre", "PRE"}, {"pix", std::string(pix)}, {"suf", "SUF"}});
}

std::string firstError(const At1Rebuild& rebuilt) {
    const Diagnostic* error = rebuilt.error();
    return error ? std::to_string(error->offset) + " " + error->message : std::string();
}

TEST(At1DicomCodec, HorizontalDeltaOf16BitSamplesWrapsAround) {
    // Two rows of two samples: each row restarts, the sums wrap at 0xFFFF.
    const std::string deltas("\xFF\xFF\x02\x00\x10\x00\xF0\xFF", 8);
    const At1Rebuild rebuilt = rebuildPixels(pixelMeta(1, 2, 2, 1, 16), deltas);
    EXPECT_EQ(firstError(rebuilt), "");
    EXPECT_EQ(rebuilt.text, std::string("PRE\xFF\xFF\x01\x00\x10\x00\x00\x00SUF", 14));
}

TEST(At1DicomCodec, VerticalDeltaOf8BitSamplesAddsTheRowAbove) {
    const At1Rebuild rebuilt = rebuildPixels(pixelMeta(2, 2, 2, 1, 8, "P"), "\x01\x02\xFF\x03");
    EXPECT_EQ(firstError(rebuilt), "");
    EXPECT_EQ(rebuilt.text, std::string("PRE\x01\x02\x00\x05PSUF", 11));
}

TEST(At1DicomCodec, HorizontalDeltaRunsOverInterleavedSamples) {
    // One RGB row of two pixels: w = 6, so G adds R and the second R adds the first B.
    const At1Rebuild rebuilt = rebuildPixels(pixelMeta(1, 1, 2, 3, 8), "\x0A\x01\x01\x01\x01\x01");
    EXPECT_EQ(rebuilt.text, "PRE\x0A\x0B\x0C\x0D\x0E\x0FSUF");
}

TEST(At1DicomCodec, BytePlanesInterleaveLowAndHighBytes) {
    const At1Rebuild rebuilt = rebuildPixels(pixelMeta(3, 1, 2, 1, 16), "\x12\x34\x56\x78");
    EXPECT_EQ(firstError(rebuilt), "");
    EXPECT_EQ(rebuilt.text, "PRE\x56\x12\x78\x34SUF");
}

TEST(At1DicomCodec, TransformNoneKeepsPixelsOfAnySize) {
    const At1Rebuild rebuilt = rebuildPixels(pixelMeta(0, 99, 99, 1, 12), "abc");
    EXPECT_EQ(rebuilt.text, "PREabcSUF");
}

TEST(At1DicomCodec, RawModeIsTheRawStream) {
    const At1Rebuild rebuilt = rebuild({{"meta", std::string(1, '\0')}, {"raw", "not DICOM"}});
    EXPECT_EQ(rebuilt.text, "not DICOM");
}

TEST(At1DicomCodec, DecodeClassOneIsReportedUnsupportedAtTheMetaStream) {
    const At1Rebuild rebuilt = rebuildPixels(pixelMeta(0, 1, 1, 1, 8, {}, 1), "x");
    // AT1\x02, codec, n_streams, then "meta"'s name_len, name, backend, comp_len: payload at 13.
    EXPECT_EQ(firstError(rebuilt), "13 stream 'meta' (decoded byte 3): decode class 1 "
                                   "(image-codec pixel data) is unsupported: no published decoder "
                                   "rebuilds it");
    EXPECT_EQ(rebuilt.text, "");
}

TEST(At1DicomCodec, MalformedMetaAndPixelsAreErrors) {
    const std::string overflowingRows = pixelMeta(1, std::uint64_t{1} << 62, 8, 1, 16);
    const struct {
        std::string meta;
        std::string pix;
        std::string error;
    } cases[] = {
        {overflowingRows, "ab", "pixel bytes for 4611686018427387904x8x1 x 2"},
        {pixelMeta(1, 1, 0, 1, 8), "", "a delta transform needs cols x samples above 0"},
        {pixelMeta(3, 1, 2, 1, 8), "ab", "byte planes need 16-bit samples"},
        {pixelMeta(2, 2, 2, 1, 16), "abcdef", "6 pixel bytes for 2x2x1 x 2"},
        {pixelMeta(0, 1, 1, 1, 8, {}, 2), "a", "unknown decode class 2"},
        {pixelMeta(0, 1, 1, 1, 8) + "x", "a", "1 byte(s) after the pad"},
        {std::string("\1\0", 2), "a", "decode class"},
        {std::string(), "a", "mode"},
    };
    for (const auto& c : cases) {
        const At1Rebuild rebuilt = rebuildPixels(c.meta, c.pix);
        EXPECT_NE(firstError(rebuilt).find(c.error), std::string::npos)
            << c.error << " / " << firstError(rebuilt);
        EXPECT_EQ(rebuilt.text, "");
    }
}

} // namespace
} // namespace strata::test
