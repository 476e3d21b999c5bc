// checkDocument finds every damaged node without producing the nodes of every row and value: a
// check of a million-row file used to build a node per cell (68 s, 5 GB for 1 M x 30).
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

TEST(Check, LooksForDamageWithoutProducingRowNodes) {
    const Document document = openFile(corpusPath("odb2/odb/capi_rarely_changing.odb"));
    EXPECT_FALSE(hasErrors(checkDocument(document)));
    // Opening read the frame's header and the frame's block decode walked its row markers: the
    // frame was not entered.
    const Node* frame = document.root->findByPath("file / frame 0");
    ASSERT_NE(frame, nullptr);
    EXPECT_FALSE(frame->childrenProduced());
    const Node* rows = document.root->findByPath("file / frame 0 / rows / rows 0-999");
    ASSERT_NE(rows, nullptr);
    // findByPath produced the path down to the row chunk, not the rows inside it.
    EXPECT_FALSE(rows->childrenProduced());
}

TEST(Check, ReportsDamageMarkedOnDataItself) {
    // capi_multiframe_codec_change cut inside frame 2's rows: the rows node of that frame holds
    // an "unreadable rows" node, which check reports (through the frame's block decode, which
    // finds the same damage at the same offset).
    auto bytes = readFileBytes(corpusPath("odb2/odb/capi_multiframe_codec_change.odb"));
    bytes.resize(39601 + 100);
    const Document document = openBytes(bytes, "cut.odb");
    bool found = false;
    for (const Diagnostic& diagnostic : checkDocument(document)) {
        found = found || diagnostic.nodePath.find("unreadable rows") != std::string::npos;
    }
    EXPECT_TRUE(found);
}

// truncated_frame.at1 ends inside its last frame, whose payload_len (at 2515) asks for 157
// bytes where 117 are left: opening says so where the payload starts (2517, as the reference
// decoder does), and the frame's node, damaged from its start, shows that finding, not another.
TEST(Check, ADamagedNodeShowingAnOpeningFindingIsNotReportedAgain) {
    const Document document = openFile(corpusPath("at1/bad/truncated_frame.at1"));
    const Node* frame = document.root->findByPath("file / frame 3");
    ASSERT_NE(frame, nullptr);
    EXPECT_EQ(frame->kind(), NodeKind::Damaged);
    EXPECT_EQ(frame->range().offset, 2515u);
    std::vector<std::uint64_t> offsets;
    for (const Diagnostic& diagnostic : checkDocument(document)) {
        if (diagnostic.message == "frame payload: needs 157 bytes, 117 left") {
            offsets.push_back(diagnostic.offset);
        }
    }
    EXPECT_EQ(offsets, std::vector<std::uint64_t>{2517});
}

} // namespace
} // namespace strata::test
