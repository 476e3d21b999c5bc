// strata-cli repair (issue 37), ODB-2: a file of eight frames damaged the ways writers fail (cut
// inside a frame, a frame header overwritten, an md5 flipped, a row marker broken) is repaired
// into a file that Strata opens without a diagnostic and odc reads, holding exactly the rows
// `strata-cli csv` salvages from the damaged file; a sound file comes out byte for byte.
#include "strata/format_registry.h"
#include "support/cli_runner.h"
#include "support/corpus.h"
#include "support/odb2_written.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

// capi_bitfields' 400 rows in frames of 50, as Strata writes them.
std::vector<std::byte> eightFrames() {
    const Document source = openFile(corpusPath("odb2/odb/capi_bitfields.odb"));
    return writtenAsOdb2(*source.tables.at(0), 50);
}

std::vector<ByteRange> frameRanges(const std::vector<std::byte>& file) {
    const Document document = openBytes(file, "frames.odb"); // the blocks live as long as it
    std::vector<ByteRange> ranges;
    for (const TableBlock& block : document.tables.at(0)->blocks()) {
        ranges.push_back(block.range);
    }
    return ranges;
}

std::filesystem::path writeTemp(const std::vector<std::byte>& bytes, const std::string& name) {
    const std::filesystem::path path = testTempPath(name);
    std::ofstream(path, std::ios::binary)
        .write(reinterpret_cast<const char*>(bytes.data()),
               static_cast<std::streamsize>(bytes.size()));
    return path;
}

struct Repaired {
    CliResult run;
    std::string csvOfDamaged; // what csv salvages from the damaged file
    std::string csvOfRepaired;
    std::string odcCount;
    bool repairedOpensClean = false;
};

Repaired repair(const std::vector<std::byte>& damaged, const std::string& name) {
    const auto in = writeTemp(damaged, name + ".odb");
    const auto out = testTempPath(name + "-repaired.odb");
    Repaired result;
    result.run = runCli({"repair", in.string(), "-o", out.string()});
    result.csvOfDamaged = runCli({"csv", in.string()}).out;
    if (std::filesystem::exists(out)) {
        result.csvOfRepaired = runCli({"csv", out.string()}).out;
        result.odcCount = runProgram("odc", {"count", out.string()}).out;
        const Document repaired = openFile(out);
        result.repairedOpensClean =
            repaired.diagnostics.empty() && runCli({"check", out.string()}).exitCode == 0;
    }
    std::filesystem::remove(in);
    std::filesystem::remove(out);
    return result;
}

std::string rowCountOf(const std::string& csv) {
    return std::to_string(std::count(csv.begin(), csv.end(), '\n') - 1) + "\n";
}

void expectSalvaged(const Repaired& repaired, int exitCode, const std::string& what) {
    EXPECT_EQ(repaired.run.exitCode, exitCode) << what << ": " << repaired.run.err;
    EXPECT_TRUE(repaired.repairedOpensClean) << what;
    EXPECT_EQ(repaired.csvOfRepaired, repaired.csvOfDamaged) << what;
    EXPECT_EQ(repaired.odcCount, rowCountOf(repaired.csvOfDamaged)) << what;
}

TEST(CliRepair, ASoundFileComesOutByteForByte) {
    const std::string file = corpusPath("odb2/odb/capi_strings.odb").string();
    const auto out = testTempPath("sound-repaired.odb");
    const CliResult run = runCli({"repair", file, "-o", out.string()});
    EXPECT_EQ(run.exitCode, 0) << run.err;
    EXPECT_NE(run.out.find("nothing to repair"), std::string::npos) << run.out;
    EXPECT_EQ(readFileBytes(out), readFileBytes(file));
    std::filesystem::remove(out);
}

