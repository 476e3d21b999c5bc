// Codec 10 (embed) edge cases the corpus does not cover (at1-codecs.md section 6), on files
// built by hand in the public framing.
#include "support/at1_rebuild.h"
#include "support/at1_test_encoder.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

using at1enc::putVarint;

std::string embedFile(std::uint64_t width, const std::string& header, std::uint64_t count,
                      const std::string& data, const std::string& afterCount = {}) {
    std::string meta;
    putVarint(meta, width);
    putVarint(meta, header.size());
    meta += header;
    putVarint(meta, count);
    meta += afterCount;
    return at1enc::publicWholeFile(10, {{"meta", meta}, {"data", data}});
}

TEST(At1EmbedCodec, BytePlanesInterleaveIntoElements) {
    // Three-byte elements: plane 0 "AB", plane 1 "ab", plane 2 "12".
    const auto result = rebuildAt1(embedFile(3, "HDR\n", 2, "ABab12"));
    ASSERT_FALSE(result.error()) << result.error()->message;
    EXPECT_EQ(result.text, "HDR\nAa1Bb2");
}

TEST(At1EmbedCodec, WidthTimesCountThatOverflowsIsRefused) {
    // 32 x 2^59 is 2^64: wraps to 0, the size of an empty `data`.
    const auto result = rebuildAt1(embedFile(32, "", std::uint64_t{1} << 59, ""));
    ASSERT_TRUE(result.error());
    EXPECT_NE(result.error()->message.find("holds 0 bytes, not width 32 x n 576460752303423488"),
              std::string::npos)
        << result.error()->message;
}

TEST(At1EmbedCodec, BytesAfterCountAreRefused) {
    // The public decoder ignores them; writers leave none.
    const auto result = rebuildAt1(embedFile(1, "", 2, "xy", "z"));
    ASSERT_TRUE(result.error());
    EXPECT_NE(result.error()->message.find("1 bytes are left that nothing reads"),
              std::string::npos)
        << result.error()->message;
}

} // namespace
} // namespace strata::test
