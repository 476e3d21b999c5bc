// Several files as one table (issue 39): csv, stats, scan and convert of files, a folder or a
// glob read the members' tables with a leading `file` column, columns matched by name (missing
// where a file lacks them, a type conflict a diagnostic naming both files), a damaged member's
// readable rows kept; and stats --group-by, checked against odc sql and against values computed
// here from the rows.
#include "strata/format_registry.h"
#include "support/cli_runner.h"
#include "support/corpus.h"
#include "support/csv_reader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <sys/stat.h>

namespace strata::test {
namespace {

namespace fs = std::filesystem;

const std::string observations = corpusPath("odb2/odb/capi_rarely_changing.odb").string();

// Two ODB-2 files of one schema, one with lat@hdr INTEGER and obsvalue@body STRING one level
// down, a COLE file, and a text file.
class MixedFolder {
public:
    MixedFolder() {
        fs::remove_all(m_root);
        fs::create_directories(m_root / "sub");
        fs::copy_file(observations, m_root / "a.odb");
        fs::copy_file(corpusPath("odb2/odb/odcsql_filtered_writer_path.odb"), m_root / "b.odb");
        fs::copy_file(corpusPath("odb2/odb/capi_column_names.odb"), m_root / "sub" / "c.odb");
        fs::copy_file(corpusPath("cole/int32_plain.col"), m_root / "d.col");
        std::ofstream(m_root / "notes.txt") << "not data\n";
    }
    ~MixedFolder() { fs::remove_all(m_root); }
    const fs::path& root() const { return m_root; }
    std::string path(const std::string& name) const { return (m_root / name).string(); }

private:
    fs::path m_root = testTempPath("dataset-table");
};

std::uint64_t rowsOf(const std::string& path) {
    return openFile(path).tables.at(0)->rowCount();
}

QJsonArray groupsOf(const CliResult& result) {
    return QJsonDocument::fromJson(QByteArray::fromStdString(result.out))
        .object()
        .value("groups")
        .toArray();
}

TEST(CliDatasetTable, GroupByMatchesOdcSql) {
    const std::string aggregates =
        "count(*), min(obsvalue@body), max(obsvalue@body), mean(obsvalue@body), "
        "sum(obsvalue@body), stdev(obsvalue@body), min(lat@hdr), max(lon@hdr)";
    const CliResult ours = runCli(
        {"stats", observations, "--group-by", "varno@body", "--aggregate", aggregates, "--csv"});
    ASSERT_EQ(ours.exitCode, 0) << ours.err;
    std::string sqlAggregates = aggregates;
    sqlAggregates.replace(sqlAggregates.find("mean("), 4, "avg");
    const CliResult odc =
        runProgram("odc", {"sql", "select varno@body, " + sqlAggregates, "-i", observations,
                           "--no_alignment", "-delimiter", ",", "--full_precision"});
    ASSERT_EQ(odc.exitCode, 0) << odc.err;
    const auto mine = parseCsv(ours.out);
    const auto theirs = parseCsv(odc.out);
    ASSERT_EQ(mine.size(), theirs.size());
    ASSERT_GE(mine.size(), 3u); // a header and groups
    EXPECT_EQ(mine[0][0], "varno@body");
    EXPECT_EQ(mine[0][4], "mean(obsvalue@body)");
    for (std::size_t r = 1; r < mine.size(); ++r) {
        ASSERT_EQ(mine[r].size(), theirs[r].size());
        for (std::size_t c = 0; c < mine[r].size(); ++c) {
            // min and max of a REAL column are float32 values, printed as float32 (odc prints
            // the double they widen to).
            const double expected = std::stod(theirs[r][c]);
            const double value = std::stod(mine[r][c]);
            EXPECT_TRUE(std::abs(value - expected) <= 1e-9 * std::abs(expected) ||
                        static_cast<float>(value) == static_cast<float>(expected))
                << "group " << mine[r][0] << ", " << mine[0][c] << ": " << mine[r][c] << " and "
                << theirs[r][c];
        }
    }
}

TEST(CliDatasetTable, BinsCountTheRowsOfEachBand) {
    const CliResult ours = runCli({"stats", observations, "--group-by", "lat@hdr", "--bin",
                                   "lat@hdr:30", "--order", "count", "--json"});
    ASSERT_EQ(ours.exitCode, 0) << ours.err;
    const CliResult odc = runProgram(
        "odc", {"sql", "select lat@hdr", "-i", observations, "--no_alignment", "--full_precision"});
    ASSERT_EQ(odc.exitCode, 0) << odc.err;
    std::map<double, std::int64_t> bands;
    std::istringstream lines(odc.out);
    std::string line;
    std::getline(lines, line); // the header
    while (std::getline(lines, line)) {
        ++bands[std::floor(std::stod(line) / 30) * 30];
    }
    const QJsonArray groups = groupsOf(ours);
    ASSERT_EQ(static_cast<std::size_t>(groups.size()), bands.size());
    std::int64_t previous = std::numeric_limits<std::int64_t>::max();
    for (const auto& group : groups) {
        const QJsonObject object = group.toObject();
        const std::int64_t count = object.value("count(*)").toInteger();
        EXPECT_EQ(count, bands[object.value("lat@hdr:30").toDouble()]);
        EXPECT_LE(count, previous); // --order count: largest first
        previous = count;
    }
}

TEST(CliDatasetTable, AFolderIsOneTableWithAFileColumn) {
    const MixedFolder folder;
    const CliResult result =
        runCli({"stats", folder.root().string(), "--group-by", "file", "--aggregate",
                "count(*), count(varno@body), count(#2)", "--json"});
    // c.odb's obsvalue@body is text where the others' is numbers: an error naming both files.
    EXPECT_EQ(result.exitCode, 1) << result.err;
    EXPECT_NE(result.err.find("skipped " + folder.path("notes.txt")), std::string::npos)
        << result.err;
    EXPECT_NE(result.err.find("column 'obsvalue@body' is STRING in " + folder.path("sub/c.odb") +
                              " and DOUBLE in " + folder.path("a.odb")),
              std::string::npos)
        << result.err;
    EXPECT_NE(result.err.find("column 'lat@hdr' is INTEGER in " + folder.path("sub/c.odb") +
                              " and REAL in " + folder.path("a.odb") + "; read as DOUBLE"),
              std::string::npos)
        << result.err;
    const QJsonArray groups = groupsOf(result);
    ASSERT_EQ(groups.size(), 4);
    const std::vector<std::string> files{"a.odb", "b.odb", "d.col", "sub/c.odb"};
    for (std::size_t f = 0; f < files.size(); ++f) {
        const QJsonObject group = groups[static_cast<int>(f)].toObject();
        EXPECT_EQ(group.value("file").toString().toStdString(), folder.path(files[f]));
        EXPECT_EQ(static_cast<std::uint64_t>(group.value("count(*)").toInteger()),
                  rowsOf(folder.path(files[f])));
        // The COLE file and c.odb have no varno@body: missing in their rows.
        const bool hasVarno = f < 2;
        EXPECT_EQ(group.value("count(varno@body)").toInteger() > 0, hasVarno) << files[f];
    }
}

// A file of each format: each file's rows under its name, as many as its own table holds.
TEST(CliDatasetTable, EveryFormatJoinsTheTable) {
    const fs::path root = testTempPath("dataset-formats");
    fs::remove_all(root);
    fs::create_directories(root);
    const std::vector<std::pair<std::string, std::string>> files{
        {"a.at1", "at1/col_telemetry_comma.at1"},
        {"b.b2nd", "blosc2/frames/array_2d_f64.b2nd"},
        {"c.col", "cole/int32_plain.col"},
        {"d.odb", "odb2/odb/capi_rarely_changing.odb"}};
    std::uint64_t total = 0;
    for (const auto& [name, corpus] : files) {
        fs::copy_file(corpusPath(corpus), root / name);
        total += rowsOf((root / name).string());
    }
    const CliResult grouped = runCli({"stats", root.string(), "--group-by", "file", "--json"});
    const CliResult csv = runCli({"csv", root.string(), "--columns", "file"});
    fs::remove_all(root);
    ASSERT_EQ(grouped.exitCode, 0) << grouped.err;
    const QJsonArray groups = groupsOf(grouped);
    ASSERT_EQ(groups.size(), 4);
    for (std::size_t f = 0; f < files.size(); ++f) {
        const QJsonObject group = groups[static_cast<int>(f)].toObject();
        EXPECT_EQ(group.value("file").toString().toStdString(), (root / files[f].first).string());
        EXPECT_EQ(static_cast<std::uint64_t>(group.value("count(*)").toInteger()),
                  rowsOf(corpusPath(files[f].second).string()))
            << files[f].first;
    }
    ASSERT_EQ(csv.exitCode, 0) << csv.err;
    EXPECT_EQ(static_cast<std::uint64_t>(std::count(csv.out.begin(), csv.out.end(), '\n')),
              1 + total);
}

TEST(CliDatasetTable, CsvOfAGlobListsEachFilesRowsInOrder) {
    const MixedFolder folder;
    const CliResult result = runCli(
        {"csv", (folder.root() / "*.odb").string(), "--columns", "file,varno@body,obsvalue@body"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto rows = parseCsv(result.out);
    const std::uint64_t a = rowsOf(folder.path("a.odb"));
    const std::uint64_t b = rowsOf(folder.path("b.odb"));
    ASSERT_EQ(rows.size(), 1 + a + b);
    EXPECT_EQ(rows[1][0], folder.path("a.odb"));
    EXPECT_EQ(rows[a][0], folder.path("a.odb"));
    EXPECT_EQ(rows[a + 1][0], folder.path("b.odb"));
    // b.odb's rows as its own csv gives them.
    const auto own = parseCsv(
        runCli({"csv", folder.path("b.odb"), "--columns", "varno@body,obsvalue@body"}).out);
    for (std::uint64_t r = 1; r <= b; ++r) {
        ASSERT_EQ(rows[a + r][1], own[r][0]) << r;
        ASSERT_EQ(rows[a + r][2], own[r][1]) << r;
    }
}

TEST(CliDatasetTable, ADamagedMemberKeepsItsReadableRowsAndNamesItself) {
    const MixedFolder folder;
    fs::copy_file(observations, folder.root() / "cut.odb");
    fs::resize_file(folder.root() / "cut.odb", 100000);
    const CliResult result = runCli({"scan", folder.path("a.odb"), folder.path("cut.odb"),
                                     "--where", "varno@body = 2", "--count"});
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_NE(result.err.find(folder.path("cut.odb") + ": "), std::string::npos) << result.err;
    const std::uint64_t whole = std::stoull(
        runCli({"scan", folder.path("a.odb"), "--where", "varno@body = 2", "--count"}).out);
    const std::uint64_t cut = std::stoull(
        runCli({"scan", folder.path("cut.odb"), "--where", "varno@body = 2", "--count"}).out);
    EXPECT_GT(cut, 0u);
    EXPECT_LT(cut, whole);
    EXPECT_EQ(std::stoull(result.out), whole + cut);
}

TEST(CliDatasetTable, ConvertOfADatasetIsReadBackByNetcdf) {
    const MixedFolder folder;
    const fs::path out = folder.root().parent_path() / "dataset-table.nc";
    fs::remove(out);
    const CliResult result = runCli({"convert", folder.path("a.odb"), folder.path("b.odb"), "-o",
                                     out.string(), "--columns", "file,varno@body"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const CliResult read =
        runProgram("/usr/bin/python3",
                   {"-c",
                    "import netCDF4, sys\n"
                    "d = netCDF4.Dataset(sys.argv[1])\n"
                    "files = list(d.variables['file'][:])\n"
                    "print(len(files), files.count(sys.argv[2]), files.count(sys.argv[3]))\n",
                    out.string(), folder.path("a.odb"), folder.path("b.odb")});
    fs::remove(out);
    ASSERT_EQ(read.exitCode, 0) << read.err;
    const std::uint64_t a = rowsOf(folder.path("a.odb"));
    const std::uint64_t b = rowsOf(folder.path("b.odb"));
    EXPECT_EQ(read.out,
              std::to_string(a + b) + " " + std::to_string(a) + " " + std::to_string(b) + "\n");
}

// Links to nothing and links back up the tree, a pipe and a folder of text: each said or left
// alone, never a hang or a stop.
TEST(CliDatasetTable, BadEntriesAreSaidAndTheRestRead) {
    const MixedFolder folder;
    fs::create_symlink(folder.root() / "gone.odb", folder.root() / "dangling.odb");
    fs::create_directory_symlink(folder.root(), folder.root() / "sub" / "loop");
    ASSERT_EQ(::mkfifo((folder.root() / "pipe").c_str(), 0600), 0);
    const CliResult result = runCli({"stats", folder.root().string(), "--group-by", "file"});
    EXPECT_EQ(result.exitCode, 1) << result.err; // the type conflict of c.odb
    EXPECT_NE(result.err.find("skipped " + folder.path("dangling.odb") + ": a link to nothing"),
              std::string::npos)
        << result.err;
    EXPECT_NE(result.out.find("4 groups"), std::string::npos) << result.out;

    const fs::path text = folder.root().parent_path() / "dataset-text-only";
    fs::remove_all(text);
    fs::create_directories(text);
    std::ofstream(text / "a.txt") << "one\n";
    const CliResult none = runCli({"csv", text.string()});
    fs::remove_all(text);
    EXPECT_EQ(none.exitCode, 2);
    EXPECT_NE(none.err.find("no file with a table to read"), std::string::npos) << none.err;
    EXPECT_EQ(none.out, "");
}

TEST(CliDatasetTable, GroupByErrorsSayWhatIsWrong) {
    CliResult result = runCli({"stats", observations, "--group-by", "nothing@hdr"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("--group-by: the table has no column 'nothing@hdr'"),
              std::string::npos)
        << result.err;
    result = runCli({"stats", observations, "--group-by", "statid@hdr", "--max-groups", "3"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("raise --max-groups"), std::string::npos) << result.err;
    result = runCli({"stats", observations, "--group-by", "varno@body", "--bin", "lat@hdr:10"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("bins a column that --group-by does not name"), std::string::npos)
        << result.err;
}

} // namespace
} // namespace strata::test
