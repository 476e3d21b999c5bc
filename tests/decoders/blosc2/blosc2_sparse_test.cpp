// Sparse frames (issue 42, "millions of units"): a frame of a million or ten million special
// zeros chunks is 172 bytes, and opens in memory that follows its runs of like chunks, with no
// diagnostic; the tables count every item and read the last; the payload streams its zeros; a
// few stored chunks among them keep their places. Files: corpus blosc2-other-writers/README.md.
#include "formats/blosc2/frame_layout.h"
#include "strata/format_registry.h"
#include "support/build_paths.h"
#include "support/cli_runner.h"
#include "support/corpus.h"
#include "support/tree_lookup.h"

#include <gtest/gtest.h>
#include <random>

namespace strata::test {
namespace {

constexpr std::uint64_t itemsPerChunk = 1000;

struct SparseFrame {
    const char* file;
    std::uint64_t chunks;
};
constexpr SparseFrame zeroFrames[] = {{"blosc2-other-writers/zeros_1m.b2frame", 1'000'000},
                                      {"blosc2-other-writers/zeros_10m.b2frame", 10'000'000}};
constexpr const char* mixedFrame = "blosc2-other-writers/sparse_1m_mixed.b2frame";

const Table& tableNamed(const Document& document, std::string_view name) {
    for (const auto& table : document.tables) {
        if (table->name() == name) {
            return *table;
        }
    }
    throw std::runtime_error("no table " + std::string(name));
}

// The value of the item table's row `row`, read through the block that holds it.
std::int64_t itemAt(const Table& items, std::uint64_t row) {
    const std::size_t block = items.blockOfRow(row);
    const BlockData data = items.readBlock(block);
    const std::uint64_t at = row - items.blocks()[block].firstRow;
    EXPECT_LT(at, data.rowCount);
    EXPECT_TRUE(data.diagnostics.empty());
    return data.columns.at(1).intAt(at);
}

TEST(Blosc2Sparse, AFrameOfZeroChunksIsOneRunAndEveryItemCounts) {
    for (const auto& [file, chunks] : zeroFrames) {
        const Document document = openFile(corpusPath(file));
        EXPECT_TRUE(document.diagnostics.empty()) << file;
        const std::string last = std::to_string(chunks - 1);
        const Node* run = document.root->findByPath("file / chunks / chunks 0\u2013" + last);
        ASSERT_NE(run, nullptr) << file;
        EXPECT_EQ(run->value(),
                  std::to_string(chunks) + " chunks of zeros, 8000 bytes, not stored");
        EXPECT_EQ(document.root->findByPath("file / chunks")->children().size(), 1u);
        EXPECT_EQ(document.root->findByPath("file / frame header")->value(),
                  "b2frame format 2, " + std::to_string(chunks) + " chunks");

        const Table& items = tableNamed(document, "items");
        ASSERT_EQ(items.rowCount(), chunks * itemsPerChunk) << file;
        // Table blocks of at most 2^20 items: their number follows the items, not the chunks.
        EXPECT_EQ(items.blocks().size(), (chunks * itemsPerChunk + (1u << 20) - 1) >> 20);
        EXPECT_EQ(itemAt(items, 0), 0);
        EXPECT_EQ(itemAt(items, items.rowCount() - 1), 0);
        // Zero chunks have no decoded bytes to point at.
        EXPECT_FALSE(items.cellRange(items.rowCount() - 1, 1).has_value());

        const Table& table = tableNamed(document, "chunks");
        ASSERT_EQ(table.rowCount(), chunks);
        const BlockData tail = table.readBlock(table.blocks().size() - 1);
        EXPECT_EQ(static_cast<std::uint64_t>(tail.columns[0].intAt(tail.rowCount - 1)), chunks - 1);
        EXPECT_EQ(tail.columns[3].intAt(tail.rowCount - 1), 8000);
        EXPECT_EQ(tail.columns[6].stringAt(tail.rowCount - 1), "zeros");
    }
}

TEST(Blosc2Sparse, StoredChunksAmongZeroRunsKeepTheirPlaces) {
    const Document document = openFile(corpusPath(mixedFrame));
    EXPECT_TRUE(document.diagnostics.empty());
    const Node* chunks = document.root->findByPath("file / chunks");
    ASSERT_NE(chunks, nullptr);
    EXPECT_EQ(childLabels(*chunks),
              (std::vector<std::string>{"chunk 0", "chunks 1\u2013499999", "chunk 500000",
                                        "chunks 500001\u2013999999"}));
    const Table& items = tableNamed(document, "items");
    ASSERT_EQ(items.rowCount(), 1'000'000'000u);
    for (const std::uint64_t row : {std::uint64_t{0}, std::uint64_t{999}}) {
        EXPECT_EQ(itemAt(items, row), static_cast<std::int64_t>(row));
    }
    EXPECT_EQ(itemAt(items, 1000), 0);
    EXPECT_EQ(itemAt(items, 499'999'999), 0);
    for (std::uint64_t k : {0u, 5u, 999u}) {
        const std::uint64_t row = 500'000'000 + k;
        EXPECT_EQ(itemAt(items, row), static_cast<std::int64_t>(row));
    }
    EXPECT_EQ(itemAt(items, 500'001'000), 0);
    EXPECT_EQ(itemAt(items, items.rowCount() - 1), 0);
    // A stored chunk's item lies in its chunk's decoded layer; a zero chunk's nowhere.
    const auto cell = items.cellRange(500'000'005, 1);
    ASSERT_TRUE(cell.has_value());
    EXPECT_EQ(cell->layerPath, "file / chunks / chunk 500000 :: decoded chunk");
    EXPECT_EQ(cell->range, (ByteRange{40, 8}));
    EXPECT_FALSE(items.cellRange(500'001'000, 1).has_value());
}

// The payload gives a run's chunk again and again from one buffer, and stops when told.
TEST(Blosc2Sparse, ThePayloadStreamsZerosAndStopsWhenTheSinkDoes) {
    const Document document = openFile(corpusPath(mixedFrame));
    ASSERT_TRUE(document.payload);
    EXPECT_EQ(document.payload->size(), std::optional<std::uint64_t>{8'000'000'000});
    std::vector<std::vector<std::byte>> pieces;
    std::vector<Diagnostic> diagnostics;
    EXPECT_FALSE(document.payload->produce(
        [&](std::span<const std::byte> piece) {
            pieces.emplace_back(piece.begin(), piece.end());
            return pieces.size() < 3;
        },
        diagnostics));
    EXPECT_TRUE(diagnostics.empty());
    ASSERT_EQ(pieces.size(), 3u);
    std::int64_t item = 0;
    std::memcpy(&item, pieces[0].data() + 999 * 8, 8);
    EXPECT_EQ(item, 999);
    for (std::size_t i = 1; i < 3; ++i) {
        ASSERT_EQ(pieces[i].size(), 8000u);
        EXPECT_TRUE(std::all_of(pieces[i].begin(), pieces[i].end(),
                                [](std::byte b) { return b == std::byte{0}; }));
    }
}

// Opens `bytes` and walks the tree's top three levels; with `readTables`, reads the last block of
// every table too.
Document openAndWalk(const std::vector<std::byte>& bytes, bool readTables) {
    Document document = openBytes(bytes, "damaged.b2frame");
    for (const auto& child : document.root->children()) {
        for (const auto& grandchild : child->children()) {
            grandchild->children();
        }
    }
    for (const auto& table : readTables ? document.tables : decltype(document.tables){}) {
        if (!table->blocks().empty()) {
            const BlockData data = table->readBlock(table->blocks().size() - 1);
            for (const ColumnData& column : data.columns) {
                EXPECT_EQ(column.size(), data.rowCount);
            }
        }
    }
    return document;
}

// Damaged sparse frames: cut at every length (the mixed one every 997 bytes and in its last 64)
// they open, their trees read and what was lost is said; flipped at seeded places, their tables'
// last blocks read too.
TEST(Blosc2Sparse, CutAndFlippedSparseFramesStillOpenAndRead) {
    std::mt19937_64 random(20261129);
    for (const char* file : {zeroFrames[0].file, zeroFrames[1].file, mixedFrame}) {
        const auto intact = readFileBytes(corpusPath(file));
        for (std::size_t length = 0; length < intact.size(); ++length) {
            if (intact.size() < 1024 || length % 997 == 0 || length + 64 > intact.size()) {
                const Document document = openAndWalk(
                    {intact.begin(), intact.begin() + static_cast<long>(length)}, false);
                EXPECT_FALSE(document.diagnostics.empty()) << file << " cut at " << length;
            }
        }
        for (int i = 0; i < 40; ++i) {
            auto bytes = intact;
            bytes[random() % bytes.size()] ^= static_cast<std::byte>(1u << (random() % 8));
            openAndWalk(bytes, true);
        }
    }
}

// An unknown filter in the offsets index's header breaks every block of it the same way: said
// once at the first block, then once with the count of the others, not once a block.
TEST(Blosc2Sparse, IndexBlocksDamagedAlikeAreSaidOnceWithTheirCount) {
    auto bytes = readFileBytes(corpusPath(mixedFrame));
    const auto index = blosc2::readFrameLayout(*ByteSource::fromBuffer(bytes, "m.b2frame")).index;
    ASSERT_TRUE(index);
    ASSERT_GT(index->blocks.size(), 2u);
    bytes[index->offset + 21] = std::byte{8}; // the last filter slot: no filter c-blosc2 knows
    const Document document = openBytes(bytes, "m.b2frame");
    std::size_t unknown = 0;
    std::size_t counted = 0;
    for (const Diagnostic& diagnostic : document.diagnostics) {
        unknown += diagnostic.message.find("unknown filter") != std::string::npos ? 1 : 0;
        counted += diagnostic.message ==
                           std::to_string(index->blocks.size() - 1) +
                               " more blocks of the offsets index fail the same way and read "
                               "as zeros"
                       ? 1
                       : 0;
    }
    EXPECT_LE(unknown, 2u);
    EXPECT_EQ(counted, 1u);
}

// The peak resident memory of strata-cli run with `arguments`, in KB, as /usr/bin/time measures
// it: its own child's (a child forked from this test process would count the test's own pages,
// 700 MB of a sanitizer shard's).
long peakMemoryOfCli(const std::vector<std::string>& arguments) {
    std::vector<std::string> timed = {"-f", "%M", cliExecutable()};
    timed.insert(timed.end(), arguments.begin(), arguments.end());
    const CliResult run = runProgram("/usr/bin/time", timed);
    if (run.exitCode != 0) {
        return -1;
    }
    const std::size_t lastLine = run.err.find_last_of('\n', run.err.size() - 2);
    return std::stol(run.err.substr(lastLine == std::string::npos ? 0 : lastLine + 1));
}

// Opening costs memory that follows the runs: strata-cli's info of the ten-million-chunk frame
// stays within 50 MB of resident memory (1 KB a chunk took 978 MB for the one-million frame);
// AddressSanitizer's shadow and quarantine take more of their own.
TEST(Blosc2Sparse, InfoOfTenMillionChunksStaysSmall) {
    const CliResult result = runCli({"info", corpusPath(zeroFrames[1].file).string()});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_NE(result.out.find("items: 10000000000 rows"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("diagnostics: 0"), std::string::npos) << result.out;
#if defined(__SANITIZE_ADDRESS__)
    constexpr long limit = 200 * 1024;
#else
    constexpr long limit = 50 * 1024;
#endif
    const long peak = peakMemoryOfCli({"info", corpusPath(zeroFrames[1].file).string()});
    EXPECT_GT(peak, 0);
    EXPECT_LT(peak, limit) << "KB";
}

// `cat` of 80 GB of zeros into a pipe that closes after 100 bytes ends with the pipe.
TEST(Blosc2Sparse, CatStopsWhenItsReaderClosesThePipe) {
    const std::string command = "'" + cliExecutable() + "' cat '" +
                                corpusPath(zeroFrames[1].file).string() +
                                "' | head -c 100 | od -An -v -tx1 | tr -d ' \\n'";
    const CliResult result = runProgram("timeout", {"120", "sh", "-c", command});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(result.out, std::string(200, '0'));
}

} // namespace
} // namespace strata::test