TEST(CliRepair, AFileCutInsideAFrameKeepsTheRowsItHolds) {
    const auto file = eightFrames();
    const auto frames = frameRanges(file);
    ASSERT_EQ(frames.size(), 8u);
    // Past the frame's header (1,589 of its 2,609 bytes: the bitfields' names), inside its rows.
    const std::uint64_t cut = frames[5].offset + frames[5].length * 7 / 8;
    const std::vector<std::byte> damaged(file.begin(), file.begin() + static_cast<long>(cut));
    const Repaired repaired = repair(damaged, "cut");
    expectSalvaged(repaired, 1, "cut inside frame 5");
    EXPECT_NE(repaired.run.out.find("re-encoded frame 5"), std::string::npos) << repaired.run.out;
    EXPECT_NE(repaired.run.out.find("copied frame 4"), std::string::npos) << repaired.run.out;
}

TEST(CliRepair, AFileCutInsideAFrameHeaderDropsItsBytes) {
    const auto file = eightFrames();
    const auto frames = frameRanges(file);
    const std::uint64_t cut = frames[5].offset + 100;
    const std::vector<std::byte> damaged(file.begin(), file.begin() + static_cast<long>(cut));
    const Repaired repaired = repair(damaged, "cut-header");
    expectSalvaged(repaired, 1, "cut inside frame 5's header");
    EXPECT_NE(
        repaired.run.out.find("dropped bytes [" + std::to_string(frames[5].offset) + ", +100]"),
        std::string::npos)
        << repaired.run.out;
    EXPECT_EQ(rowCountOf(repaired.csvOfRepaired), "250\n");
}

TEST(CliRepair, AnOverwrittenFrameHeaderDropsThatFrameAndKeepsTheOthers) {
    auto file = eightFrames();
    const auto frames = frameRanges(file);
    // The magic and the header length of frame 3: no frame is read there.
    std::fill_n(file.begin() + static_cast<long>(frames[3].offset), 24, std::byte{0x55});
    const Repaired repaired = repair(file, "header");
    expectSalvaged(repaired, 1, "frame 3's header overwritten");
    EXPECT_NE(repaired.run.out.find("dropped bytes [" + std::to_string(frames[3].offset)),
              std::string::npos)
        << repaired.run.out;
    EXPECT_EQ(rowCountOf(repaired.csvOfRepaired), "350\n");
}

TEST(CliRepair, AFlippedMd5IsReencodedWithEveryRow) {
    auto file = eightFrames();
    const auto frames = frameRanges(file);
    // The md5's first hex digit (after marker, magic, byte order, version, its length).
    auto& digit = file[frames[2].offset + 2 + 3 + 4 + 8 + 4];
    digit = digit == std::byte{'0'} ? std::byte{'1'} : std::byte{'0'};
    const Repaired repaired = repair(file, "md5");
    expectSalvaged(repaired, 0, "frame 2's md5 flipped");
    EXPECT_NE(repaired.run.out.find("re-encoded frame 2"), std::string::npos) << repaired.run.out;
    EXPECT_EQ(rowCountOf(repaired.csvOfRepaired), "400\n");
}

// --json: the same report for a program, read back by Python's json module.
TEST(CliRepair, TheJsonReportListsEveryUnit) {
    auto file = eightFrames();
    const auto frames = frameRanges(file);
    std::fill_n(file.begin() + static_cast<long>(frames[3].offset), 24, std::byte{0x55});
    const auto in = writeTemp(file, "json.odb");
    const auto out = testTempPath("json-repaired.odb");
    const CliResult run = runCli({"repair", in.string(), "-o", out.string(), "--json"});
    EXPECT_EQ(run.exitCode, 1) << run.err;
    const CliResult read = runProgram("python3", {"-c", R"(
import json, sys
report = json.loads(sys.stdin.read())
print(report["lost"], report["rows_kept"], [unit["action"] for unit in report["units"]])
)"},
                                      run.out);
    std::filesystem::remove(in);
    std::filesystem::remove(out);
    ASSERT_EQ(read.exitCode, 0) << read.err << run.out;
    EXPECT_EQ(read.out, "True 350 ['copied', 'copied', 'copied', 'dropped', 'copied', 'copied', "
                        "'copied', 'copied']\n");
}

