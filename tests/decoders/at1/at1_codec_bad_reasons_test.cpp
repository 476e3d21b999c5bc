// Each malformed file of corpus/at1-codecs/bad is rejected for the fault its README line names,
// not for an earlier one: `check` prints the offset and the reason.
#include "support/cli_runner.h"
#include "support/corpus.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

struct BadFile {
    std::string name;
    std::string message; // what `check` prints, from "error " on or a part of it
};

class At1CodecBadReason : public ::testing::TestWithParam<BadFile> {};

TEST_P(At1CodecBadReason, CheckGivesTheReason) {
    const CliResult result =
        runCli({"check", corpusPath("at1-codecs/bad/" + GetParam().name + ".at1").string()});
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_NE(result.out.find(GetParam().message), std::string::npos) << result.out;
}

INSTANTIATE_TEST_SUITE_P(
    Files, At1CodecBadReason,
    ::testing::Values(
        BadFile{"qjson2_65_templates", "error 13 stream 'meta' (decoded byte 3): nt 65 is more "
                                       "than the 64 templates a file may hold"},
        BadFile{"qjson2_line_map_oob", "line 0: entry 6 names template 5, past the 5 templates"},
        BadFile{"qjson2_template_run_out", "line 60 reads template 0, which holds only 15 lines"},
        BadFile{"qjson2_template_streams_missing",
                "template 5 (streams 't5:'): the stream set has no 'meta' stream"},
        BadFile{"json_bad_tape_token", "stream 'tape' (decoded byte 1): unknown tape token 7"},
        BadFile{"json_column_run_out", "column 0 of 'values' has 1 items, too few"},
        BadFile{"json_nesting_too_deep", "a value nests deeper than 8192 levels"},
        BadFile{"json_rule_id_oob", "rule id 5 is past the 0 rules"},
        BadFile{"osm_tag_key_oob",
                "stream 'n_tagkey' (decoded byte 1): tag key 7 is past the 7 entries"},
        BadFile{"osm_member_type_3",
                "stream 'r_memtype' (decoded byte 1): member type 3 (0 node, 1 way, 2 relation)"},
        BadFile{"osm_tag_value_past_end", "stream 'n_tagval' (decoded byte 2): tag value: needs "
                                          "136 bytes, 125 left"},
        BadFile{"osm_tag_keys_unterminated",
                "stream 'tag_keys' (decoded byte 50): entry 6 has no terminating NUL"}),
    [](const auto& info) { return info.param.name; });

} // namespace
} // namespace strata::test
