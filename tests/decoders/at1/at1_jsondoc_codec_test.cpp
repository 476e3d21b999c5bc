// Codec 6 (jsondoc) edge cases the corpus does not cover (at1-codecs.md section 5), on files
// built by hand in the public framing.
#include "support/at1_rebuild.h"
#include "support/at1_test_encoder.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

using at1enc::putVarint;
using namespace std::string_literals;

// A structured document: `chunks` are the value columns, written back to back.
std::string structured(const std::string& skeleton, const std::vector<unsigned>& columnIds,
                       const std::vector<std::string>& chunks) {
    std::string colids, index, values;
    for (const unsigned id : columnIds) {
        putVarint(colids, id);
    }
    putVarint(index, chunks.size());
    for (const auto& chunk : chunks) {
        putVarint(index, chunk.size());
        values += chunk;
    }
    return at1enc::publicWholeFile(6, {{"meta", "\1"},
                                       {"skeleton", skeleton},
                                       {"colids", colids},
                                       {"value_index", index},
                                       {"values", values}});
}

TEST(At1JsonDocCodec, PlaceholdersTakeTheNextValueOfTheirColumn) {
    // Column 0 holds two names, column 1 an empty chunk: one empty value.
    const std::string skeleton = "[{\"n\": \"\0\", \"e\": \"\0\"}, {\"n\": \"\0\"}]\n"s;
    const auto result = rebuildAt1(structured(skeleton, {0, 1, 0}, {"ada\nbob", ""}));
    ASSERT_FALSE(result.error()) << result.error()->message;
    EXPECT_EQ(result.text, "[{\"n\": \"ada\", \"e\": \"\"}, {\"n\": \"bob\"}]\n");
}

TEST(At1JsonDocCodec, RawModeReadsOnlyTheRawStream) {
    const auto result = rebuildAt1(at1enc::publicWholeFile(6, {{"meta", "\0"s}, {"raw", "{,}"}}));
    ASSERT_FALSE(result.error()) << result.error()->message;
    EXPECT_EQ(result.text, "{,}");
}

TEST(At1JsonDocCodec, ModeOtherThanRawOrStructuredIsRefused) {
    // The public decoder takes an empty meta or any non-zero byte as structured; writers write
    // 00 or 01 only.
    for (const std::string& meta : {std::string(), std::string("\2")}) {
        const auto result = rebuildAt1(at1enc::publicWholeFile(6, {{"meta", meta}, {"raw", "{}"}}));
        ASSERT_TRUE(result.error()) << meta.size();
        EXPECT_NE(result.error()->message.find("stream 'meta'"), std::string::npos)
            << result.error()->message;
    }
}

TEST(At1JsonDocCodec, ColumnCountLargerThanItsIndexCanHoldIsRefused) {
    std::string index;
    putVarint(index, 1000000000);
    putVarint(index, 0);
    const auto result = rebuildAt1(at1enc::publicWholeFile(6, {{"meta", "\1"},
                                                               {"skeleton", "{}"},
                                                               {"colids", ""},
                                                               {"value_index", index},
                                                               {"values", ""}}));
    ASSERT_TRUE(result.error());
    EXPECT_NE(result.error()->message.find("ncol 1000000000 is more than the 1 bytes left"),
              std::string::npos)
        << result.error()->message;
}

TEST(At1JsonDocCodec, PlaceholderWithoutColumnIdIsRefused) {
    const auto result = rebuildAt1(structured("[\0,\0]"s, {0}, {"1\n2"}));
    ASSERT_TRUE(result.error());
    EXPECT_NE(result.error()->message.find("stream 'colids'"), std::string::npos)
        << result.error()->message;
}

TEST(At1JsonDocCodec, ValuesNoPlaceholderTakesAreRefused) {
    // Writers leave no values over (section 1, "leftovers"): a value left in a column, or bytes
    // of `values` after the last chunk, mean the counts are damaged.
    const auto leftInColumn = rebuildAt1(structured("[\0]"s, {0}, {"1\n2"}));
    ASSERT_TRUE(leftInColumn.error());
    EXPECT_NE(leftInColumn.error()->message.find(
                  "column 0 of stream 'values': 1 items are left over after the 1 used"),
              std::string::npos)
        << leftInColumn.error()->message;
    std::string index;
    putVarint(index, 1);
    putVarint(index, 1);
    const auto afterChunks = rebuildAt1(at1enc::publicWholeFile(6, {{"meta", "\1"},
                                                                    {"skeleton", "[\0]"s},
                                                                    {"colids", "\0"s},
                                                                    {"value_index", index},
                                                                    {"values", "12"}}));
    ASSERT_TRUE(afterChunks.error());
    EXPECT_NE(afterChunks.error()->message.find("the columns take 1 of its 2 bytes"),
              std::string::npos)
        << afterChunks.error()->message;
}

} // namespace
} // namespace strata::test
