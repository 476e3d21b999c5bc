// strata-cli extract and cat --entry on AT-1 bundles (at1-codecs.md section 12), run as a user
// runs them: files land below DIR under their names, never outside it and never through a link.
#include "support/at1_test_encoder.h"
#include "support/cli_runner.h"
#include "support/corpus.h"

#include <QJsonArray>
#include <QJsonObject>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

namespace strata::test {
namespace {

namespace fs = std::filesystem;

const std::string twelveEntries = corpusPath("at1-codecs/bundle_twelve_entries.at1").string();

// A fresh directory of its own for one test, removed afterwards.
class CliExtract : public ::testing::Test {
protected:
    void SetUp() override {
        m_root = fs::temp_directory_path() /
                 ("strata_cli_extract_" + std::to_string(::getpid()) + "_" +
                  ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(m_root);
        fs::create_directories(m_root);
    }
    void TearDown() override { fs::remove_all(m_root); }

    // A stored bundle file of the given manifest and inner RAW files.
    std::string writeBundle(const std::string& manifest, const std::vector<std::string>& files) {
        std::vector<at1enc::PublicStream> streams{{"manifest", manifest}};
        for (std::size_t k = 0; k < files.size(); ++k) {
            streams.emplace_back("e" + std::to_string(k), at1enc::storedRawFile(files[k]));
        }
        const fs::path path = m_root / "hand_made.at1";
        std::ofstream(path, std::ios::binary) << at1enc::publicWholeFile(12, streams);
        return path.string();
    }

    // Every regular file below `directory` by relative path, and whether any link is there.
    static std::vector<std::string> filesBelow(const fs::path& directory) {
        std::vector<std::string> files;
        for (const auto& entry : fs::recursive_directory_iterator(directory)) {
            if (entry.is_regular_file()) {
                files.push_back(entry.path().lexically_relative(directory).generic_string());
            }
        }
        std::sort(files.begin(), files.end());
        return files;
    }

    fs::path m_root;
};

TEST_F(CliExtract, WritesEveryEntryBelowTheDirectoryAndListsThem) {
    const fs::path out = m_root / "out" / "nested";
    const CliResult result = runCli({"extract", twelveEntries, "-o", out.string()});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(result.err, "");
    EXPECT_EQ(result.out.substr(0, (out / "day01/host.log").string().size() + 1),
              (out / "day01/host.log").string() + "\n");
    const fs::path original = corpusPath("at1-codecs/bundle_twelve_entries.orig");
    EXPECT_EQ(filesBelow(out), filesBelow(original));
    EXPECT_EQ(readFileText(out / "day07/host.log"), readFileText(original / "day07/host.log"));
}

TEST_F(CliExtract, CatEntryWritesOneFile) {
    const fs::path out = m_root / "one.log";
    const CliResult result =
        runCli({"cat", twelveEntries, "--entry", "day12/host.log", "-o", out.string()});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(readFileText(out),
              readFileText(corpusPath("at1-codecs/bundle_twelve_entries.orig/day12/host.log")));
    const CliResult missing = runCli({"cat", twelveEntries, "--entry", "day13/host.log"});
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_NE(missing.err.find("holds no file named day13/host.log (info lists them)"),
              std::string::npos)
        << missing.err;
    const CliResult notABundle =
        runCli({"cat", corpusPath("at1-codecs/log_one_line.at1").string(), "--entry", "x"});
    EXPECT_EQ(notABundle.exitCode, 2);
    EXPECT_NE(notABundle.err.find("holds no files; --entry is for bundles"), std::string::npos);
}

TEST_F(CliExtract, InfoListsTheEntries) {
    const CliResult text = runCli({"info", twelveEntries});
    EXPECT_EQ(text.exitCode, 0);
    EXPECT_NE(text.out.find("tables: 0\nentries: 12\n  day01/host.log\n  day02/host.log\n"),
              std::string::npos)
        << text.out;
    const CliResult json = runCli({"info", twelveEntries, "--json"});
    const QJsonArray entries =
        QJsonDocument::fromJson(QByteArray::fromStdString(json.out)).object()["entries"].toArray();
    ASSERT_EQ(entries.size(), 12);
    EXPECT_EQ(entries.last().toString(), "day12/host.log");
}

TEST_F(CliExtract, UsageErrorsExitTwo) {
    const CliResult noDirectory = runCli({"extract", twelveEntries});
    EXPECT_EQ(noDirectory.exitCode, 2);
    EXPECT_NE(noDirectory.err.find("extract needs -o DIR"), std::string::npos);
    const CliResult notABundle =
        runCli({"extract", corpusPath("at1-codecs/log_one_line.at1").string(), "-o",
                (m_root / "x").string()});
    EXPECT_EQ(notABundle.exitCode, 2);
    EXPECT_NE(notABundle.err.find("holds no files to extract"), std::string::npos);
    std::ofstream(m_root / "plain") << "a file, not a directory";
    const CliResult intoAFile =
        runCli({"extract", twelveEntries, "-o", (m_root / "plain").string()});
    EXPECT_EQ(intoAFile.exitCode, 2);
    EXPECT_NE(intoAFile.err.find("cannot write " + (m_root / "plain").string() + ": "),
              std::string::npos)
        << intoAFile.err;
    EXPECT_EQ(readFileText(m_root / "plain"), "a file, not a directory");
}

TEST_F(CliExtract, ANameLeavingTheDirectoryIsRefusedAndNothingIsWritten) {
    const std::string bundle =
        writeBundle(R"([{"name": "fine.txt"}, {"name": "../x"}])", {"fine", "escaped"});
    const fs::path out = m_root / "out";
    const CliResult result = runCli({"extract", bundle, "-o", out.string()});
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_NE(result.err.find("entry 1's name '../x' is unsafe: it has a '..' segment"),
              std::string::npos)
        << result.err;
    EXPECT_FALSE(fs::exists(m_root / "x"));
    EXPECT_FALSE(fs::exists(out / "fine.txt"));
}

TEST_F(CliExtract, NothingIsWrittenThroughALinkInsideTheDirectory) {
    const std::string bundle =
        writeBundle(R"([{"name": "a.txt"}, {"name": "sub/b.txt"}])", {"first", "second"});
    const fs::path out = m_root / "out";
    const fs::path elsewhere = m_root / "elsewhere";
    fs::create_directories(out);
    fs::create_directories(elsewhere);
    fs::create_directory_symlink(elsewhere, out / "sub");
    const CliResult result = runCli({"extract", bundle, "-o", out.string()});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("entry 1 (sub/b.txt) refused: " + (out / "sub").string() +
                              " is a symbolic link; nothing is written through links"),
              std::string::npos)
        << result.err;
    EXPECT_EQ(readFileText(out / "a.txt"), "first"); // written before the refused one
    EXPECT_TRUE(fs::is_empty(elsewhere));

