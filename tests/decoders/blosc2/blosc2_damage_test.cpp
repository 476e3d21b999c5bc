// Damaged Blosc2 files give diagnostics with offsets, never crash, and the undamaged blocks
// and chunks still decode.
#include "formats/blosc2/frame_layout.h"
#include "strata/check.h"
#include "strata/endian.h"
#include "strata/format_registry.h"
#include "support/blosc2_frames.h"
#include "support/cli_runner.h"
#include "support/corpus.h"

#include <cstring>
#include <fstream>
#include <gtest/gtest.h>

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

// A memcpyed chunk cut short has no block the file holds whole: its items are lost rows, not
// rows of zeros.
TEST(Blosc2Damage, AMemcpyedChunkCutShortHasNoRows) {
    auto bytes = readFileBytes(corpusPath("blosc2/memcpy/clevel0_i32_zstd.b2chunk"));
    const std::uint64_t items = (bytes.size() - 32) / 4;
    bytes.resize(bytes.size() - 100);
    const Document document = openBytes(bytes, "cut.b2chunk");
    EXPECT_TRUE(hasDiagnosticAt(document.diagnostics, 12, "cbytes"));
    const Table& table = *document.tables.at(0);
    EXPECT_EQ(table.rowCount(), 0u);
    EXPECT_EQ(table.lostRowCount(), items);
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
    // The chunk area is empty: one entry is read (and shown damaged), the other four are not,
    // as a few damaged bytes could otherwise name a million chunks.
    EXPECT_TRUE(hasDiagnosticAt(document.diagnostics, 97,
                                "the chunk area [97, 97) has room for 1 stored chunk(s) at most; "
                                "entries from 1 on (4) are not read"));
    const Node* chunks = document.root->findByPath("file / chunks");
    ASSERT_NE(chunks, nullptr);
    ASSERT_EQ(chunks->children().size(), 1u);
    EXPECT_EQ(chunks->children().front()->kind(), NodeKind::Damaged);
}

