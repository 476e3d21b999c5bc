// Codec 0 (ssh) edge cases the corpus does not cover (at1-codecs.md section 4), on files built
// by hand in the public framing.
#include "support/at1_rebuild.h"
#include "support/at1_test_encoder.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

using at1enc::putVarint;
using namespace std::string_literals;

// One structured line with the message template `templateText` and the slot values `vars`.
std::string templatedLine(const std::string& templateText, const std::string& vars,
                          const std::string& verbatim = {}) {
    std::string meta, pid, templateId;
    putVarint(meta, 1);
    meta += '\0';
    putVarint(pid, 22);
    putVarint(templateId, 0);
    return at1enc::publicWholeFile(0, {{"meta", meta},
                                       {"flags", "\2"},
                                       {"months", "Mar"},
                                       {"days", " 5"},
                                       {"times", "01:02:03"},
                                       {"hosts", "gw"},
                                       {"pids", pid},
                                       {"template_ids", templateId},
                                       {"templates", templateText},
                                       {"vars", vars},
                                       {"rawmsgs", ""},
                                       {"verbatim", verbatim}});
}

TEST(At1SshCodec, LinesOfEveryKindKeepTheirFieldsByteForByte) {
    std::string meta, pids, templateIds;
    putVarint(meta, 3);
    meta += '\1';
    putVarint(pids, 0);
    putVarint(pids, UINT64_MAX);
    putVarint(templateIds, 0);
    const auto result =
        rebuildAt1(at1enc::publicWholeFile(0, {{"meta", meta},
                                               {"flags", "\2\1\0"s},
                                               {"months", "Mar\nMar"},
                                               {"days", " 5\n12"},
                                               {"times", "01:02:03\n04:05:06"},
                                               {"hosts", "gw\nhost-2"},
                                               {"pids", pids},
                                               {"template_ids", templateIds},
                                               {"templates", "Accepted <<*> for <*>"},
                                               {"vars", "key>\0root"s},
                                               {"rawmsgs", "Received <*> literally"},
                                               {"verbatim", "Mar  5 01:02:04 gw CRON[7]: done"}}));
    ASSERT_FALSE(result.error()) << result.error()->message;
    // `<<*>` is '<' then a slot; a raw message keeps its `<*>`; the day keeps syslog's padding.
    EXPECT_EQ(result.text, "Mar  5 01:02:03 gw sshd[0]: Accepted <key> for root\n"
                           "Mar 12 04:05:06 host-2 sshd[18446744073709551615]: Received <*> "
                           "literally\n"
                           "Mar  5 01:02:04 gw CRON[7]: done\n");
}

TEST(At1SshCodec, TemplateWithoutSlotsTakesAnEmptyItem) {
    const auto result = rebuildAt1(templatedLine("Server listening", ""));
    ASSERT_FALSE(result.error()) << result.error()->message;
    EXPECT_EQ(result.text, "Mar  5 01:02:03 gw sshd[22]: Server listening");
}

TEST(At1SshCodec, EmptySlotValuesAreKept) {
    const auto result = rebuildAt1(templatedLine("user <*> from <*>", "\0"s));
    ASSERT_FALSE(result.error()) << result.error()->message;
    EXPECT_EQ(result.text, "Mar  5 01:02:03 gw sshd[22]: user  from ");
}

TEST(At1SshCodec, SlotValuesThatDoNotMatchTheSlotsAreRefused) {
    // The public decoder fills missing pieces with nothing and drops extra ones; writers never
    // do either (section 4), so a strict decoder names the damage.
    for (const auto& [templateText, vars] : std::vector<std::pair<std::string, std::string>>{
             {"user <*> from <*>", "root"}, {"user <*>", "a\0b"s}, {"Server listening", "x"}}) {
        const auto result = rebuildAt1(templatedLine(templateText, vars));
        ASSERT_TRUE(result.error()) << templateText;
        EXPECT_NE(result.error()->message.find("slots of template 0"), std::string::npos)
            << result.error()->message;
        EXPECT_GT(result.error()->offset, 0u);
    }
}

TEST(At1SshCodec, FlagOtherThanZeroOneOrTwoIsRefused) {
    std::string file = templatedLine("Server listening", "");
    file[file.find("flags\2\1\2"s) + 7] = '\3';
    const auto result = rebuildAt1(file);
    ASSERT_TRUE(result.error());
    EXPECT_NE(result.error()->message.find("flag 3, not 0, 1 or 2"), std::string::npos)
        << result.error()->message;
}

TEST(At1SshCodec, ItemsNoLineTakesAreRefused) {
    // An empty list stream is one empty item that nothing needs to take; anything more is left
    // over, which writers never do (section 1, "leftovers").
    const auto result = rebuildAt1(templatedLine("Server listening", "", "stray line"));
    ASSERT_TRUE(result.error());
    EXPECT_NE(
        result.error()->message.find("stream 'verbatim': 1 items are left over after the 0 used"),
        std::string::npos)
        << result.error()->message;
}

} // namespace
} // namespace strata::test
