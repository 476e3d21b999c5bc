// strata-cli sizes (issue 18), run as a user runs it.
#include "support/blosc2_frames.h"
#include "support/build_paths.h"
#include "support/cli_runner.h"
#include "support/corpus.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <sstream>
#include <vector>

namespace strata::test {
namespace {

const std::string allCombos = corpusPath("cole/all_combos.col").string();

// The STORED column of the table lines after the header, digit groups removed; the total
// line's goes to `total`. From the right a line reads STORED, the percentage, "%", DECODED and
// RATIO (the total line stops at "%"); names may hold spaces.
std::uint64_t sumOfStoredColumn(const std::string& text, std::uint64_t& total) {
    std::istringstream lines(text);
    std::string line;
    std::getline(lines, line); // the header
    std::uint64_t sum = 0;
    while (std::getline(lines, line)) {
        std::istringstream words(line);
        std::vector<std::string> tokens;
        for (std::string word; words >> word;) {
            tokens.push_back(word);
        }
        const auto percent = std::find(tokens.rbegin(), tokens.rend(), "%");
        EXPECT_NE(percent, tokens.rend()) << line;
        if (percent == tokens.rend()) {
            continue;
        }
        const auto index = static_cast<std::size_t>(tokens.rend() - percent) - 1;
        EXPECT_GE(index, 3u) << line;
        std::string stored = tokens[index - 2];
        std::erase(stored, ',');
        const std::uint64_t bytes = std::stoull(stored);
        if (line.starts_with("total ")) {
            total = bytes;
        } else {
            sum += bytes;
        }
    }
    return sum;
}

TEST(CliSizes, ColumnsLargestFirstWithGroupedDigitsAndPercentages) {
    const CliResult result = runCli({"sizes", allCombos});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(result.err, "");
    EXPECT_TRUE(result.out.starts_with("column ")) << result.out;
    EXPECT_NE(result.out.find("stored        %"), std::string::npos) << result.out;
    // all_combos.col is 4,533 bytes: the total line says so, with the digit group.
    EXPECT_NE(result.out.find("\ntotal "), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("4,533  100.0 %"), std::string::npos) << result.out;
    std::uint64_t total = 0;
    EXPECT_EQ(sumOfStoredColumn(result.out, total), 4533u);
    EXPECT_EQ(total, 4533u);
    // The metadata (schema, row group list, footer) is of no column.
    EXPECT_NE(result.out.find("(metadata)"), std::string::npos) << result.out;
}

TEST(CliSizes, EveryGroupingSumsToTheFileInJson) {
    for (const std::string& file :
         {allCombos, corpusPath("odb2/odb/capi_rarely_changing.odb").string(),
          corpusPath("at1/col_telemetry_comma.at1").string(),
          corpusPath("blosc2/frames/frame_zstd_i32_6chunks.b2frame").string()}) {
        for (const char* by : {"column", "codec", "unit", "kind"}) {
            const CliResult result = runCli({"sizes", file, "--by", by, "--json"});
            ASSERT_EQ(result.exitCode, 0) << file << " " << by << ": " << result.err;
            QJsonParseError error;
            const QJsonObject root =
                QJsonDocument::fromJson(QByteArray::fromStdString(result.out), &error).object();
            ASSERT_EQ(error.error, QJsonParseError::NoError) << result.out;
            const auto size = static_cast<std::uint64_t>(std::filesystem::file_size(file));
            EXPECT_EQ(static_cast<std::uint64_t>(root["size"].toInteger()), size);
            EXPECT_EQ(root["by"].toString().toStdString(), by);
            std::uint64_t sum = 0;
            double percent = 0;
            std::int64_t previous = INT64_MAX;
            for (const auto& value : root["entries"].toArray()) {
                const QJsonObject entry = value.toObject();
                const std::int64_t bytes = entry["bytes"].toInteger();
                EXPECT_LE(bytes, previous) << "largest first";
                previous = bytes;
                sum += static_cast<std::uint64_t>(bytes);
                percent += entry["percent"].toDouble();
                EXPECT_EQ(entry["data_bytes"].toInteger() + entry["overhead_bytes"].toInteger(),
                          bytes);
                EXPECT_FALSE(entry["paths"].toArray().isEmpty())
                    << entry["name"].toString().toStdString();
                if (entry["ratio"].isDouble()) {
                    EXPECT_NEAR(entry["ratio"].toDouble(),
                                entry["decoded_bytes"].toDouble() /
                                    entry["compressed_bytes"].toDouble(),
                                1e-9);
                }
            }
            EXPECT_EQ(sum, size) << file << " by " << by;
            EXPECT_NEAR(percent, 100.0, 1e-6) << file << " by " << by;
        }
    }
}

TEST(CliSizes, KindsNameTheStructureOfTheFile) {
    const CliResult result = runCli({"sizes", allCombos, "--by", "kind", "--json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const QJsonArray entries = QJsonDocument::fromJson(QByteArray::fromStdString(result.out))
                                   .object()["entries"]
                                   .toArray();
    std::map<std::string, std::int64_t> kinds;
    for (const auto& value : entries) {
        kinds[value.toObject()["name"].toString().toStdString()] =
            value.toObject()["bytes"].toInteger();
    }
    // COLE: an 8-byte header (magic and version), a 12-byte footer (metadata offset and magic,
    // manifest "footer"), metadata from 3,158 to the footer at 4,521.
    EXPECT_EQ(kinds["header"], 8);
    EXPECT_EQ(kinds.count("unaccounted"), 0u);
    EXPECT_EQ(kinds["header"] + kinds["metadata"] + kinds["data"], 4533);
}

TEST(CliSizes, ABadGroupingIsAUsageErrorAndOnlySizesTakesBy) {
    const CliResult bad = runCli({"sizes", allCombos, "--by", "colour"});
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_EQ(bad.out, "");
    EXPECT_NE(bad.err.find("--by takes column, codec, unit or kind, not 'colour'"),
              std::string::npos)
        << bad.err;
    EXPECT_EQ(runCli({"info", allCombos, "--by", "kind"}).exitCode, 2);
}

TEST(CliSizes, ADamagedFileStillSumsAndExitsWithItsErrors) {
    const auto bytes = readFileBytes(corpusPath("cole/all_combos.col"));
    const auto path = testTempPath("sizes_truncated.col");
    {
        std::ofstream out(path, std::ios::binary);
        out.write(reinterpret_cast<const char*>(bytes.data()), 3000);
    }
    const CliResult result = runCli({"sizes", path.string(), "--by", "kind", "--json"});
    EXPECT_EQ(result.exitCode, 1) << result.err;
    std::uint64_t sum = 0;
    for (const auto& value : QJsonDocument::fromJson(QByteArray::fromStdString(result.out))
                                 .object()["entries"]
                                 .toArray()) {
        sum += static_cast<std::uint64_t>(value.toObject()["bytes"].toInteger());
    }
    EXPECT_EQ(sum, 3000u);
    std::filesystem::remove(path);
}

// Units past the 1,000 largest are one line that says how many: the bundled ODB-2 sample's
// three frames written 400 times, 1,200 frames, of which the 200 smallest are added up.
TEST(CliSizes, UnitsPastTheLargestAreOneLineThatCountsThem) {
    const auto sample = readFileBytes(sourceDirectory() / "resources" / "samples" / "sample.odb");
    const auto path = testTempPath("sizes_many_frames.odb");
    {
        std::ofstream out(path, std::ios::binary);
        for (int copy = 0; copy < 400; ++copy) {
            out.write(reinterpret_cast<const char*>(sample.data()),
                      static_cast<std::streamsize>(sample.size()));
        }
    }
    const CliResult result = runCli({"sizes", path.string(), "--by", "unit"});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_NE(result.out.find("\n(200 other units)                156,400   16.7 %"),
              std::string::npos)
        << result.out;
    std::uint64_t total = 0;
    EXPECT_EQ(sumOfStoredColumn(result.out, total), 400 * sample.size());
    EXPECT_EQ(total, 400 * sample.size());
    // 1,000 frames, the other units' line, the header and the total.
    EXPECT_EQ(std::count(result.out.begin(), result.out.end(), '\n'), 1003);
}

// Columns past the 1,000 largest likewise: a Blosc2 frame of 5,000 chunks, a column entry for
// each chunk's header and block.
TEST(CliSizes, ColumnsPastTheLargestAreOneLineThatCountsThem) {
    const auto bytes = manyColumnsFrame();
    const auto path = testTempPath("sizes_many_columns.b2frame");
    std::ofstream(path, std::ios::binary)
        .write(reinterpret_cast<const char*>(bytes.data()),
               static_cast<std::streamsize>(bytes.size()));
    const CliResult result = runCli({"sizes", path.string()});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_NE(result.out.find(" other columns)"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("\nchunk 4999 / block 0 "), std::string::npos) << result.out;
    std::uint64_t total = 0;
    EXPECT_EQ(sumOfStoredColumn(result.out, total), bytes.size());
    EXPECT_EQ(total, bytes.size());
    // 1,000 columns, the other columns' line, the header and the total.
    EXPECT_EQ(std::count(result.out.begin(), result.out.end(), '\n'), 1003);
    std::filesystem::remove(path);
}

TEST(CliSizes, HelpListsTheCommand) {
    const CliResult help = runCli({"--help"});
    EXPECT_NE(help.out.find("\n  sizes   where the file's bytes go"), std::string::npos)
        << help.out;
    const CliResult sizes = runCli({"sizes", "--help"});
    EXPECT_EQ(sizes.exitCode, 0);
    EXPECT_NE(
        sizes.out.find("usage: strata-cli sizes FILE... [--by column|codec|unit|kind] [--json]"),
        std::string::npos)
        << sizes.out;
    EXPECT_NE(sizes.out.find("--by GROUPING"), std::string::npos) << sizes.out;
}

} // namespace
} // namespace strata::test
