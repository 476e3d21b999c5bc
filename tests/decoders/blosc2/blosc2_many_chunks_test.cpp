// A frame of 11,200 chunks, 1,200 of them stored (issue 42, "millions of units"): its runs of
// chunks are shown in groups of 512 made when shown, each labelled with the chunks it holds (a
// run of special chunks counts them all); a path without the groups finds a chunk. A frame of
// 30,000 stored chunks opens in a few bytes a chunk: each chunk's layout is read again when its
// table block or node is asked for.
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/blosc2_frames.h"
#include "support/corpus.h"
#include "support/heap_bytes.h"
#include "support/tree_lookup.h"

#include <cstring>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

constexpr std::int32_t chunkBytes = 16;

blosc2::FrameChunkOut stored(const std::vector<std::byte>& chunk) {
    return {chunk, static_cast<std::uint64_t>(chunkBytes), 1, 0};
}

// Chunks 0-599 stored, 600-10599 zeros (one index entry each, one run), 10600-11199 stored.
std::vector<std::byte> manyChunks() {
    const std::vector<std::byte> chunk = memcpyedInt32Chunk(0, chunkBytes / 4);
    std::vector<blosc2::FrameChunkOut> chunks(600, stored(chunk));
    chunks.push_back({{}, static_cast<std::uint64_t>(chunkBytes), 10000, blosc2::zerosIndexValue});
    chunks.insert(chunks.end(), 600, stored(chunk));
    return writtenFrame(chunks, chunkBytes);
}

TEST(Blosc2ManyChunks, RunsOfChunksAreShownInGroupsOf512MadeWhenShown) {
    const Document document = openBytes(manyChunks(), "many.b2frame");
    EXPECT_TRUE(document.diagnostics.empty());
    const Node* chunks = document.root->findByPath("file / chunks");
    ASSERT_NE(chunks, nullptr);
    EXPECT_EQ(chunks->value(), "11200 chunks");
    EXPECT_EQ(unmadeGroupLabels(*chunks, "chunks"),
              (std::vector<std::string>{"chunks 0\u2013511", "chunks 512\u201311022",
                                        "chunks 11023\u201311199"}));
    const Node* zeros = document.root->findByPath("file / chunks / chunks 600\u201310599");
    ASSERT_NE(zeros, nullptr);
    EXPECT_EQ(zeros->path(), "file / chunks / chunks 512\u201311022 / chunks 600\u201310599");
    EXPECT_EQ(zeros->value(), "10000 chunks of zeros, 16 bytes, not stored");
    const Node* last = document.root->findByPath("file / chunks / chunk 11199");
    ASSERT_NE(last, nullptr);
    EXPECT_EQ(last->path(), "file / chunks / chunks 11023\u201311199 / chunk 11199");
    EXPECT_EQ(last->range().end(), chunks->range().end());
    // The zeros take no bytes: where chunk 599 ends, chunk 10600 starts.
    EXPECT_EQ(document.root->findByPath("file / chunks / chunk 599")->range().end(),
              document.root->findByPath("file / chunks / chunk 10600")->range().offset);
    EXPECT_EQ(document.tables.at(0)->rowCount(), 11200u * chunkBytes / 4);
    EXPECT_FALSE(hasErrors(checkDocument(document)));
}

TEST(Blosc2ManyChunks, AFrameOfManyStoredChunksOpensInAFewBytesAChunk) {
    constexpr std::int32_t count = 30000;
    std::vector<std::vector<std::byte>> bytes;
    std::vector<blosc2::FrameChunkOut> chunks;
    for (std::int32_t c = 0; c < count; ++c) {
        bytes.push_back(memcpyedInt32Chunk(4 * c, chunkBytes / 4));
    }
    for (const auto& chunk : bytes) {
        chunks.push_back(stored(chunk));
    }
    auto frame = std::make_shared<std::vector<std::byte>>(writtenFrame(chunks, chunkBytes));
    bytes.clear();
    chunks.clear();
    const std::size_t before = heapBytesInUse();
    const Document document = openBytes(*frame, "stored.b2frame");
    const std::size_t held = heapBytesInUse() - before - frame->size();
    // 1,100 bytes a chunk when every chunk's layout was kept from the open; the chunk's entry
    // (64 bytes), the tables' and the tree's starts of its run (16 + 16 + 8) now.
    EXPECT_LT(held / count, 200u) << held << " bytes for " << count << " chunks";
    EXPECT_TRUE(document.diagnostics.empty());

    // What is read again is what was read at the open: the last chunk's items, its node, and
    // the chunk table's row for it.
    const Table& items = *document.tables.at(0);
    ASSERT_EQ(items.rowCount(), 4u * count);
    const std::size_t last = items.blockCount() - 1;
    EXPECT_EQ(items.blockAt(last).firstRow, 4u * count - 4);
    EXPECT_EQ(items.blockNodePath(last), "file / chunks / chunk 29999");
    EXPECT_NE(document.root->findByPath(items.blockNodePath(last)), nullptr);
    const BlockData data = items.readBlock(last);
    ASSERT_EQ(data.rowCount, 4u);
    const auto& values = data.columns.at(1).ints();
    EXPECT_EQ(std::vector<std::int64_t>(values.begin(), values.end()),
              (std::vector<std::int64_t>{119996, 119997, 119998, 119999}));
    EXPECT_EQ(items.blockOfRow(4u * 12345 + 2), 12345u);
    const Table& chunkTable = *document.tables.at(1);
    ASSERT_EQ(chunkTable.name(), "chunks");
    ASSERT_EQ(chunkTable.rowCount(), static_cast<std::uint64_t>(count));
    EXPECT_EQ(chunkTable.blockNodePath(chunkTable.blockCount() - 1), "file / chunks / chunk 29999");
    const BlockData row = chunkTable.readBlock(chunkTable.blockCount() - 1);
    ASSERT_EQ(row.rowCount, 1u);
    EXPECT_EQ(row.columns.at(0).ints().at(0), count - 1);
    const Node* node = document.root->findByPath("file / chunks / chunk 29999");
    ASSERT_NE(node, nullptr);
    EXPECT_EQ(row.columns.at(1).ints().at(0), static_cast<std::int64_t>(node->range().offset));
    EXPECT_EQ(row.columns.at(2).ints().at(0), static_cast<std::int64_t>(node->range().length));
    EXPECT_EQ(row.columns.at(3).ints().at(0), 16);
}

} // namespace
} // namespace strata::test
