// Blosc2 repair (issue 37) of frames damaged the ways writers fail: the output opens without an
// error, its chunks decode to the bytes of the chunks the report keeps (zeros where it fills one),
// and a b2nd array keeps its shape. c-blosc2 reading the outputs is tests/peers'.
#include "formats/blosc2/file_layout.h"
#include "formats/blosc2/frame_layout.h"
#include "support/corpus.h"
#include "support/payload.h"
#include "support/repaired.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

const char* const frameFile = "blosc2/frames/frame_zstd_i32_6chunks.b2frame"; // 6 chunks of 65536

std::vector<std::byte> chunkBytes(const std::vector<std::byte>& frame, const std::string& name) {
    const auto file = blosc2::readFileLayout(openBytes(frame, name).source);
    std::vector<std::byte> bytes(file->rawSize());
    std::vector<Diagnostic> diagnostics;
    blosc2::ChunkReader(*file).read(0, bytes, diagnostics);
    return bytes;
}

struct Outcome {
    Repaired repaired;
    std::vector<std::byte> chunkData; // the repaired frame's chunks, decoded
};

Outcome repairAndReopen(const std::vector<std::byte>& damaged, const std::string& name,
                        const std::string& what, RepairOptions options = {}) {
    const Document document = openBytes(damaged, name);
    auto repaired = repairInMemory(document, options);
    if (!repaired) {
        ADD_FAILURE() << what << ": no repair";
        return {};
    }
    const Document reopened = openBytes(repaired->bytes, name);
    for (const Diagnostic& diagnostic : reopened.diagnostics) {
        EXPECT_NE(diagnostic.severity, Severity::Error) << what << ": " << diagnostic.message;
    }
    std::vector<std::byte> chunkData = chunkBytes(repaired->bytes, name);
    return {std::move(*repaired), std::move(chunkData)};
}

std::vector<std::byte> original() {
    return readFileBytes(corpusPath(frameFile));
}

ByteRange chunkRange(const std::vector<std::byte>& frame, std::uint64_t chunk) {
    const auto file = blosc2::readFileLayout(openBytes(frame, "f.b2frame").source);
    return file->chunks.place(chunk).range();
}

TEST(Blosc2Repair, ASoundFrameIsWrittenByteForByte) {
    for (const char* extension : {".b2frame", ".b2nd"}) {
        for (const auto& path : corpusFiles("blosc2/frames", extension)) {
            const auto bytes = readFileBytes(path);
            const auto repaired = repairInMemory(openBytes(bytes, path.filename().string()));
            ASSERT_TRUE(repaired) << path;
            EXPECT_TRUE(repaired->report.unchanged) << path;
            EXPECT_EQ(repaired->bytes, bytes) << path;
        }
    }
}

TEST(Blosc2Repair, ACutFrameKeepsItsWholeChunks) {
    const auto bytes = original();
    const auto all = chunkBytes(bytes, "f.b2frame");
    const ByteRange third = chunkRange(bytes, 3);
    const std::vector<std::byte> cut(
        bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(third.offset + 100));
    const Outcome outcome = repairAndReopen(cut, "f.b2frame", "cut in chunk 3");
    const RepairReport& report = outcome.repaired.report;
    ASSERT_EQ(report.entries.size(), 5u); // chunks 0-2, the cut chunk 3, the missing chunks
    EXPECT_EQ(report.entries[3].action, RepairEntry::Action::Dropped);
    EXPECT_EQ(report.entries[4].unit, "missing chunks");
    EXPECT_EQ(report.rowsKept(), 3u * 16384);
    EXPECT_EQ(report.rowsKept() + report.rowsLost(), all.size() / 4);
    EXPECT_TRUE(outcome.chunkData == std::vector<std::byte>(all.begin(), all.begin() + 3 * 65536));

    // With --fill-zeros the frame keeps its size: zeros from chunk 3 on.
    const Outcome filled = repairAndReopen(cut, "f.b2frame", "cut, filled", {.fillZeros = true});
    ASSERT_EQ(filled.chunkData.size(), all.size());
    EXPECT_TRUE(std::equal(all.begin(), all.begin() + 3 * 65536, filled.chunkData.begin()));
    EXPECT_TRUE(std::all_of(filled.chunkData.begin() + 3 * 65536, filled.chunkData.end(),
                            [](std::byte b) { return b == std::byte{0}; }));
    EXPECT_EQ(filled.repaired.report.entries[3].action, RepairEntry::Action::Filled);
}

