// Codec 1, json (at1-codecs.md section 9): hand-built files for the edge cases the corpus does not
// cover, among them the rule the public decoder reads past (section 13).
#include "support/at1_rebuild.h"
#include "support/at1_test_encoder.h"

#include <gtest/gtest.h>
#include <optional>

namespace strata::test {
namespace {

using at1enc::putVarint;

constexpr std::uint8_t jsonCodec = 1;
constexpr char leaf = 0, object = 1, array = 2, derived = 3;

struct JsonStreams {
    std::uint64_t nlines = 1;
    std::uint8_t trailing = 0;
    std::string flags = "\1";
    std::string keyvocab;
    std::string rules = std::string(1, '\0');
    std::vector<std::string> columns; // each the '\n'-joined values of one column
    std::string tape;
    std::string verbatim;
    std::optional<std::string> valueIndex; // instead of the one `columns` give

    std::string file() const {
        std::string meta, index, values;
        putVarint(meta, nlines);
        meta += static_cast<char>(trailing);
        putVarint(index, columns.size());
        for (std::size_t c = 0; c < columns.size(); ++c) {
            putVarint(index, columns[c].size());
            values += (c == 0 ? "" : "\n") + columns[c];
        }
        return at1enc::publicWholeFile(jsonCodec, {{"meta", meta},
                                                   {"flags", flags},
                                                   {"keyvocab", keyvocab},
                                                   {"rules", rules},
                                                   {"value_index", valueIndex.value_or(index)},
                                                   {"values", values},
                                                   {"tape", tape},
                                                   {"verbatim", verbatim}});
    }
};

// One rule: literals and source columns.
std::string rulesOf(const std::vector<std::string>& literals,
                    const std::vector<std::uint64_t>& sources) {
    std::string out;
    putVarint(out, 1);
    putVarint(out, literals.size());
    for (const auto& literal : literals) {
        putVarint(out, literal.size());
        out += literal;
    }
    putVarint(out, sources.size());
    for (const auto source : sources) {
        putVarint(out, source);
    }
    return out;
}

std::string tapeOf(std::initializer_list<int> bytes) {
    std::string out;
    for (const int byte : bytes) {
        out += static_cast<char>(byte);
    }
    return out;
}

std::string errorOf(const JsonStreams& streams) {
    const auto result = rebuildAt1(streams.file());
    return result.ok() ? "" : result.error()->message;
}

TEST(At1JsonCodec, ObjectsArraysAndVerbatimLines) {
    JsonStreams streams;
    streams.nlines = 3;
    streams.trailing = 1;
    streams.flags = std::string("\1\0\1", 3);
    streams.keyvocab = "\"id\"\n\"tags\"";
    streams.columns = {"7\n8", "\"a\""};
    // {"id":7,"tags":["a",{}]} then [8,[]]
    streams.tape = tapeOf({object, 2, 0, leaf, 0, 1, array, 2, leaf, 1, object, 0, //
                           array, 2, leaf, 0, array, 0});
    streams.verbatim = "not json";
    const auto result = rebuildAt1(streams.file());
    ASSERT_TRUE(result.ok()) << result.error()->message;
    EXPECT_EQ(result.text, "{\"id\":7,\"tags\":[\"a\",{}]}\nnot json\n[8,[]]\n");
}

TEST(At1JsonCodec, DerivedStringsTakeLastValuesAcrossLines) {
    JsonStreams streams;
    streams.nlines = 2;
    streams.flags = "\1\1";
    streams.columns = {"\"octocat\"", "42"};
    streams.rules = rulesOf({"https://x/", "/", "?", ""}, {0, 1, 2});
    // Line 1 emits the sources; line 2's rule still sees them. Column 2 was never emitted.
    streams.columns.push_back("");
    streams.tape = tapeOf({array, 2, leaf, 0, leaf, 1, derived, 0});
    const auto result = rebuildAt1(streams.file());
    ASSERT_TRUE(result.ok()) << result.error()->message;
    EXPECT_EQ(result.text, "[\"octocat\",42]\n\"https://x/octocat/42?\"");
}

TEST(At1JsonCodec, RuleWithTooFewLiteralsIsRejected) {
    // The public decoder reads literal nsrc here without checking nlit (section 13, "bug").
    JsonStreams streams;
    streams.columns = {"\"a\""};
    streams.rules = rulesOf({"x"}, {0});
    streams.tape = tapeOf({derived, 0});
    EXPECT_NE(errorOf(streams).find("rule 0 has 1 literals for 1 sources"), std::string::npos)
        << errorOf(streams);
}

TEST(At1JsonCodec, RuleSourcePastTheColumnsIsRejectedWhenUsed) {
    JsonStreams streams;
    streams.nlines = 1;
    streams.columns = {"1"};
    streams.rules = rulesOf({"", ""}, {5});
    streams.tape = tapeOf({leaf, 0});
    EXPECT_EQ(errorOf(streams), ""); // never used
    streams.tape = tapeOf({derived, 0});
    EXPECT_NE(errorOf(streams).find("rule 0 takes column 5 of 1"), std::string::npos)
        << errorOf(streams);
}

TEST(At1JsonCodec, NestingStopsAtDepth8192) {
    JsonStreams streams;
    streams.columns = {"0"};
    const auto nested = [](std::size_t depth) {
        std::string tape;
        for (std::size_t i = 1; i < depth; ++i) {
            tape += tapeOf({array, 1});
        }
        return tape + tapeOf({leaf, 0});
    };
    streams.tape = nested(8192);
    const auto result = rebuildAt1(streams.file());
    ASSERT_TRUE(result.ok()) << result.error()->message;
    EXPECT_EQ(result.text, std::string(8191, '[') + "0" + std::string(8191, ']'));
    streams.tape = nested(8193);
    EXPECT_NE(errorOf(streams).find("nests deeper than 8192 levels"), std::string::npos)
        << errorOf(streams);
}

TEST(At1JsonCodec, ColumnChunkPastValuesIsRejected) {
    JsonStreams streams;
    streams.columns = {"1", "2"}; // values "1\n2"
    streams.tape = tapeOf({leaf, 0});
    streams.valueIndex = std::string("\2\1\2", 3); // the second chunk 2 bytes long
    EXPECT_NE(errorOf(streams).find("column 1 of 2 bytes at 2 runs past the 3 bytes"),
              std::string::npos)
        << errorOf(streams);
    streams.valueIndex = std::string("\2\1\1", 3);
    EXPECT_EQ(errorOf(streams), "");
}

TEST(At1JsonCodec, FlagsOtherThanZeroOrOneAreRejected) {
    JsonStreams streams;
    streams.columns = {"1"};
    streams.tape = tapeOf({leaf, 0});
    streams.flags = "\2";
    EXPECT_NE(errorOf(streams).find("line 0 has flag 2, not 0 or 1"), std::string::npos)
        << errorOf(streams);
    streams.flags = "\1";
    streams.trailing = 2; // only 1 sets the flag in the public decoder; a strict one refuses 2
    EXPECT_NE(errorOf(streams).find("trailing is 2, not 0 or 1"), std::string::npos)
        << errorOf(streams);
}

TEST(At1JsonCodec, KeyIdPastTheVocabularyIsRejected) {
    JsonStreams streams;
    streams.keyvocab = "\"k\"";
    streams.columns = {"1"};
    streams.tape = tapeOf({object, 1, 1, leaf, 0});
    EXPECT_NE(errorOf(streams).find("key id 1 is past the 1 keys"), std::string::npos)
        << errorOf(streams);
}

} // namespace
} // namespace strata::test
