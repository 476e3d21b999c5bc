// AT-1 repair (issue 37): a streaming container keeps the frames that rebuild; a whole-file
// container whose original rebuilds but is damaged elsewhere becomes a RAW container of that
// original with its SHA-256 trailer; every output opens without a diagnostic and `cat` of it
// gives the salvaged original.
#include "formats/at1/at1_writer.h"
#include "strata/check.h"
#include "support/corpus.h"
#include "support/payload.h"
#include "support/repaired.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

std::vector<std::byte> originalOf(const std::string& name) {
    return readFileBytes(corpusPath("at1/" + name + ".orig"));
}

struct Outcome {
    Repaired repaired;
    std::vector<std::byte> payload; // of the repaired file
    Document reopened;
};

Outcome repairAndReopen(const std::vector<std::byte>& damaged, const std::string& what) {
    const Document document = openBytes(damaged, "damaged.at1");
    auto repaired = repairInMemory(document);
    if (!repaired) {
        ADD_FAILURE() << what << ": no repair";
        return {};
    }
    Document reopened = openBytes(repaired->bytes, "repaired.at1");
    const auto problems = checkDocument(reopened);
    EXPECT_TRUE(problems.empty()) << what << ": " << problems.front().message;
    std::vector<Diagnostic> diagnostics;
    std::vector<std::byte> payload = payloadBytes(reopened, diagnostics);
    EXPECT_TRUE(diagnostics.empty()) << what;
    return {std::move(*repaired), std::move(payload), std::move(reopened)};
}

TEST(At1Repair, ASoundFileIsWrittenByteForByte) {
    for (const char* name : {"col_all_verbatim", "pub_stream_columnar", "pub_col_stored_streams"}) {
        const auto bytes = readFileBytes(corpusPath(std::string("at1/") + name + ".at1"));
        const auto repaired = repairInMemory(openBytes(bytes, "sound.at1"));
        ASSERT_TRUE(repaired) << name;
        EXPECT_TRUE(repaired->report.unchanged) << name;
        EXPECT_EQ(repaired->bytes, bytes) << name;
    }
}

TEST(At1Repair, AStreamingContainerCutShortKeepsItsWholeFrames) {
    const auto bytes = readFileBytes(corpusPath("at1/pub_stream_columnar.at1"));
    const auto original = originalOf("pub_stream_columnar");
    const std::vector<std::byte> cut(bytes.begin(), bytes.begin() + bytes.size() * 2 / 3);
    const Outcome outcome = repairAndReopen(cut, "cut at two thirds");
    const RepairReport& report = outcome.repaired.report;
    ASSERT_EQ(report.entries.size(), 3u);
    EXPECT_EQ(report.entries[0].action, RepairEntry::Action::Copied);
    EXPECT_EQ(report.entries[1].action, RepairEntry::Action::Copied);
    EXPECT_EQ(report.entries[2].action, RepairEntry::Action::Dropped);
    EXPECT_EQ(report.entries[2].unit, "frame 2");
    ASSERT_GT(outcome.payload.size(), 0u);
    ASSERT_LT(outcome.payload.size(), original.size());
    EXPECT_TRUE(std::equal(outcome.payload.begin(), outcome.payload.end(), original.begin()));
}

TEST(At1Repair, AStreamingTrailerThatDoesNotMatchIsLeftOut) {
    auto bytes = readFileBytes(corpusPath("at1/pub_stream_columnar.at1"));
    bytes[bytes.size() - 20] ^= std::byte{0xFF}; // in the trailer's SHA-256
    const Outcome outcome = repairAndReopen(bytes, "trailer flipped");
    EXPECT_FALSE(outcome.repaired.report.lost());
    ASSERT_EQ(outcome.repaired.report.notes.size(), 1u);
    EXPECT_TRUE(outcome.payload == originalOf("pub_stream_columnar"));
    EXPECT_EQ(outcome.repaired.bytes.size(), bytes.size() - 36);
}

TEST(At1Repair, AWholeFileWhoseTrailerDoesNotMatchKeepsItsCodecWithANewTrailer) {
    const auto sound = readFileBytes(corpusPath("at1/pub_col_stored_streams.at1"));
    auto bytes = sound;
    bytes[bytes.size() - 20] ^= std::byte{0xFF}; // in the trailer's SHA-256
    const Outcome outcome = repairAndReopen(bytes, "trailer flipped");
    EXPECT_EQ(outcome.repaired.report.entries.front().action, RepairEntry::Action::Reencoded);
    EXPECT_TRUE(outcome.payload == originalOf("pub_col_stored_streams"));
    // The streams as they were and the trailer of the rebuilt original: the sound file.
    EXPECT_EQ(outcome.repaired.bytes, sound);
}

TEST(At1Repair, TheRawContainerHoldsTheOriginalWithItsTrailer) {
    const auto original = originalOf("pub_col_stored_streams");
    const auto raw = at1::rawContainer(original);
    const Document document = openBytes(raw, "raw.at1");
    EXPECT_TRUE(checkDocument(document).empty());
    std::vector<Diagnostic> diagnostics;
    EXPECT_TRUE(payloadBytes(document, diagnostics) == original);
    // RAW, public dialect: codec 255, backend 0 (xz), the SHA-256 trailer.
    EXPECT_EQ(raw[4], std::byte{0xFF});
    EXPECT_EQ(raw[5], std::byte{0x00});
    EXPECT_EQ(raw.back(), std::byte{0x01});
}

TEST(At1Repair, AWholeFileWhoseOriginalDoesNotRebuildKeepsNothing) {
    const auto bytes = readFileBytes(corpusPath("at1/col_all_verbatim.at1"));
    const std::vector<std::byte> cut(bytes.begin(), bytes.end() - 10);
    const Outcome outcome = repairAndReopen(cut, "cut");
    EXPECT_TRUE(outcome.repaired.report.lost());
    EXPECT_TRUE(outcome.payload.empty());
}

} // namespace
} // namespace strata::test
