// Damaged Blosc2 files give diagnostics with offsets, never crash, and the undamaged blocks
// and chunks still decode.
#include "strata/check.h"
#include "strata/endian.h"
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <cstring>
#include <gtest/gtest.h>
#include <random>

namespace strata::test {
namespace {

// codec_lz4_shuffle_f64sine: 3 blocks of 32768 bytes (the last 30464), bstarts at 32.
constexpr const char* threeBlocks = "blosc2/codecs/codec_lz4_shuffle_f64sine.b2chunk";
constexpr const char* threeBlocksRaw = "blosc2/codecs/codec_lz4_shuffle_f64sine.raw";

void putInt32(std::vector<std::byte>& bytes, std::size_t at, std::int32_t value) {
    std::memcpy(bytes.data() + at, &value, 4);
}

std::vector<std::byte> payloadOf(const Document& document, std::vector<Diagnostic>& diagnostics) {
    std::vector<std::byte> out;
    if (document.payload) {
        document.payload->produce(
            [&](std::span<const std::byte> piece) {
                out.insert(out.end(), piece.begin(), piece.end());
                return true;
            },
            diagnostics);
    }
    return out;
}

bool hasDiagnosticAt(const std::vector<Diagnostic>& diagnostics, std::uint64_t offset,
                     const std::string& text) {
    for (const auto& d : diagnostics) {
        if (d.offset == offset && d.message.find(text) != std::string::npos) {
            return true;
        }
    }
    return false;
}

bool sameRange(const std::vector<std::byte>& a, const std::vector<std::byte>& b, std::size_t from,
               std::size_t to) {
    return a.size() >= to && b.size() >= to &&
           std::equal(a.begin() + from, a.begin() + to, b.begin() + from);
}

TEST(Blosc2Damage, BstartOutOfRangeLosesOnlyThatBlock) {
    auto bytes = readFileBytes(corpusPath(threeBlocks));
    putInt32(bytes, 32 + 4, 0x7fffffff);
    const Document document = openBytes(bytes, "damaged.b2chunk");
    EXPECT_TRUE(hasDiagnosticAt(document.diagnostics, 36, "bstart 2147483647"));
    std::vector<Diagnostic> diagnostics;
    const auto payload = payloadOf(document, diagnostics);
    const auto raw = readFileBytes(corpusPath(threeBlocksRaw));
    EXPECT_TRUE(sameRange(payload, raw, 0, 32768));
    EXPECT_TRUE(sameRange(payload, raw, 65536, raw.size()));
    EXPECT_FALSE(diagnostics.empty());
}

TEST(Blosc2Damage, StreamOverrunningItsBlock) {
    auto bytes = readFileBytes(corpusPath(threeBlocks));
    const auto bstart1 = loadLE<std::int32_t>(bytes.data() + 36);
    putInt32(bytes, static_cast<std::size_t>(bstart1), 1 << 20);
    const Document document = openBytes(bytes, "damaged.b2chunk");
    EXPECT_TRUE(
        hasDiagnosticAt(document.diagnostics, static_cast<std::uint64_t>(bstart1), "overruns"));
    std::vector<Diagnostic> diagnostics;
    const auto payload = payloadOf(document, diagnostics);
    const auto raw = readFileBytes(corpusPath(threeBlocksRaw));
    EXPECT_TRUE(sameRange(payload, raw, 0, 32768));
    EXPECT_TRUE(sameRange(payload, raw, 65536, raw.size()));
}

TEST(Blosc2Damage, StreamReachingIntoTheNextBlock) {
    auto bytes = readFileBytes(corpusPath(threeBlocks));
    const auto bstart0 = loadLE<std::int32_t>(bytes.data() + 32);
    const auto bstart1 = loadLE<std::int32_t>(bytes.data() + 36);
    // Block 0's last stream grows by 16 bytes, into block 1.
    auto position = static_cast<std::size_t>(bstart0);
    std::size_t last = position;
    while (position < static_cast<std::size_t>(bstart1)) {
        last = position;
        position += 4 + static_cast<std::size_t>(
                            std::max(loadLE<std::int32_t>(bytes.data() + position), 0));
    }
    putInt32(bytes, last, loadLE<std::int32_t>(bytes.data() + last) + 16);
    const Document document = openBytes(bytes, "damaged.b2chunk");
    EXPECT_TRUE(hasDiagnosticAt(document.diagnostics, last, "reaches into the next block"));
    std::vector<Diagnostic> diagnostics;
    const auto payload = payloadOf(document, diagnostics);
    const auto raw = readFileBytes(corpusPath(threeBlocksRaw));
    EXPECT_TRUE(sameRange(payload, raw, 32768, raw.size()));
}

TEST(Blosc2Damage, CbytesPastTheEndKeepsTheBlocksThatAreThere) {
    auto bytes = readFileBytes(corpusPath(threeBlocks));
    const auto bstart2 = loadLE<std::int32_t>(bytes.data() + 40);
    bytes.resize(static_cast<std::size_t>(bstart2) + 10);
    const Document document = openBytes(bytes, "truncated.b2chunk");
    EXPECT_TRUE(hasDiagnosticAt(document.diagnostics, 12, "cbytes"));
    std::vector<Diagnostic> diagnostics;
    const auto payload = payloadOf(document, diagnostics);
    const auto raw = readFileBytes(corpusPath(threeBlocksRaw));
    EXPECT_TRUE(sameRange(payload, raw, 0, 65536));
}

TEST(Blosc2Damage, UnknownCompressorAndFilter) {
    auto bytes = readFileBytes(corpusPath(threeBlocks));
    bytes[2] = static_cast<std::byte>((std::to_integer<unsigned>(bytes[2]) & 0x1F) | (5 << 5));
    const Document codec = openBytes(bytes, "codec.b2chunk");
    EXPECT_TRUE(hasDiagnosticAt(codec.diagnostics, 2, "unknown compressor"));
    EXPECT_TRUE(hasErrors(checkDocument(codec)));

    bytes = readFileBytes(corpusPath(threeBlocks));
    bytes[16 + 5] = std::byte{9};
    const Document filter = openBytes(bytes, "filter.b2chunk");
    EXPECT_TRUE(hasDiagnosticAt(filter.diagnostics, 21, "unknown filter 9"));
    std::vector<Diagnostic> diagnostics;
    payloadOf(filter, diagnostics);
    EXPECT_FALSE(diagnostics.empty());
}

TEST(Blosc2Damage, FrameIndexPointingOutsideTheFile) {
    // frame_fill_special_nan_f64: the offsets index is a repeated-value chunk at 97 whose value
    // (8 bytes at 129) is every entry; make it a real offset far past the end.
    auto bytes = readFileBytes(corpusPath("blosc2/frames/frame_fill_special_nan_f64.b2frame"));
    const std::int64_t far = 1 << 30;
    std::memcpy(bytes.data() + 129, &far, 8);
    const Document document = openBytes(bytes, "damaged.b2frame");
    EXPECT_TRUE(hasDiagnosticAt(document.diagnostics, 97, "outside the chunk area"));
    const auto all = checkDocument(document);
    EXPECT_TRUE(hasErrors(all));
}

TEST(Blosc2Damage, DamagedChunkInAFrameLeavesTheOthers) {
    auto bytes = readFileBytes(corpusPath("blosc2/frames/frame_zstd_i32_6chunks.b2frame"));
    // Chunk 1 starts at 567; break its first stream's zstd data.
    const auto bstart = loadLE<std::int32_t>(bytes.data() + 567 + 32);
    for (int i = 0; i < 8; ++i) {
        bytes[567 + static_cast<std::size_t>(bstart) + 4 + static_cast<std::size_t>(i)] =
            std::byte{0xAB};
    }
    const Document document = openBytes(bytes, "damaged.b2frame");
    std::vector<Diagnostic> diagnostics;
    const auto payload = payloadOf(document, diagnostics);
    ASSERT_FALSE(diagnostics.empty());
    EXPECT_EQ(diagnostics.front().nodePath, "file / chunks / chunk 1 / block 0");
    ASSERT_EQ(payload.size(), 367680u);
    // Chunk 0 and chunks 2.. are intact: compare with a clean decode.
    const Document clean = openFile(corpusPath("blosc2/frames/frame_zstd_i32_6chunks.b2frame"));
    std::vector<Diagnostic> none;
    const auto expected = payloadOf(clean, none);
    EXPECT_TRUE(sameRange(payload, expected, 0, 65536));
    EXPECT_TRUE(sameRange(payload, expected, 131072, expected.size()));
}

// Truncations and seeded byte flips: never a crash; either a diagnostic or a full decode.
TEST(Blosc2Damage, TruncationsAndByteFlipsNeverCrash) {
    for (const char* name : {"blosc2/codecs/codec_blosclz_shuffle_i32ramp.b2chunk",
                             "blosc2/filters/filt_delta_bitshuffle_i64ts_zstd.b2chunk",
                             "blosc2/blosc1/b1_snappy_shuffle_f64.blosc1",
                             "blosc2/frames/frame_zstd_i32_6chunks.b2frame",
                             "blosc2/vlblocks/vlblocks_lz4_shuffle_i32.b2chunk"}) {
        const auto original = readFileBytes(corpusPath(name));
        for (std::size_t cut : {std::size_t{0}, std::size_t{1}, std::size_t{15}, std::size_t{31},
                                std::size_t{40}, original.size() / 2, original.size() - 1}) {
            std::vector<std::byte> bytes(original.begin(),
                                         original.begin() + static_cast<std::ptrdiff_t>(cut));
            const Document document = openBytes(bytes, "cut.bin");
            const auto diagnostics = checkDocument(document);
            if (document.formatName == "Blosc2") {
                EXPECT_TRUE(hasErrors(diagnostics) || !document.diagnostics.empty())
                    << name << " cut " << cut;
            }
        }
        std::mt19937 engine(20261122);
        for (int trial = 0; trial < 60; ++trial) {
            auto bytes = original;
            for (int flips = 0; flips < 3; ++flips) {
                bytes[engine() % bytes.size()] ^= static_cast<std::byte>(1U << (engine() % 8));
            }
            const Document document = openBytes(bytes, "flipped.bin");
            checkDocument(document);
            std::vector<Diagnostic> diagnostics;
            payloadOf(document, diagnostics);
        }
    }
}

TEST(Blosc2Damage, AnInflatedRepeatedValueChunkDecodesInBoundedBlocks) {
    // special_repeatval_f64 holds one repeated double; declare ~2 GiB of it (found by fuzzing:
    // the table used to materialise the whole chunk as one block).
    auto bytes = readFileBytes(corpusPath("blosc2/special/special_repeatval_f64.b2chunk"));
    const auto raw = readFileBytes(corpusPath("blosc2/special/special_repeatval_f64.raw"));
    constexpr std::int32_t inflated = 0x7FFFFFF8;
    putInt32(bytes, 4, inflated);
    const Document document = openBytes(bytes, "inflated.b2chunk");
    ASSERT_FALSE(document.tables.empty());
    const Table& table = *document.tables[0];
    EXPECT_EQ(table.rowCount(), static_cast<std::uint64_t>(inflated) / 8);
    for (const TableBlock& block : table.blocks()) {
        ASSERT_LE(block.rowCount, std::uint64_t{1} << 20);
    }
    std::uint64_t expected = 0; // items of unknown type read as uint64
    std::memcpy(&expected, raw.data(), 8);
    const BlockData last = table.readBlock(table.blocks().size() - 1);
    ASSERT_EQ(last.columns.size(), 2u);
    ASSERT_EQ(last.columns[1].size(), last.rowCount);
    EXPECT_EQ(static_cast<std::uint64_t>(last.columns[1].intAt(last.rowCount - 1)), expected);
}

} // namespace
} // namespace strata::test
