// check of a dataset (issue 39): a folder walked recursively, files recognised by detection and
// the others listed as skipped, every file checked, a summary of formats, bytes, rows and the
// damaged files with their first diagnostic; --jsonl a line per file, --json the summary; a
// quoted glob; the exit status is the worst file's.
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/cli_runner.h"
#include "support/corpus.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <set>
#include <sstream>

namespace strata::test {
namespace {

namespace fs = std::filesystem;

// A folder with a COLE and an ODB-2 file, a damaged AT-1 file one level down, and a text file.
class DatasetFolder {
public:
    DatasetFolder() {
        fs::remove_all(m_root);
        fs::create_directories(m_root / "cycle" / "late");
        fs::copy_file(corpusPath("cole/all_combos.col"), m_root / "cycle" / "table.col");
        fs::copy_file(corpusPath("odb2/odb/capi_bitfields.odb"), m_root / "cycle" / "obs.odb");
        fs::copy_file(corpusPath("at1/bad/complen_past_eof.at1"),
                      m_root / "cycle" / "late" / "bad.at1");
        std::ofstream(m_root / "cycle" / "README.txt") << "notes on this cycle\n";
    }
    ~DatasetFolder() { fs::remove_all(m_root); }

    fs::path root() const { return m_root / "cycle"; }
    fs::path bad() const { return root() / "late" / "bad.at1"; }

private:
    fs::path m_root = testTempPath("dataset");
};

std::uint64_t rowsOf(const fs::path& path) {
    std::uint64_t rows = 0;
    for (const auto& table : openFile(path).tables) {
        rows += table->rowCount();
    }
    return rows;
}

TEST(CliDatasetCheck, AFolderIsCheckedWholeWithASummary) {
    const DatasetFolder folder;
    const CliResult result = runCli({"check", folder.root().string()});
    EXPECT_EQ(result.exitCode, 1) << result.err; // the damaged file's status
    EXPECT_NE(result.out.find("files: 3 checked, 2 sound, 1 damaged, 1 skipped\n"),
              std::string::npos)
        << result.out;
    EXPECT_NE(result.out.find("formats: AT-1 1, COLE 1, ODB-2 1\n"), std::string::npos)
        << result.out;
    const std::uint64_t rows = rowsOf(folder.root() / "table.col") +
                               rowsOf(folder.root() / "obs.odb") + rowsOf(folder.bad());
    EXPECT_NE(result.out.find("rows: " + std::to_string(rows) + "\n"), std::string::npos)
        << result.out;
    // The damaged file with its count and first error, as check of it alone says them.
    const std::vector<Diagnostic> found = checkDocument(openFile(folder.bad()));
    const auto first = std::find_if(found.begin(), found.end(), [](const Diagnostic& d) {
        return d.severity == Severity::Error;
    });
    ASSERT_NE(first, found.end());
    EXPECT_NE(result.out.find("  " + folder.bad().string() + ": " + std::to_string(found.size()) +
                              " diagnostic" + (found.size() == 1 ? "" : "s") + "; first: error " +
                              std::to_string(first->offset) + " " + first->message + "\n"),
              std::string::npos)
        << result.out;
    EXPECT_NE(result.out.find("skipped:\n  " + (folder.root() / "README.txt").string() +
                              ": no format Strata knows\n"),
              std::string::npos)
        << result.out;
}

TEST(CliDatasetCheck, JsonLinesGiveALinePerFileAndJsonTheSummary) {
    const DatasetFolder folder;
    const CliResult lines = runCli({"check", "--jsonl", folder.root().string()});
    EXPECT_EQ(lines.exitCode, 1) << lines.err;
    std::set<std::string> files;
    std::istringstream text(lines.out);
    for (std::string line; std::getline(text, line);) {
        const QJsonObject object =
            QJsonDocument::fromJson(QByteArray::fromStdString(line)).object();
        files.insert(object["file"].toString().toStdString());
        const bool bad = object["file"].toString().toStdString() == folder.bad().string();
        EXPECT_EQ(object["errors"].toBool(), bad) << line;
        EXPECT_EQ(object["first"].isObject(), bad) << line;
    }
    EXPECT_EQ(files,
              (std::set<std::string>{(folder.root() / "table.col").string(),
                                     (folder.root() / "obs.odb").string(), folder.bad().string()}));

    const CliResult summary = runCli({"check", "--json", folder.root().string()});
    const QJsonObject object =
        QJsonDocument::fromJson(QByteArray::fromStdString(summary.out)).object();
    EXPECT_EQ(object["files"].toInt(), 3) << summary.out;
    EXPECT_EQ(object["damaged"].toInt(), 1);
    EXPECT_EQ(object["formats"].toObject()["ODB-2"].toInt(), 1);
    EXPECT_EQ(object["damaged_files"].toArray().at(0).toObject()["file"].toString().toStdString(),
              folder.bad().string());
    EXPECT_EQ(object["skipped"].toArray().size(), 1);
}

TEST(CliDatasetCheck, AQuotedGlobNamesItsFilesAndOneMatchingNothingIsAUsageError) {
    const DatasetFolder folder;
    const CliResult sound = runCli({"check", (folder.root() / "*.col").string()});
    EXPECT_EQ(sound.exitCode, 0) << sound.err;
    EXPECT_NE(sound.out.find("files: 1 checked, 1 sound, 0 damaged, 0 skipped\n"),
              std::string::npos)
        << sound.out;
    const CliResult none = runCli({"check", (folder.root() / "*.b2frame").string()});
    EXPECT_EQ(none.exitCode, 2);
    EXPECT_NE(none.err.find("names no file"), std::string::npos) << none.err;
}

} // namespace
} // namespace strata::test
