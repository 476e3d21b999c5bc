// Every case of corpus/at1-codecs rebuilds its .orig byte for byte through the Payload and
// through `strata-cli cat`, and every malformed file there is rejected by `check` with an
// offset (at1-codecs.md; corpus/at1-codecs/README.md).
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/at1_rebuild.h"
#include "support/cli_runner.h"
#include "support/corpus.h"

#include <QJsonArray>
#include <QJsonObject>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <set>
#include <sstream>
#include <unistd.h>

namespace strata::test {
namespace {

QJsonArray manifestCases() {
    return readJson(corpusPath("at1-codecs/manifest.json")).object()["cases"].toArray();
}

// Cases with one original file; bundles (an original directory) have their own suite below.
std::vector<std::string> caseNames() {
    std::vector<std::string> names;
    for (const auto& value : manifestCases()) {
        const auto object = value.toObject();
        const std::string codec = object["codec"].toString().toStdString();
        if (codec != "bundle") {
            names.push_back(object["name"].toString().toStdString());
        }
    }
    return names;
}

class At1CodecCorpus : public ::testing::TestWithParam<std::string> {};

TEST_P(At1CodecCorpus, PayloadRebuildsOriginal) {
    const std::string name = GetParam();
    const Document document = openFile(corpusPath("at1-codecs/" + name + ".at1"));
    ASSERT_EQ(document.formatName, "AT-1");
    EXPECT_FALSE(hasErrors(document.diagnostics)) << document.diagnostics.front().message;
    ASSERT_TRUE(document.payload);
    std::vector<Diagnostic> diagnostics;
    const std::string rebuilt = payloadText(document, diagnostics);
    EXPECT_TRUE(diagnostics.empty())
        << diagnostics.front().offset << " " << diagnostics.front().message;
    const std::string original = readFileText(corpusPath("at1-codecs/" + name + ".orig"));
    ASSERT_EQ(rebuilt.size(), original.size());
    EXPECT_TRUE(rebuilt == original);
}

TEST_P(At1CodecCorpus, CliCatRebuildsOriginal) {
    const std::string name = GetParam();
    const CliResult result = runCli({"cat", corpusPath("at1-codecs/" + name + ".at1").string()});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.out == readFileText(corpusPath("at1-codecs/" + name + ".orig")));
}

TEST_P(At1CodecCorpus, CheckFindsNothingWrong) {
    const Document document = openFile(corpusPath("at1-codecs/" + GetParam() + ".at1"));
    const auto diagnostics = checkDocument(document);
    EXPECT_FALSE(hasErrors(diagnostics))
        << diagnostics.front().offset << " " << diagnostics.front().message;
}

INSTANTIATE_TEST_SUITE_P(Cases, At1CodecCorpus, ::testing::ValuesIn(caseNames()),
                         [](const auto& info) { return info.param; });

std::vector<std::string> bundleCaseNames() {
    std::vector<std::string> names;
    for (const auto& value : manifestCases()) {
        const auto object = value.toObject();
        if (object["codec"].toString() == "bundle") {
            names.push_back(object["name"].toString().toStdString());
        }
    }
    return names;
}

// The files below a bundle's NAME.orig/, by relative path.
std::map<std::string, std::string> originalTree(const std::filesystem::path& root) {
    std::map<std::string, std::string> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
        if (entry.is_regular_file()) {
            files[entry.path().lexically_relative(root).generic_string()] =
                readFileText(entry.path());
        }
    }
    return files;
}

class At1CodecBundle : public ::testing::TestWithParam<std::string> {};

TEST_P(At1CodecBundle, EntriesRebuildTheOriginalTree) {
    const std::string name = GetParam();
    const Document document = openFile(corpusPath("at1-codecs/" + name + ".at1"));
    EXPECT_FALSE(hasErrors(document.diagnostics)) << document.diagnostics.front().message;
    EXPECT_FALSE(document.payload);
    std::map<std::string, std::string> rebuilt;
    std::vector<Diagnostic> diagnostics;
    for (const auto& entry : document.entries) {
        std::string bytes;
        entry.payload->produce(
            [&bytes](std::span<const std::byte> piece) {
                bytes.append(reinterpret_cast<const char*>(piece.data()), piece.size());
                return true;
            },
            diagnostics);
        rebuilt[entry.name] = std::move(bytes);
    }
    EXPECT_FALSE(hasErrors(diagnostics)) << diagnostics.front().message;
    EXPECT_TRUE(rebuilt == originalTree(corpusPath("at1-codecs/" + name + ".orig")));
}

