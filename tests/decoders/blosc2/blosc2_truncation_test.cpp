// A Blosc2 file cut short: the rows whose bytes are whole are the intact file's, those the cut
// took are counted as lost and never shown (issue 41, items 1 and 3); a frame cut before its
// offsets index has its chunks found by walking the chunk area.
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/table_text.h"

#include <algorithm>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

// 4 chunks of 4000 float64 items (32000 bytes), at 150, 25091, 50222 and 75942; the offsets
// index at 101900, the trailer at 101964; 102745 bytes.
constexpr const char* fourChunks = "blosc2/frames/frame_meta_lz4_f64.b2frame";
constexpr std::uint64_t chunkItems = 4000;

struct FrameCut {
    std::size_t length;
    std::uint64_t heldRows;
    std::uint64_t lostAt; // 0: none lost
};

class Blosc2FrameCut : public ::testing::TestWithParam<FrameCut> {};

TEST_P(Blosc2FrameCut, ShowsTheWholeChunksAndCountsTheRest) {
    const FrameCut cut = GetParam();
    auto bytes = readFileBytes(corpusPath(fourChunks));
    bytes.resize(cut.length);
    const Document document = openBytes(bytes, "cut.b2frame");
    const Document intact = openFile(corpusPath(fourChunks));
    ASSERT_EQ(document.formatName, "Blosc2");
    ASSERT_FALSE(document.tables.empty());
    const Table& table = *document.tables[0];
    EXPECT_EQ(table.rowCount(), cut.heldRows);
    EXPECT_EQ(table.lostRowCount(), 4 * chunkItems - cut.heldRows);
    EXPECT_EQ(table.firstLossAt(), cut.lostAt);

    const auto cells = tableCells(table);
    const auto intactCells = tableCells(*intact.tables[0]);
    ASSERT_EQ(cells.size(), cut.heldRows + 1);
    for (std::uint64_t r = 0; r <= cut.heldRows; ++r) {
        ASSERT_EQ(cells[r], intactCells[r]) << "row " << r;
    }
}

INSTANTIATE_TEST_SUITE_P(
    Cuts, Blosc2FrameCut,
    ::testing::Values(
        // The cut: chunks 0 and 1 whole, chunk 2's one block cut, chunk 3 gone.
        FrameCut{60000, 2 * chunkItems, 50258},
        // Right after chunk 1: chunk 2's header is not there at all.
        FrameCut{50222, 2 * chunkItems, 50222},
        // Inside chunk 0's header.
        FrameCut{160, 0, 160},
        // Inside the offsets index: every chunk is whole.
        FrameCut{101920, 4 * chunkItems, 0},
        // In the trailer: the index still leads to every chunk.
        FrameCut{102000, 4 * chunkItems, 0}));

TEST(Blosc2FrameCut, TheDiagnosticSaysTheIndexIsLostAndWhatTheWalkFound) {
    auto bytes = readFileBytes(corpusPath(fourChunks));
    bytes.resize(60000);
    const Document document = openBytes(bytes, "cut.b2frame");
    const auto said = std::find_if(
        document.diagnostics.begin(), document.diagnostics.end(),
        [](const Diagnostic& d) { return d.message.find("walking") != d.message.npos; });
    ASSERT_NE(said, document.diagnostics.end());
    EXPECT_EQ(said->message, "the chunk offsets index at 101900 lies outside the frame's chunk "
                             "area; walking the chunk area from 150 found 3 chunks, the last cut "
                             "short at 60000");
    EXPECT_EQ(said->severity, Severity::Error);
    const Node* chunks = document.root->findByPath("file / chunks");
    ASSERT_NE(chunks, nullptr);
    EXPECT_EQ(chunks->range(), (ByteRange{150, 60000 - 150}));
    const Node* chunk1 = document.root->findByPath("file / chunks / chunk 1");
    ASSERT_NE(chunk1, nullptr);
    EXPECT_EQ(chunk1->range(), (ByteRange{25091, 25131}));
}

TEST(Blosc2ChunkCut, TheBlocksTheCutTakesAreLostRows) {
    // codec_lz4_shuffle_f64sine: 3 blocks of 32768 bytes (4096 items; the last 30464 bytes,
    // 3808 items), bstarts at 32; cut 10 bytes into block 2.
    const auto path = corpusPath("blosc2/codecs/codec_lz4_shuffle_f64sine.b2chunk");
    auto bytes = readFileBytes(path);
    std::uint32_t bstart2 = 0;
    std::memcpy(&bstart2, bytes.data() + 40, 4);
    bytes.resize(bstart2 + 10);
    const Document document = openBytes(bytes, "cut.b2chunk");
    const Document intact = openFile(path);
    const Table& table = *document.tables[0];
    EXPECT_EQ(table.rowCount(), 8192u);
    EXPECT_EQ(table.lostRowCount(), 3808u);
    EXPECT_EQ(table.firstLossAt(), bstart2);
    const auto cells = tableCells(table);
    const auto intactCells = tableCells(*intact.tables[0]);
    ASSERT_EQ(cells.size(), 8193u);
    EXPECT_TRUE(std::equal(cells.begin(), cells.end(), intactCells.begin()));
}

} // namespace
} // namespace strata::test