TEST(CliRepair, UsageErrorsWriteNothing) {
    const std::string odb = corpusPath("odb2/odb/capi_strings.odb").string();
    EXPECT_EQ(runCli({"repair", odb, "-o", odb}).exitCode, 2);
    EXPECT_EQ(runCli({"repair", odb}).exitCode, 2);
    const auto out = testTempPath("never-written.odb");
    EXPECT_EQ(runCli({"repair", odb, "-o", out.string(), "--no-such-option"}).exitCode, 2);
    EXPECT_FALSE(std::filesystem::exists(out));
}

// COLE: a file cut inside its sixth row group keeps the five before it, names its columns as
// inferred, and exits 1; the repaired file is sound.
TEST(CliRepair, ACutColeFileKeepsItsCompleteRowGroups) {
    const auto bytes = readFileBytes(corpusPath("cole/multi_rowgroups.col"));
    const auto in = writeTemp({bytes.begin(), bytes.begin() + 2000}, "cut.col");
    const auto out = testTempPath("cut-repaired.col");
    const CliResult run = runCli({"repair", in.string(), "-o", out.string()});
    EXPECT_EQ(run.exitCode, 1) << run.err;
    EXPECT_NE(run.out.find("copied row group 4 [761, +1040], 100 rows"), std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("dropped cut tail [1801, +199], 500 rows lost: file truncated at 2000"),
              std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("note: column names inferred from the page headers: column_0"),
              std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("kept 116 rows, lost 500"), std::string::npos) << run.out;
    EXPECT_EQ(runCli({"check", out.string()}).exitCode, 0);
    EXPECT_EQ(runCli({"csv", out.string()}).out.substr(0, 36),
              "column_0,column_1,column_2,column_3\n");
}

// Blosc2: a frame cut inside its fourth chunk keeps three; with --fill-zeros the rest become
// chunks of zeros and the data keeps its size.
TEST(CliRepair, ACutBlosc2FrameKeepsItsWholeChunksOrFillsZeros) {
    const auto bytes = readFileBytes(corpusPath("blosc2/frames/frame_zstd_i32_6chunks.b2frame"));
    const auto in = writeTemp({bytes.begin(), bytes.begin() + 2000}, "cut.b2frame");
    const auto out = testTempPath("cut-repaired.b2frame");
    const CliResult dropped = runCli({"repair", in.string(), "-o", out.string()});
    EXPECT_EQ(dropped.exitCode, 1) << dropped.err;
    EXPECT_NE(dropped.out.find("copied chunk 2 [1034, +653], 16384 rows"), std::string::npos)
        << dropped.out;
    EXPECT_NE(dropped.out.find("dropped chunk 3 [1687, +313], 16384 rows lost"), std::string::npos)
        << dropped.out;
    EXPECT_NE(dropped.out.find("note: --fill-zeros keeps the dropped chunks"), std::string::npos)
        << dropped.out;
    EXPECT_EQ(runCli({"check", out.string()}).exitCode, 0);
    EXPECT_EQ(runCli({"cat", out.string()}).out.size(), 3u * 65536);
    const CliResult filled = runCli({"repair", in.string(), "-o", out.string(), "--fill-zeros"});
    EXPECT_EQ(filled.exitCode, 1) << filled.err;
    EXPECT_NE(filled.out.find("filled with zeros chunk 3"), std::string::npos) << filled.out;
    EXPECT_EQ(filled.out.find("note: --fill-zeros"), std::string::npos) << filled.out;
    EXPECT_EQ(runCli({"check", out.string()}).exitCode, 0);
    const std::string data = runCli({"cat", out.string()}).out;
    EXPECT_EQ(data.size(), 367680u);
    EXPECT_EQ(data.find_first_not_of('\0', 3 * 65536), std::string::npos);
}

} // namespace
} // namespace strata::test
