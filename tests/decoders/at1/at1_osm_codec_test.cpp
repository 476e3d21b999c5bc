// Codec 2, osm (at1-codecs.md section 11): hand-built files for the number and date texts, the
// running sums shared by all elements of a kind, and the checks a strict decoder adds.
#include "support/at1_rebuild.h"
#include "support/at1_test_encoder.h"

#include <gtest/gtest.h>
#include <map>

namespace strata::test {
namespace {

using at1enc::putSvarint;
using at1enc::putVarint;

constexpr std::uint8_t osmCodec = 2;

// The 31 streams in the writer's order, each empty but the vocabularies (count 0) and meta.
struct OsmStreams {
    std::map<std::string, std::string> data = {{"meta", std::string(1, '\0')},
                                               {"tag_keys", std::string(1, '\0')},
                                               {"roles", std::string(1, '\0')}};

    std::string& operator[](const std::string& name) { return data[name]; }

    std::string file() {
        static const char* const names[] = {
            "meta",     "opcodes",  "tag_keys", "roles",    "verbatim",  "n_id",     "n_ver",
            "n_ts",     "n_lat",    "n_lon",    "n_tagcnt", "n_tagkey",  "n_tagval", "w_id",
            "w_ver",    "w_ts",     "w_ndcnt",  "w_ndref",  "w_tagcnt",  "w_tagkey", "w_tagval",
            "r_id",     "r_ver",    "r_ts",     "r_memcnt", "r_memtype", "r_memref", "r_memrole",
            "r_tagcnt", "r_tagkey", "r_tagval"};
        std::vector<at1enc::PublicStream> streams;
        for (const char* name : names) {
            streams.push_back({name, data[name]});
        }
        return at1enc::publicWholeFile(osmCodec, streams);
    }
};

std::string nulVocabulary(std::initializer_list<std::string> entries) {
    std::string out;
    putVarint(out, entries.size());
    for (const auto& entry : entries) {
        out += entry + '\0';
    }
    return out;
}

std::string lp(const std::string& text) {
    std::string out;
    putVarint(out, text.size());
    return out + text;
}

// One node with no tags, id 1 version 1, at the given time and place (absolute, one node only).
OsmStreams oneNode(std::int64_t timestamp, std::int64_t lat, std::int64_t lon) {
    OsmStreams osm;
    osm["opcodes"] = "\1";
    putSvarint(osm["n_id"], 1);
    putVarint(osm["n_ver"], 1);
    putSvarint(osm["n_ts"], timestamp);
    putSvarint(osm["n_lat"], lat);
    putSvarint(osm["n_lon"], lon);
    putVarint(osm["n_tagcnt"], 0);
    return osm;
}

std::string rebuiltText(OsmStreams osm) {
    const auto result = rebuildAt1(osm.file());
    EXPECT_TRUE(result.ok()) << result.error()->message;
    return result.text;
}

std::string errorOf(OsmStreams osm) {
    const auto result = rebuildAt1(osm.file());
    return result.ok() ? "" : result.error()->message;
}

std::string nodeLine(const std::string& timestamp, const std::string& lat, const std::string& lon) {
    return "  <node id=\"1\" version=\"1\" timestamp=\"" + timestamp + "\" lat=\"" + lat +
           "\" lon=\"" + lon + "\"/>";
}

TEST(At1OsmCodec, CoordinatesArePrintedLikeTrimmedPercentPointSevenF) {
    EXPECT_EQ(rebuiltText(oneNode(0, 515000000, -1)),
              nodeLine("1970-01-01T00:00:00Z", "51.5", "-0.0000001"));
    EXPECT_EQ(rebuiltText(oneNode(0, 0, 1800000000)), nodeLine("1970-01-01T00:00:00Z", "0", "180"));
    EXPECT_EQ(rebuiltText(oneNode(0, -900000000, 1234567)),
              nodeLine("1970-01-01T00:00:00Z", "-90", "0.1234567"));
}

TEST(At1OsmCodec, TimestampsArePrintedLikeStrftimeOfGmtime) {
    EXPECT_EQ(rebuiltText(oneNode(-1, 0, 0)), nodeLine("1969-12-31T23:59:59Z", "0", "0"));
    EXPECT_EQ(rebuiltText(oneNode(951782400, 0, 0)), // a leap day
              nodeLine("2000-02-29T00:00:00Z", "0", "0"));
    // glibc's %Y neither pads nor limits the year: writers keep to 1000-9999 for that reason.
    EXPECT_EQ(rebuiltText(oneNode(-31556908800, 0, 0)), nodeLine("970-01-01T00:00:00Z", "0", "0"));
    EXPECT_EQ(rebuiltText(oneNode(253402300800, 0, 0)),
              nodeLine("10000-01-01T00:00:00Z", "0", "0"));
    EXPECT_NE(errorOf(oneNode(INT64_MAX, 0, 0)).find("which gmtime cannot represent"),
              std::string::npos);
}

TEST(At1OsmCodec, ElementsWithSharedRunningSums) {
    OsmStreams osm;
    osm["meta"] = "\1";
    osm["opcodes"] = std::string("\0\1\2\2\3\3", 6);
    osm["verbatim"] = lp("<osm>");
    osm["tag_keys"] = nulVocabulary({"name", "highway"});
    osm["roles"] = nulVocabulary({"", "outer"});
    // Node -5 with two tags.
    putSvarint(osm["n_id"], -5);
    putVarint(osm["n_ver"], 3);
    putSvarint(osm["n_ts"], 86400);
    putSvarint(osm["n_lat"], 10);
    putSvarint(osm["n_lon"], 20);
    putVarint(osm["n_tagcnt"], 2);
    putVarint(osm["n_tagkey"], 1);
    putVarint(osm["n_tagkey"], 0);
    osm["n_tagval"] = lp("bus_stop") + lp("A &amp; B");
    // Way 100 with nds 7, 9 and a tag; way 101 empty. The nd sum runs over both ways.
    for (const int delta : {100, 1}) {
        putSvarint(osm["w_id"], delta);
        putVarint(osm["w_ver"], 1);
        putSvarint(osm["w_ts"], delta == 100 ? 60 : 0);
    }
    putVarint(osm["w_ndcnt"], 2);
    putVarint(osm["w_ndcnt"], 0);
    putSvarint(osm["w_ndref"], 7);
    putSvarint(osm["w_ndref"], 2);
    putVarint(osm["w_tagcnt"], 1);
    putVarint(osm["w_tagcnt"], 0);
    putVarint(osm["w_tagkey"], 0);
    osm["w_tagval"] = lp("Ring");
    // Relation 1 with a way and a relation member; relation 2 empty.
    for (const int delta : {1, 1}) {
        putSvarint(osm["r_id"], delta);
        putVarint(osm["r_ver"], 2);
        putSvarint(osm["r_ts"], 0);
        putVarint(osm["r_tagcnt"], 0);
    }
    putVarint(osm["r_memcnt"], 2);
    putVarint(osm["r_memcnt"], 0);
    putVarint(osm["r_memtype"], 1);
    putVarint(osm["r_memtype"], 2);
    putSvarint(osm["r_memref"], 100);
    putSvarint(osm["r_memref"], -99);
    putVarint(osm["r_memrole"], 1);
    putVarint(osm["r_memrole"], 0);
    EXPECT_EQ(rebuiltText(osm),
              "<osm>\n"
              "  <node id=\"-5\" version=\"3\" timestamp=\"1970-01-02T00:00:00Z\" lat=\"0.000001\" "
              "lon=\"0.000002\">\n"
              "    <tag k=\"highway\" v=\"bus_stop\"/>\n"
              "    <tag k=\"name\" v=\"A &amp; B\"/>\n"
              "  </node>\n"
              "  <way id=\"100\" version=\"1\" timestamp=\"1970-01-01T00:01:00Z\">\n"
              "    <nd ref=\"7\"/>\n"
              "    <nd ref=\"9\"/>\n"
              "    <tag k=\"name\" v=\"Ring\"/>\n"
              "  </way>\n"
              "  <way id=\"101\" version=\"1\" timestamp=\"1970-01-01T00:01:00Z\"/>\n"
              "  <relation id=\"1\" version=\"2\" timestamp=\"1970-01-01T00:00:00Z\">\n"
              "    <member type=\"way\" ref=\"100\" role=\"outer\"/>\n"
              "    <member type=\"relation\" ref=\"1\" role=\"\"/>\n"
              "  </relation>\n"
              "  <relation id=\"2\" version=\"2\" timestamp=\"1970-01-01T00:00:00Z\"/>\n");
}

TEST(At1OsmCodec, OpcodeAboveThreeIsRejected) {
    // The public decoder takes it as a relation (section 13, lenient).
    OsmStreams osm = oneNode(0, 0, 0);
    osm["opcodes"] = "\4";
    EXPECT_NE(errorOf(osm).find("opcode 4"), std::string::npos) << errorOf(osm);
}

TEST(At1OsmCodec, CountsLargerThanTheirStreamsAreRejected) {
    OsmStreams osm;
    osm["opcodes"] = "\2";
    putSvarint(osm["w_id"], 1);
    putVarint(osm["w_ver"], 1);
    putSvarint(osm["w_ts"], 0);
    putVarint(osm["w_ndcnt"], 3);
    osm["w_ndref"] = "\2\4";
    putVarint(osm["w_tagcnt"], 0);
    EXPECT_NE(errorOf(osm).find("nd count 3 is more than the 2 bytes left in 'w_ndref'"),
              std::string::npos)
        << errorOf(osm);
    osm["tag_keys"] = "\5ab";
    EXPECT_NE(errorOf(osm).find("vocabulary size 5 is more than the 2 bytes left"),
              std::string::npos)
        << errorOf(osm);
}

TEST(At1OsmCodec, MetaMustHoldTheTrailingFlag) {
    OsmStreams osm = oneNode(0, 0, 0);
    osm["meta"] = "";
    EXPECT_NE(errorOf(osm).find("stream 'meta'"), std::string::npos) << errorOf(osm);
    osm["meta"] = "\2"; // only 1 sets it in the public decoder; a strict one refuses 2
    EXPECT_NE(errorOf(osm).find("trailing is 2, not 0 or 1"), std::string::npos) << errorOf(osm);
}

} // namespace
} // namespace strata::test