TEST(Blosc2Repair, AChunkThatDoesNotDecompressIsDroppedAndTheOthersKept) {
    auto bytes = original();
    const auto all = chunkBytes(bytes, "f.b2frame");
    const ByteRange second = chunkRange(bytes, 2);
    // Its bstarts and first stream's bytes overwritten.
    std::fill(bytes.begin() + static_cast<std::ptrdiff_t>(second.offset + 32),
              bytes.begin() + static_cast<std::ptrdiff_t>(second.offset + 96), std::byte{0xFF});
    const Outcome outcome = repairAndReopen(bytes, "f.b2frame", "chunk 2 overwritten");
    const RepairReport& report = outcome.repaired.report;
    ASSERT_EQ(report.entries.size(), 6u);
    EXPECT_EQ(report.entries[2].action, RepairEntry::Action::Dropped);
    EXPECT_EQ(report.rowsLost(), 16384u);
    std::vector<std::byte> expected(all.begin(), all.begin() + 2 * 65536);
    expected.insert(expected.end(), all.begin() + 3 * 65536, all.end());
    EXPECT_TRUE(outcome.chunkData == expected);
}

TEST(Blosc2Repair, AnArrayCutShortKeepsItsShape) {
    const auto bytes = readFileBytes(corpusPath("blosc2/frames/array_2d_f64.b2nd"));
    const Document sound = openBytes(bytes, "a.b2nd");
    const std::vector<std::byte> cut(bytes.begin(), bytes.begin() + bytes.size() / 2);
    const Outcome outcome = repairAndReopen(cut, "a.b2nd", "array cut");
    const Document reopened = openBytes(outcome.repaired.bytes, "a.b2nd");
    ASSERT_EQ(reopened.tables.size(), sound.tables.size());
    EXPECT_EQ(reopened.tables.front()->rowCount(), sound.tables.front()->rowCount());
    EXPECT_EQ(reopened.tables.front()->columns().size(), sound.tables.front()->columns().size());
    EXPECT_TRUE(outcome.repaired.report.lost());
}

TEST(Blosc2Repair, AnUnreadableHeaderGivesAnEmptyFrame) {
    auto bytes = original();
    bytes[24] = std::byte{0}; // the flags' str4 marker: the header reads no further
    const Document document = openBytes(bytes, "f.b2frame");
    ASSERT_EQ(document.formatName, "Blosc2");
    const auto repaired = repairInMemory(document);
    ASSERT_TRUE(repaired);
    EXPECT_TRUE(repaired->report.lost());
    const Document reopened = openBytes(repaired->bytes, "f.b2frame");
    EXPECT_TRUE(reopened.diagnostics.empty()) << reopened.diagnostics.front().message;
}

// A standalone chunk whose nbytes, blocksize or cbytes was damaged gets the value its blocks
// agree with, and decodes to the intact chunk's bytes again.
TEST(Blosc2Repair, AChunkHeaderSizeTheBlocksContradictIsMadeConsistent) {
    const auto path = corpusPath("blosc2/blocks/blocks_bs1000_text_zstd.b2chunk");
    const auto bytes = readFileBytes(path);
    std::vector<Diagnostic> none;
    const auto expected = payloadBytes(openBytes(bytes, "c.b2chunk"), none);
    for (const std::size_t field : {std::size_t{4}, std::size_t{8}, std::size_t{12}}) {
        auto damaged = bytes;
        damaged[field] ^= std::byte{0x10};
        const std::string what = "header byte " + std::to_string(field) + " flipped";
        const Document document = openBytes(damaged, "c.b2chunk");
        const auto repaired = repairInMemory(document);
        ASSERT_TRUE(repaired) << what;
        EXPECT_EQ(repaired->report.entries.front().action, RepairEntry::Action::Reencoded) << what;
        EXPECT_FALSE(repaired->report.lost()) << what;
        EXPECT_EQ(repaired->bytes, bytes) << what;
    }
    // Bytes after the chunk are dropped.
    auto padded = bytes;
    padded.insert(padded.end(), 16, std::byte{0});
    const auto trimmed = repairInMemory(openBytes(padded, "c.b2chunk"));
    ASSERT_TRUE(trimmed);
    EXPECT_EQ(trimmed->bytes, bytes);
    EXPECT_EQ(expected.size(), 50321u);
}

} // namespace
} // namespace strata::test