TEST_P(At1CodecBundle, CheckFindsNothingWrong) {
    const Document document = openFile(corpusPath("at1-codecs/" + GetParam() + ".at1"));
    const auto diagnostics = checkDocument(document);
    EXPECT_FALSE(hasErrors(diagnostics))
        << diagnostics.front().offset << " " << diagnostics.front().message;
}

TEST_P(At1CodecBundle, CliExtractWritesExactlyTheOriginalTree) {
    const std::string name = GetParam();
    const auto directory = std::filesystem::temp_directory_path() /
                           ("strata_at1_extract_" + std::to_string(::getpid()) + "_" + name);
    std::filesystem::remove_all(directory);
    const CliResult result = runCli(
        {"extract", corpusPath("at1-codecs/" + name + ".at1").string(), "-o", directory.string()});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(originalTree(directory) ==
                originalTree(corpusPath("at1-codecs/" + name + ".orig")));
    std::filesystem::remove_all(directory);
}

INSTANTIATE_TEST_SUITE_P(Cases, At1CodecBundle, ::testing::ValuesIn(bundleCaseNames()),
                         [](const auto& info) { return info.param; });

std::vector<std::string> badNames() {
    std::vector<std::string> names;
    for (const auto& path : corpusFiles("at1-codecs/bad", ".at1")) {
        names.push_back(path.filename().string());
    }
    return names;
}

class At1CodecBad : public ::testing::TestWithParam<std::string> {};

TEST_P(At1CodecBad, CheckRejectsWithOffset) {
    const CliResult result = runCli({"check", corpusPath("at1-codecs/bad/" + GetParam()).string()});
    EXPECT_EQ(result.exitCode, 1) << result.out << result.err;
    const auto position = result.out.find("error ");
    ASSERT_NE(position, std::string::npos) << result.out;
    EXPECT_TRUE(std::isdigit(static_cast<unsigned char>(result.out[position + 6]))) << result.out;
}

// A bundle has no single payload: its files are extracted instead.
TEST_P(At1CodecBad, CatFailsAndSaysWhy) {
    const std::string file = corpusPath("at1-codecs/bad/" + GetParam()).string();
    const auto directory = std::filesystem::temp_directory_path() /
                           ("strata_at1_bad_" + std::to_string(::getpid()) + "_" + GetParam());
    const CliResult result =
        runCli(GetParam().starts_with("bundle_")
                   ? std::vector<std::string>{"extract", file, "-o", directory.string()}
                   : std::vector<std::string>{"cat", file});
    std::filesystem::remove_all(directory);
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_NE(result.err.find("error"), std::string::npos) << result.err;
    // Damage that opening the file reported and the rebuild meets again is said once.
    std::istringstream lines(result.err);
    std::set<std::string> said;
    for (std::string line; std::getline(lines, line);) {
        EXPECT_TRUE(said.insert(line).second) << "said twice: " << line;
    }
}

// A streaming file cut inside its third frame: opening reports the short frame, and the rebuild
// meets it again; `cat` writes the frames before it and says so once.
TEST(At1CodecCut, CatSaysEachDamageOnce) {
    const std::string whole = readFileText(corpusPath("at1-codecs/log_stream.at1"));
    const auto path = std::filesystem::temp_directory_path() /
                      ("strata_at1_cut_" + std::to_string(::getpid()) + ".at1");
    std::ofstream(path, std::ios::binary) << whole.substr(0, whole.size() * 2 / 3);
    const CliResult result = runCli({"cat", path.string()});
    std::filesystem::remove(path);
    EXPECT_EQ(result.exitCode, 1);
    const std::string cut = "frame payload: needs";
    const auto first = result.err.find(cut);
    ASSERT_NE(first, std::string::npos) << result.err;
    EXPECT_EQ(result.err.find(cut, first + 1), std::string::npos) << result.err;
    const std::string original = readFileText(corpusPath("at1-codecs/log_stream.orig"));
    EXPECT_TRUE(original.starts_with(result.out) && !result.out.empty());
}

INSTANTIATE_TEST_SUITE_P(Files, At1CodecBad, ::testing::ValuesIn(badNames()), [](const auto& info) {
    std::string name = info.param;
    return name.substr(0, name.size() - 4);
});

} // namespace
} // namespace strata::test
