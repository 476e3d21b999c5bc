// Damaged ODB-2 files: strata-cli check reports what is wrong at its offset, frames before the
// damage still decode, and no truncation or byte flip crashes the decoder.
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/table_text.h"

#include <algorithm>
#include <cstring>
#include <gtest/gtest.h>
#include <random>

namespace strata::test {
namespace {

// capi_multiframe_codec_change: six frames of one schema (offsets from manifest.json).
constexpr const char* multiframe = "odb2/odb/capi_multiframe_codec_change.odb";
constexpr std::uint64_t frame1Data = 2930;
constexpr std::uint64_t frame2 = 19924;
constexpr std::uint64_t frame3 = 38465;
constexpr std::uint64_t frame3Data = 39601;
constexpr std::uint64_t md5Field = 17; // marker, magic, byte order, two version numbers

std::vector<std::byte> multiframeBytes() {
    return readFileBytes(corpusPath(multiframe));
}

const Diagnostic* findDiagnostic(const std::vector<Diagnostic>& diagnostics, std::uint64_t offset,
                                 const std::string& text) {
    for (const auto& diagnostic : diagnostics) {
        if (diagnostic.offset == offset && diagnostic.message.find(text) != std::string::npos) {
            return &diagnostic;
        }
    }
    return nullptr;
}

std::string describe(const std::vector<Diagnostic>& diagnostics) {
    std::string text;
    for (const auto& diagnostic : diagnostics) {
        text += std::to_string(diagnostic.offset) + ": " + diagnostic.message + "\n";
    }
    return text;
}

// Block `got` of a damaged file's table holds the rows of block `want` of the intact file's.
void expectSameBlock(const Table& damaged, std::size_t got, const Table& intact, std::size_t want) {
    const BlockData expected = intact.readBlock(want);
    const BlockData actual = damaged.readBlock(got);
    ASSERT_EQ(actual.rowCount, expected.rowCount) << "block " << got;
    EXPECT_TRUE(actual.diagnostics.empty()) << "block " << got;
    for (std::size_t c = 0; c < expected.columns.size(); ++c) {
        for (std::uint64_t r = 0; r < expected.rowCount; ++r) {
            std::string a;
            std::string e;
            actual.columns[c].appendText(r, a);
            expected.columns[c].appendText(r, e);
            ASSERT_EQ(a, e) << "block " << got << " column " << c << " row " << r;
            ASSERT_EQ(actual.columns[c].isMissing(r), expected.columns[c].isMissing(r));
        }
    }
}

// The rows of the first `blocks` blocks of a table equal those of the undamaged file.
void expectLeadingBlocksIntact(const Table& damaged, std::size_t blocks) {
    const Document intact = openFile(corpusPath(multiframe));
    for (std::size_t b = 0; b < blocks; ++b) {
        expectSameBlock(damaged, b, *intact.tables[0], b);
    }
}

TEST(Odb2Damage, CorruptedMd5IsReportedAtItsOffset) {
    auto bytes = multiframeBytes();
    bytes[frame3 + md5Field + 4] ^= std::byte{0x01}; // first hex digit of frame 3's md5
    const Document document = openBytes(std::move(bytes), "damaged.odb");
    const auto diagnostics = checkDocument(document);
    EXPECT_NE(findDiagnostic(diagnostics, frame3 + md5Field, "md5"), nullptr)
        << describe(diagnostics);
    ASSERT_EQ(document.tables.size(), 1u);
    expectLeadingBlocksIntact(*document.tables[0], 6);
}

TEST(Odb2Damage, TruncatedFrameIsReportedAndEarlierFramesDecode) {
    auto bytes = multiframeBytes();
    bytes.resize(frame3Data + 100);
    const Document document = openBytes(std::move(bytes), "truncated.odb");
    const auto diagnostics = checkDocument(document);
    EXPECT_NE(findDiagnostic(diagnostics, frame3Data, "truncated frame"), nullptr)
        << describe(diagnostics);
    ASSERT_EQ(document.tables.size(), 1u);
    ASSERT_EQ(document.tables[0]->blocks().size(), 4u);
    expectLeadingBlocksIntact(*document.tables[0], 3);
}

TEST(Odb2Damage, ADamagedMiddleFrameLeavesTheFramesOnBothSides) {
    auto bytes = multiframeBytes();
    // Frame 2's byte order flag, versions and md5 overwritten: no frame starts there any more.
    std::fill(bytes.begin() + frame2 + 6, bytes.begin() + frame2 + 40, std::byte{0xEE});
    const Document document = openBytes(std::move(bytes), "damaged-middle.odb");
    const auto children = document.root->children();
    ASSERT_EQ(children.size(), 6u); // frames 0 and 1, the damaged bytes, then three frames
    EXPECT_EQ(children[2]->kind(), NodeKind::Damaged);
    EXPECT_EQ(children[2]->range(), (ByteRange{frame2, frame3 - frame2}));
    EXPECT_NE(children[2]->value().find("resumes at the next frame marker"), std::string::npos);
    EXPECT_EQ(children[3]->range().offset, frame3);
    // The table holds the rows of intact frames 0, 1, 3, 4 and 5, unchanged.
    ASSERT_EQ(document.tables.size(), 1u);
    const Document intact = openFile(corpusPath(multiframe));
    const std::vector<std::size_t> salvaged{0, 1, 3, 4, 5};
    ASSERT_EQ(document.tables[0]->blocks().size(), salvaged.size());
    for (std::size_t b = 0; b < salvaged.size(); ++b) {
        expectSameBlock(*document.tables[0], b, *intact.tables[0], salvaged[b]);
    }
}

TEST(Odb2Damage, UnknownCodecIsReportedAndOtherFramesDecode) {
    auto bytes = multiframeBytes();
    // Frame 2's first column uses int16: rename the codec.
    const std::string codec("\x05\x00\x00\x00int16", 9);
    const auto begin = bytes.begin() + static_cast<std::ptrdiff_t>(frame2);
    const auto at = std::search(begin, bytes.end(), codec.begin(), codec.end(),
                                [](std::byte b, char c) { return b == std::byte(c); });
    ASSERT_NE(at, bytes.end());
    const auto codecOffset = static_cast<std::uint64_t>(at - bytes.begin());
    std::memcpy(bytes.data() + codecOffset + 4, "int17", 5);
    const Document document = openBytes(std::move(bytes), "unknown-codec.odb");
    const auto diagnostics = checkDocument(document);
    EXPECT_NE(findDiagnostic(diagnostics, codecOffset, "unknown codec \"int17\""), nullptr)
        << describe(diagnostics);
    ASSERT_EQ(document.tables.size(), 2u);
    EXPECT_EQ(document.tables[0]->name(), "frames 0-1");
    EXPECT_EQ(document.tables[1]->name(), "frames 3-5");
    expectLeadingBlocksIntact(*document.tables[0], 2);
}

TEST(Odb2Damage, AnUnreadableFrameKeepsItsNumberInDiagnosticsTreeAndTables) {
    // The case: frame 3's marker broken. Its diagnostic said "file / frame 3" at
    // 38465 while the tree renumbered the frames after it (its "frame 3" at 56601) and the
    // table was "frames 3-4" for frames 4 and 5.
    auto bytes = multiframeBytes();
    bytes[frame3] ^= std::byte{0xFF};
    const Document document = openBytes(std::move(bytes), "broken-frame3.odb");
    const auto diagnostics = checkDocument(document);
    const Diagnostic* broken = findDiagnostic(diagnostics, frame3, "frame marker");
    ASSERT_NE(broken, nullptr) << describe(diagnostics);
    EXPECT_EQ(broken->nodePath, "file / frame 3");
    const Node* frameThree = document.root->findByPath("file / frame 3");
    ASSERT_NE(frameThree, nullptr);
    EXPECT_EQ(frameThree->range().offset, frame3);
    EXPECT_EQ(frameThree->kind(), NodeKind::Damaged);
    const Node* frameFour = document.root->findByPath("file / frame 4");
    ASSERT_NE(frameFour, nullptr);
    EXPECT_EQ(frameFour->range().offset, 56601u);
    ASSERT_EQ(document.tables.size(), 1u);
    EXPECT_EQ(document.tables[0]->name(), "frames 0-2, 4-5");
    EXPECT_EQ(document.tables[0]->blockNodePath(3), "file / frame 4");
    EXPECT_EQ(document.tables[0]->blocks()[3].range.offset, 56601u);
}

TEST(Odb2Damage, RowMarkerPastColumnCountIsReportedAndEarlierFramesDecode) {
    auto bytes = multiframeBytes();
    bytes[frame1Data] = std::byte{0x00};
    bytes[frame1Data + 1] = std::byte{0x09}; // 9 > 5 columns
    const Document document = openBytes(std::move(bytes), "bad-marker.odb");
    const auto diagnostics = checkDocument(document);
    EXPECT_NE(findDiagnostic(diagnostics, frame1Data, "row marker 9 is past the column count 5"),
              nullptr)
        << describe(diagnostics);
    expectLeadingBlocksIntact(*document.tables[0], 1);
    const BlockData block = document.tables[0]->readBlock(1);
    EXPECT_TRUE(block.columns[0].isMissing(0));
}

TEST(Odb2Damage, AFirstRowThatSkipsColumnsReadsThemAsMissing) {
    // Found by fuzzing the row decoder: a first row whose marker skips columns put the row's
    // base before the data (pointer arithmetic out of range, undefined behaviour).
    auto bytes = multiframeBytes();
    bytes[frame1Data] = std::byte{0x00};
    bytes[frame1Data + 1] = std::byte{0x02};
    const Document document = openBytes(std::move(bytes), "skipping-marker.odb");
    const BlockData block = document.tables[0]->readBlock(1);
    ASSERT_GT(block.rowCount, 0u);
    EXPECT_TRUE(block.columns[0].isMissing(0));
    EXPECT_TRUE(block.columns[1].isMissing(0));
}

// Decodes everything a damaged file offers; returns whether any error was found.
bool decodeEverything(std::vector<std::byte> bytes) {
    const Document document = openBytes(std::move(bytes), "damaged.odb");
    bool errors = hasErrors(checkDocument(document));
    for (const auto& table : document.tables) {
        for (std::size_t b = 0; b < table->blocks().size(); ++b) {
            const BlockData block = table->readBlock(b);
            EXPECT_EQ(block.columns.size(), table->columns().size());
            for (const auto& column : block.columns) {
                EXPECT_EQ(column.size(), block.rowCount);
            }
            errors = errors || hasErrors(block.diagnostics);
        }
    }
    return errors;
}

TEST(Odb2Damage, EveryTruncationIsReported) {
    // Frame boundaries of concat_mixed_endian_and_empty_frame (manifest.json).
    const std::vector<std::uint64_t> boundaries{0, 654, 853, 1313, 1773};
    for (const char* name :
         {"odb2/odb/pyodc_littleendian.odb", "odb2/odb/concat_mixed_endian_and_empty_frame.odb"}) {
        const auto bytes = readFileBytes(corpusPath(name));
        // Fewer than 5 bytes do not hold the 0xFFFF "ODA" magic: such a file is no ODB-2 file.
        for (std::size_t length = 5; length < bytes.size(); ++length) {
            const bool boundary =
                std::find(boundaries.begin(), boundaries.end(), length) != boundaries.end() &&
                std::string(name).find("concat") != std::string::npos;
            const bool errors = decodeEverything(
                {bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(length)});
            EXPECT_TRUE(errors || boundary) << name << " cut to " << length;
        }
    }
}

TEST(Odb2Damage, SeededByteFlipsNeverCrashAndHeaderFlipsAreReported) {
    std::mt19937 random(20261122);
    for (const char* name :
         {"odb2/odb/pyodc_littleendian.odb", "odb2/odb/concat_mixed_endian_and_empty_frame.odb",
          "odb2/odb/capi_bitfields.odb"}) {
        const auto bytes = readFileBytes(corpusPath(name));
        const Document intact = openBytes(bytes, "intact.odb");
        std::uniform_int_distribution<std::size_t> position(0, bytes.size() - 1);
        std::uniform_int_distribution<int> bit(0, 7);
        for (int trial = 0; trial < 300; ++trial) {
            auto damaged = bytes;
            const std::size_t at = position(random);
            damaged[at] ^= std::byte(1u << bit(random));
            const bool errors = decodeEverything(std::move(damaged));
            // From the md5 text to the end of the header, every flip breaks the md5 or the
            // layout (the first frame of each file starts at 0; its header ends at the data).
            const auto& firstFrame = *intact.root->children()[0];
            const Node& header = *firstFrame.children()[1];
            if (at >= md5Field + 4 && at < header.range().end()) {
                EXPECT_TRUE(errors) << name << " flip at " << at;
            }
        }
    }
}

} // namespace
} // namespace strata::test