TEST(Blosc2Damage, FrameSpecialEntriesReadAsCBlosc2ReadsThem) {
    // frame_fill_special_nan_f64: every index entry is the 8 bytes at 129, top byte 0x82 (NaN).
    // c-blosc2 tests the kind bits in the order zeros, uninit, NaN (frame_special_chunk), so 0x83
    // is zeros; with no kind bit set (0x80) it refuses the chunk, and so does Strata.
    auto bytes = readFileBytes(corpusPath("blosc2/frames/frame_fill_special_nan_f64.b2frame"));
    bytes[136] = std::byte{0x83};
    const Document zeros = openBytes(bytes, "zeros.b2frame");
    EXPECT_FALSE(hasErrors(checkDocument(zeros)));
    // The five like entries are one run, one node.
    const Node* chunk = zeros.root->findByPath("file / chunks / chunks 0\u20134");
    ASSERT_NE(chunk, nullptr);
    EXPECT_EQ(chunk->value(), "5 chunks of zeros, 160000 bytes, not stored");

    bytes[136] = std::byte{0x80};
    const Document none = openBytes(bytes, "none.b2frame");
    EXPECT_TRUE(hasDiagnosticAt(none.diagnostics, 97,
                                "offsets index entries 0\u20134 mark a special chunk of no kind "
                                "c-blosc2 knows (top byte 0x80)"));
    const Node* damaged = none.root->findByPath("file / chunks / chunks 0\u20134");
    ASSERT_NE(damaged, nullptr);
    EXPECT_EQ(damaged->kind(), NodeKind::Damaged);
    // Its cells name no bytes (the chunk has no decoded layer).
    ASSERT_FALSE(none.tables.empty());
    EXPECT_FALSE(none.tables.front()->cellRange(0, 1).has_value());
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

// Opening a frame of a fixed chunksize reads no chunk but the first (issue 42): a damaged chunk
// further on is found by check, where opening found it before, and its node says so.
TEST(Blosc2Damage, AFrameChunkHeaderIsReadByCheckNotByOpening) {
    auto bytes = readFileBytes(corpusPath("blosc2/frames/frame_zstd_i32_6chunks.b2frame"));
    ASSERT_TRUE(blosc2::readFrameLayout(*ByteSource::fromBuffer(bytes)).chunksPlanned);
    // Chunk 1 starts at 567, its bstarts 32 bytes on.
    putInt32(bytes, 567 + 32, 0x7fffffff);
    const Document document = openBytes(bytes, "damaged.b2frame");
    EXPECT_TRUE(document.diagnostics.empty());
    const auto found = checkDocument(document);
    ASSERT_TRUE(hasDiagnosticAt(found, 567 + 32, "bstart 2147483647"));
    for (const auto& diagnostic : found) {
        if (diagnostic.offset == 567 + 32) {
            EXPECT_EQ(diagnostic.nodePath.rfind("file / chunks / chunk 1", 0), 0u)
                << diagnostic.nodePath;
        }
    }
    const Node* block = document.root->findByPath("file / chunks / chunk 1 / block 0");
    ASSERT_NE(block, nullptr);
    EXPECT_EQ(block->kind(), NodeKind::Damaged);
}

// A header whose chunksize is not the chunks' (a damaged one) is found by the first chunk's
// header, which opening reads: the frame is then read as before issue 42, every chunk's header
// read at the open, and its items are the chunks' own.
TEST(Blosc2Damage, AFrameWhoseChunksizeIsNotTheChunksReadsEveryChunk) {
    const auto clean = readFileBytes(corpusPath("blosc2/frames/frame_zstd_i32_6chunks.b2frame"));
    auto bytes = clean;
    const blosc2::FrameLayout layout = blosc2::readFrameLayout(*ByteSource::fromBuffer(bytes));
    ASSERT_TRUE(layout.chunksPlanned);
    ASSERT_EQ(layout.chunksize, 65536);
    // msgpack stores chunksize as an int32, big-endian: five chunks of 65,535 bytes and a last
    // one of 40,005 make the same 367,680 bytes of uncompressed_size, six chunks.
    for (const auto& item : layout.headerItems) {
        if (item.name == "chunksize") {
            const std::int32_t chunksize = byteSwap(std::int32_t{65535});
            std::memcpy(bytes.data() + item.range.offset + 1, &chunksize, 4);
        }
    }
    const blosc2::FrameLayout damaged = blosc2::readFrameLayout(*ByteSource::fromBuffer(bytes));
    EXPECT_FALSE(damaged.chunksPlanned);
    ASSERT_EQ(damaged.chunks.size(), 6u);
    EXPECT_EQ(damaged.chunks[0].place.nbytes, 65536u);
    const Document document = openBytes(bytes, "damaged.b2frame");
    // Chunk 4 is a chunk of zeros, stored in the index alone: it holds chunksize bytes, one
    // fewer than the others, and the header's sizes say so.
    EXPECT_TRUE(hasDiagnosticAt(document.diagnostics, 0,
                                "the chunks hold 367679 bytes, but uncompressed_size says 367680"));
    const Document expected = openBytes(clean, "clean.b2frame");
    std::vector<Diagnostic> diagnostics;
    std::vector<Diagnostic> none;
    const auto payload = payloadOf(document, diagnostics);
    const auto cleanPayload = payloadOf(expected, none);
    ASSERT_EQ(payload.size(), cleanPayload.size() - 1);
    EXPECT_TRUE(sameRange(payload, cleanPayload, 0, 4 * 65536));
    EXPECT_TRUE(std::equal(payload.end() - 40000, payload.end(), cleanPayload.end() - 40000));
}

// strata-cli says so: info tells what opening found and that check reads the rest; check finds
// the chunk's damage.
TEST(Blosc2Damage, InfoSaysCheckReadsTheChunksOpeningLeft) {
    auto bytes = readFileBytes(corpusPath("blosc2/frames/frame_zstd_i32_6chunks.b2frame"));
    putInt32(bytes, 567 + 32, 0x7fffffff);
    const auto path = testTempPath("damaged.b2frame");
    {
        std::ofstream out(path, std::ios::binary);
        out.write(reinterpret_cast<const char*>(bytes.data()),
                  static_cast<std::streamsize>(bytes.size()));
    }
    const CliResult info = runCli({"info", path.string()});
    EXPECT_EQ(info.exitCode, 0) << info.err;
    EXPECT_NE(info.out.find("diagnostics: 0 (opening's; strata-cli check reads the rest)"),
              std::string::npos)
        << info.out;
    const CliResult check = runCli({"check", path.string()});
    EXPECT_NE(check.exitCode, 0);
    EXPECT_NE(check.out.find("error 599 bstart 2147483647 lies outside the chunk's data"),
              std::string::npos)
        << check.out << check.err;
}

// A frame of chunksize 64 whose three chunks hold the int32 items from 0 on, 16 a chunk but its
// middle one, which holds `middle` (its header says 4 x middle bytes, the frame gives it 64).
std::vector<std::byte> frameWithAMiddleChunkOf(std::int32_t middle) {
    const auto first = memcpyedInt32Chunk(0, 16);
    const auto chunk = memcpyedInt32Chunk(16, middle);
    const auto last = memcpyedInt32Chunk(16 + middle, 16);
    return writtenFrame({{first, 64, 1, 0}, {chunk, 64, 1, 0}, {last, 64, 1, 0}}, 64);
}

// A chunk whose header holds fewer bytes than the frame's chunksize gives it: check says so, and
// its items past its bytes read as zeros with a diagnostic, not as data of the next chunk.
TEST(Blosc2Damage, AFrameChunkShorterThanTheChunksizeIsFound) {
    const Document document = openBytes(frameWithAMiddleChunkOf(8), "short.b2frame");
    EXPECT_TRUE(document.diagnostics.empty());
    const std::uint64_t chunk1 =
        document.root->findByPath("file / chunks / chunk 1")->range().offset;
    EXPECT_TRUE(hasDiagnosticAt(checkDocument(document), chunk1 + 4,
                                "the chunk's header says nbytes 32, but the frame's chunksize 64 "
                                "and uncompressed_size 192 give it 64"));
    const Table& items = *document.tables.at(0);
    ASSERT_EQ(items.rowCount(), 48u);
    const BlockData data = items.readBlock(items.blockOfRow(16));
    ASSERT_EQ(data.rowCount, 16u);
    for (std::uint64_t r = 0; r < 8; ++r) {
        EXPECT_EQ(data.columns.at(1).intAt(r), static_cast<std::int64_t>(16 + r));
    }
    EXPECT_TRUE(hasDiagnosticAt(data.diagnostics, chunk1 + 4,
                                "the chunk's header says nbytes 32, but the frame's chunksize"));
    EXPECT_EQ(items.readBlock(items.blockOfRow(32)).columns.at(1).intAt(0), 24);
}

// A chunk whose header holds more bytes than the chunksize gives it is read as the frame gives
// it, the table's rows and the payload's bytes alike, and every read of it says so.
TEST(Blosc2Damage, AFrameChunkLongerThanTheChunksizeIsReadAsTheFrameGivesIt) {
    const Document document = openBytes(frameWithAMiddleChunkOf(24), "long.b2frame");
    EXPECT_TRUE(document.diagnostics.empty());
    const std::uint64_t chunk1 =
        document.root->findByPath("file / chunks / chunk 1")->range().offset;
    const std::string said = "the chunk's header says nbytes 96, but the frame's chunksize 64";
    EXPECT_TRUE(hasDiagnosticAt(checkDocument(document), chunk1 + 4, said));
    const Table& items = *document.tables.at(0);
    ASSERT_EQ(items.rowCount(), 48u);
    const BlockData data = items.readBlock(items.blockOfRow(16));
    ASSERT_EQ(data.rowCount, 16u);
    EXPECT_EQ(data.columns.at(1).intAt(15), 31);
    EXPECT_TRUE(hasDiagnosticAt(data.diagnostics, chunk1 + 4, said));
    EXPECT_EQ(items.readBlock(items.blockOfRow(32)).columns.at(1).intAt(0), 40);
    std::vector<Diagnostic> diagnostics;
    const auto payload = payloadOf(document, diagnostics);
    EXPECT_EQ(payload.size(), 192u);
    EXPECT_TRUE(hasDiagnosticAt(diagnostics, chunk1 + 4, said));
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

TEST(Blosc2Damage, AnIndexListingOneChunkAgainAndAgainIsReportedOnce) {
    // The offsets index (at 2773) turned into a repeated-value chunk: 65,000 entries, all 0
    // (found by fuzzing: each entry used to make a chunk of the tree and tables, and a
    // 262,402-entry one took 16 s under ASan).
    auto bytes = readFileBytes(corpusPath("blosc2/frames/frame_zstd_i32_6chunks.b2frame"));
    constexpr std::size_t index = 2773;
    constexpr std::int32_t entries = 65000;
    putInt32(bytes, index + 4, entries * 8);
    putInt32(bytes, index + 8, entries * 8);
    putInt32(bytes, index + 12, 40);
    bytes[index + 31] = std::byte{0x30}; // special value: repeated
    std::memset(bytes.data() + index + 32, 0, 8);
    const Document document = openBytes(bytes, "repeated.b2frame");
    // The header's sizes make 6 chunks: the entries after those are not read at all.
    EXPECT_TRUE(hasDiagnosticAt(document.diagnostics, index,
                                "the index lists 65000 chunks, but uncompressed_size"));
    EXPECT_TRUE(hasDiagnosticAt(document.diagnostics, index, "5 entries point at chunks"));
    const Node* chunks = document.root->findByPath("file / chunks");
    ASSERT_NE(chunks, nullptr);
    // Chunk 0, then the five entries that repeat it as one run.
    ASSERT_EQ(chunks->children().size(), 2u);
    EXPECT_EQ(chunks->children()[1]->label(), "chunks 1\u20135");
    EXPECT_EQ(chunks->children()[1]->kind(), NodeKind::Damaged);
    EXPECT_EQ(chunks->children()[1]->value(),
              "the offsets index points at the bytes of chunk 0 again");
    // Only the first entry holds rows: chunk 0's 16,384 int32 items (chunksize 65536).
    EXPECT_EQ(document.tables[0]->rowCount(), 16384u);
}

TEST(Blosc2Damage, AnIndexOutOfOrderReadsEachChunkOnceAndNamesTheRepeats) {
    // Five chunks of four items (chunk c holds 100c to 100c + 3), their index entries made to
    // point at chunks 2, 0, 1, 0 and 2: c-blosc2 appends its chunks, so offsets that fall back
    // are rare; each is still found once, and an entry pointing at one listed before is named.
    std::vector<std::vector<std::byte>> stored;
    for (std::int32_t c = 0; c < 5; ++c) {
        stored.push_back(memcpyedInt32Chunk(100 * c, 4));
    }
    std::vector<blosc2::FrameChunkOut> chunks;
    for (const auto& chunk : stored) {
        chunks.push_back({chunk, 16, 1, 0});
    }
    auto bytes = writtenFrame(chunks, 16);
    const auto frame = blosc2::readFrameLayout(*ByteSource::fromBuffer(bytes, "order.b2frame"));
    ASSERT_TRUE(frame.index);
    const std::uint64_t entries = frame.index->offset + 32; // a memcpyed chunk of int64s
    std::vector<std::int64_t> offsets(5);
    std::memcpy(offsets.data(), bytes.data() + entries, 40);
    const std::vector<std::int64_t> pointed{offsets[2], offsets[0], offsets[1], offsets[0],
                                            offsets[2]};
    std::memcpy(bytes.data() + entries, pointed.data(), 40);
    const Document document = openBytes(bytes, "order.b2frame");
    EXPECT_TRUE(hasDiagnosticAt(document.diagnostics, frame.index->offset,
                                "2 entries point at chunks listed before them"));
    EXPECT_EQ(document.root->findByPath("file / chunks / chunk 3")->value(),
              "the offsets index points at the bytes of chunk 1 again");
    EXPECT_EQ(document.root->findByPath("file / chunks / chunk 4")->value(),
              "the offsets index points at the bytes of chunk 0 again");
    // The items of chunks 2, 0 and 1 in the order the index gives them.
    const Table& items = *document.tables.at(0);
    ASSERT_EQ(items.rowCount(), 12u);
    std::vector<std::int64_t> values;
    for (std::size_t b = 0; b < items.blockCount(); ++b) {
        const BlockData data = items.readBlock(b);
        for (std::uint64_t r = 0; r < data.rowCount; ++r) {
            values.push_back(data.columns.at(1).intAt(r));
        }
    }
    EXPECT_EQ(values,
              (std::vector<std::int64_t>{200, 201, 202, 203, 0, 1, 2, 3, 100, 101, 102, 103}));
}

TEST(Blosc2Damage, ABlockTooBigForItsStreamsIsReportedNotDecoded) {
    // One block of c-blosc2's largest size (found by fuzzing: every 2^20-item piece of it used
    // to decode all 512 MiB). Its eight lz4 streams of a few KiB cannot hold 64 MiB each.
    auto bytes = readFileBytes(corpusPath(threeBlocks));
    constexpr std::int32_t largest = 536866816;
    putInt32(bytes, 4, largest);
    putInt32(bytes, 8, largest);
    const Document document = openBytes(bytes, "inflated.b2chunk");
    ASSERT_FALSE(document.tables.empty());
    bool reported = false;
    for (const auto& diagnostic : document.diagnostics) {
        reported = reported || diagnostic.message.find(
                                   "cannot decode to 67108352 bytes with lz4") != std::string::npos;
    }
    EXPECT_TRUE(reported);
    const Table& table = *document.tables[0];
    const BlockData piece = table.readBlock(table.blocks().size() / 2);
    ASSERT_FALSE(piece.diagnostics.empty());
    EXPECT_NE(piece.diagnostics.front().message.find("the block reads as zeros"),
              std::string::npos);
}

} // namespace
} // namespace strata::test
