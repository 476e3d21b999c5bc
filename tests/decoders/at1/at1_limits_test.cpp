// Limits: decompression stops at declared sizes (bombs are reported, not allocated), and codecs
// without a specified reconstructor are shown but never guessed at.
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <algorithm>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

std::vector<Diagnostic> payloadDiagnostics(const Document& document, std::uint64_t& produced) {
    std::vector<Diagnostic> diagnostics;
    produced = 0;
    document.payload->produce(
        [&produced](std::span<const std::byte> piece) {
            produced += piece.size();
            return true;
        },
        diagnostics);
    return diagnostics;
}

// Public-dialect RAW with a zstd frame: single segment, Frame_Content_Size (8 bytes), one RLE
// block of `rleSize` copies of 'A'.
std::vector<std::byte> rawZstd(std::uint64_t declared, unsigned rleSize) {
    auto file = bytesOf({'A', 'T', '1', 0x02, 0xFF, 0x01, 0x28, 0xB5, 0x2F, 0xFD, 0xE0});
    for (int i = 0; i < 8; ++i) {
        file.push_back(static_cast<std::byte>(declared >> (8 * i)));
    }
    const unsigned header = 1u | (1u << 1) | (rleSize << 3); // last block, RLE
    for (int i = 0; i < 3; ++i) {
        file.push_back(static_cast<std::byte>(header >> (8 * i)));
    }
    file.push_back(std::byte{'A'});
    return file;
}

TEST(At1Limits, ZstdFrameDeclaringTerabytesIsReportedNotAllocated) {
    const Document document = openBytes(rawZstd(std::uint64_t{1} << 40, 16), "bomb.at1");
    ASSERT_TRUE(document.payload);
    std::uint64_t produced = 0;
    const auto diagnostics = payloadDiagnostics(document, produced);
    ASSERT_TRUE(hasErrors(diagnostics));
    EXPECT_NE(diagnostics.front().message.find("more than the limit"), std::string::npos)
        << diagnostics.front().message;
    EXPECT_EQ(diagnostics.front().offset, 6u);
    EXPECT_EQ(produced, 0u);
}

TEST(At1Limits, ZstdFrameLargerThanItsDeclaredSizeIsAnError) {
    const Document document = openBytes(rawZstd(10, 4000), "overrun.at1");
    std::uint64_t produced = 0;
    const auto diagnostics = payloadDiagnostics(document, produced);
    EXPECT_TRUE(hasErrors(diagnostics));
    EXPECT_EQ(produced, 0u);
}

TEST(At1Limits, ZstdFrameMatchingItsDeclaredSizeDecodes) {
    const Document document = openBytes(rawZstd(16, 16), "rle.at1");
    std::uint64_t produced = 0;
    const auto diagnostics = payloadDiagnostics(document, produced);
    EXPECT_FALSE(hasErrors(diagnostics)) << diagnostics.front().message;
    EXPECT_EQ(produced, 16u);
}

// Every codec id the dispatch knows has a reconstructor (at1-codecs.md section 2): streams that do
// not fit the codec byte are an error at the stream that disagrees, never a guess, and the tree
// still lists them.
TEST(At1Limits, StreamsOfAnotherCodecAreAnErrorNotAGuess) {
    auto bytes = readFileBytes(corpusPath("at1/col_quotes.at1"));
    bytes[4] = std::byte{9}; // dicom: a columnar file's streams under the dicom codec byte
    const Document document = openBytes(std::move(bytes), "dicom.at1");
    ASSERT_TRUE(document.payload);
    const auto diagnostics = checkDocument(document);
    ASSERT_TRUE(hasErrors(diagnostics));
    const auto error = std::find_if(diagnostics.begin(), diagnostics.end(),
                                    [](const auto& d) { return d.severity == Severity::Error; });
    EXPECT_NE(error->message.find("stream 'meta'"), std::string::npos) << error->message;
    const Node* set = document.root->findByPath("file / stream set");
    ASSERT_NE(set, nullptr);
    EXPECT_EQ(set->children().size(), 10u);
    EXPECT_EQ(set->children()[0]->label(), "stream 'meta'");
}

} // namespace
} // namespace strata::test
