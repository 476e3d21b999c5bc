// Codec 11, qjson2 (at1-codecs.md section 8): hand-built files for what the corpus does not
// show.
#include "formats/at1/stream_set.h"
#include "support/at1_rebuild.h"
#include "support/at1_test_encoder.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

using at1enc::PublicStream;
using at1enc::putVarint;

constexpr std::uint8_t qjson2Codec = 11;

std::string qjson2Meta(std::uint64_t nlines, std::uint8_t trailing, std::uint64_t templates) {
    std::string meta;
    putVarint(meta, nlines);
    meta += static_cast<char>(trailing);
    putVarint(meta, templates);
    return meta;
}

std::string lineMap(std::initializer_list<std::uint64_t> entries) {
    std::string out;
    for (const auto entry : entries) {
        putVarint(out, entry);
    }
    return out;
}

// {"id":N,"name":"S"} lines; the template's second line is verbatim inside its own set.
at1enc::QJsonRows idNameRows() {
    at1enc::QJsonRows rows;
    rows.segments = {"{\"id\":", ",\"name\":", "}"};
    rows.paths = {"id", "name"};
    rows.rowsPerGroup = 2;
    rows.lines = {std::vector<std::string>{"1", "\"ann\""}, std::nullopt,
                  std::vector<std::string>{"2", "\"bob\""},
                  std::vector<std::string>{"3", "\"cy\""}};
    rows.verbatim = {"{\"id\":\"x\",\"name\":null}"};
    return rows;
}

std::string fileOf(const std::string& meta, const std::string& map, const std::string& verbatim,
                   const std::vector<PublicStream>& templates) {
    std::vector<PublicStream> streams = {{"meta", meta}, {"line_map", map}, {"verbatim", verbatim}};
    streams.insert(streams.end(), templates.begin(), templates.end());
    return at1enc::publicWholeFile(qjson2Codec, streams);
}

const std::string idNameLines = "{\"id\":1,\"name\":\"ann\"}\n"
                                "{\"id\":\"x\",\"name\":null}\n"
                                "{\"id\":2,\"name\":\"bob\"}\n"
                                "{\"id\":3,\"name\":\"cy\"}";

TEST(At1QJson2Codec, TemplateLinesInterleaveWithTopLevelVerbatimLines) {
    const auto result =
        rebuildAt1(fileOf(qjson2Meta(6, 1, 1), lineMap({1, 0, 1, 1, 0, 1}), "plain text\n",
                          at1enc::qjsonStreams(idNameRows(), "t0:")));
    ASSERT_TRUE(result.ok()) << result.error()->message;
    // The template's own verbatim row comes back through the qjson decoder in its place.
    EXPECT_EQ(result.text, "{\"id\":1,\"name\":\"ann\"}\n"
                           "plain text\n"
                           "{\"id\":\"x\",\"name\":null}\n"
                           "{\"id\":2,\"name\":\"bob\"}\n"
                           "\n"
                           "{\"id\":3,\"name\":\"cy\"}\n");
}

TEST(At1QJson2Codec, CompressedTemplateBlocksStreamRebuilds) {
    // The valid vectors store t<i>:blocks, the malformed ones compress it; any backend is valid.
    const auto result =
        rebuildAt1(fileOf(qjson2Meta(4, 0, 1), lineMap({1, 1, 1, 1}), "",
                          at1enc::qjsonStreams(idNameRows(), "t0:", /*blocksBackend=*/0)));
    ASSERT_TRUE(result.ok()) << result.error()->message;
    EXPECT_EQ(result.text, idNameLines);
}

TEST(At1QJson2Codec, TwoTemplatesTakeTheirOwnStreams) {
    at1enc::QJsonRows other;
    other.segments = {"[", "]"};
    other.paths = {"[0]"};
    other.lines = {std::vector<std::string>{"true"}};
    auto templates = at1enc::qjsonStreams(idNameRows(), "t0:");
    const auto second = at1enc::qjsonStreams(other, "t1:");
    templates.insert(templates.end(), second.begin(), second.end());
    const auto result =
        rebuildAt1(fileOf(qjson2Meta(5, 0, 2), lineMap({2, 1, 1, 1, 1}), "", templates));
    ASSERT_TRUE(result.ok()) << result.error()->message;
    EXPECT_EQ(result.text, "[true]\n" + idNameLines);
}

TEST(At1QJson2Codec, NoLinesWithTrailingFlagIsEmpty) {
    // Unlike codec 3, the trailing '\n' needs at least one line.
    const auto result = rebuildAt1(fileOf(qjson2Meta(0, 1, 0), "", "", {}));
    ASSERT_TRUE(result.ok()) << result.error()->message;
    EXPECT_EQ(result.text, "");
}

TEST(At1QJson2Codec, TrailingFlagOtherThanZeroOrOneIsRejected) {
    const auto result = rebuildAt1(fileOf(qjson2Meta(1, 2, 0), lineMap({0}), "a", {}));
    ASSERT_FALSE(result.ok());
    EXPECT_NE(result.error()->message.find("trailing is 2, not 0 or 1"), std::string::npos)
        << result.error()->message;
}

TEST(At1QJson2Codec, LineMapEndingEarlyIsRejected) {
    const auto result = rebuildAt1(fileOf(qjson2Meta(5, 0, 1), lineMap({1, 1, 1, 1}), "",
                                          at1enc::qjsonStreams(idNameRows(), "t0:")));
    ASSERT_FALSE(result.ok());
    EXPECT_NE(result.error()->message.find("stream 'line_map'"), std::string::npos)
        << result.error()->message;
}

TEST(At1QJson2Codec, DamagedTemplateSetNamesItsTemplate) {
    auto templates = at1enc::qjsonStreams(idNameRows(), "t0:");
    templates[3].data.pop_back(); // t0:row_modes one line short of t0:meta's nlines
    const auto result = rebuildAt1(fileOf(qjson2Meta(3, 0, 1), lineMap({1, 1, 1}), "", templates));
    ASSERT_FALSE(result.ok());
    EXPECT_NE(result.error()->message.find("template 0 (streams 't0:'): stream 'row_modes'"),
              std::string::npos)
        << result.error()->message;
}

TEST(At1QJson2Codec, NestedStreamSetTakesOnlyItsPrefix) {
    // "t1:" must not take t10's streams (at1-codecs.md section 8: <i> in plain decimal).
    at1::StreamSet set;
    set.streams.push_back({"t1:meta", {}, {1, 2}, at1::Backend::Stored, 0, {}});
    set.streams.push_back({"t10:meta", {}, {3, 4}, at1::Backend::Stored, 0, {}});
    const at1::StreamSet nested = at1::nestedStreamSet(set, "t1:");
    ASSERT_EQ(nested.streams.size(), 1u);
    EXPECT_EQ(nested.streams[0].name, "meta");
    EXPECT_EQ(nested.streams[0].payload.offset, 1u);
}

} // namespace
} // namespace strata::test