    // A link in the place of the file itself is not followed either.
    fs::remove(out / "sub");
    const fs::path target = m_root / "target.txt";
    std::ofstream(target) << "keep";
    fs::remove(out / "a.txt");
    fs::create_symlink(target, out / "a.txt");
    EXPECT_EQ(runCli({"extract", bundle, "-o", out.string()}).exitCode, 2);
    EXPECT_EQ(readFileText(target), "keep");
}

TEST_F(CliExtract, ADecodeErrorStopsWithTheFilesBeforeItWritten) {
    const fs::path out = m_root / "out";
    const CliResult result =
        runCli({"extract", corpusPath("at1-codecs/bad/bundle_corrupt_entry.at1").string(), "-o",
                out.string()});
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_NE(result.err.find("error 265 entry 1 'logs/sys.log' (inner file byte 1365): trailer "
                              "SHA-256"),
              std::string::npos)
        << result.err;
    EXPECT_NE(result.err.find("entry 1 (logs/sys.log) does not decode; 1 of 2 written"),
              std::string::npos);
    EXPECT_EQ(filesBelow(out), std::vector<std::string>{"a.txt"});
    EXPECT_FALSE(fs::exists(out / "logs")); // made for the failed file, removed with it
}

} // namespace
} // namespace strata::test
