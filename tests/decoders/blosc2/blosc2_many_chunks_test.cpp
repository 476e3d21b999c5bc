// A frame of 11,200 chunks, 1,200 of them stored (issue 42, "millions of units"): its runs of
// chunks are shown in groups of 512 made when shown, each labelled with the chunks it holds (a
// run of special chunks counts them all); a path without the groups finds a chunk.
#include "strata/blosc2_writer.h"
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/tree_lookup.h"

#include <cstring>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

constexpr std::int32_t chunkBytes = 16;

// Chunks 0-599 stored, 600-10599 zeros (one index entry each, one run), 10600-11199 stored.
std::vector<std::byte> manyChunks() {
    std::vector<std::byte> chunk = blosc2::memcpyedChunkHeader(chunkBytes, 4);
    chunk.resize(chunk.size() + chunkBytes);
    std::vector<blosc2::FrameChunkOut> chunks(
        600, blosc2::FrameChunkOut{chunk, static_cast<std::uint64_t>(chunkBytes), 1, 0});
    chunks.push_back({{}, static_cast<std::uint64_t>(chunkBytes), 10000, blosc2::zerosIndexValue});
    chunks.insert(chunks.end(), 600,
                  blosc2::FrameChunkOut{chunk, static_cast<std::uint64_t>(chunkBytes), 1, 0});
    blosc2::FrameSettings settings;
    settings.typesize = 4;
    settings.chunksize = chunkBytes;
    std::vector<std::byte> frame;
    blosc2::writeFrame(settings, chunks, [&frame](std::span<const std::byte> bytes) {
        frame.insert(frame.end(), bytes.begin(), bytes.end());
    });
    return frame;
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

} // namespace
} // namespace strata::test
