// The conventions of command-line tools that strata-cli follows (as odc, xz and jq do): "-" reads
// standard input, several files per command with the worst exit status, --json output that is
// data alone.
#include "support/build_paths.h"
#include "support/cli_runner.h"
#include "support/corpus.h"
#include "support/csv_reader.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <gtest/gtest.h>
#include <sstream>

namespace strata::test {
namespace {

std::string corpusFile(const std::string& relative) {
    return corpusPath(relative).string();
}

std::string bytesOf(const std::string& relative) {
    const auto bytes = readFileBytes(corpusPath(relative));
    return {reinterpret_cast<const char*>(bytes.data()), bytes.size()};
}

// Every line of `text` is one whole JSON object.
std::vector<QJsonObject> jsonLines(const std::string& text) {
    std::vector<QJsonObject> objects;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        QJsonParseError error{};
        const auto document = QJsonDocument::fromJson(QByteArray::fromStdString(line), &error);
        EXPECT_EQ(error.error, QJsonParseError::NoError) << line;
        objects.push_back(document.object());
    }
    return objects;
}

TEST(CliConventions, CatFromStandardInputRebuildsTheOriginal) {
    const auto result = runCli({"cat", "-"}, bytesOf("at1-codecs/json_gh_events.at1"));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.out == bytesOf("at1-codecs/json_gh_events.orig"));
}

TEST(CliConventions, CsvFromStandardInputIsTheReferenceTable) {
    const auto result = runCli({"csv", "-"}, bytesOf("cole/multi_rowgroups.col"));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(parseCsv(result.out), parseCsv(readFileText(corpusPath("cole/multi_rowgroups.csv"))));
}

TEST(CliConventions, StandardInputNamesItselfAsDash) {
    const auto result = runCli({"info", "--json", "-"}, bytesOf("odb2/odb/capi_bitfields.odb"));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto objects = jsonLines(result.out);
    ASSERT_EQ(objects.size(), 1u);
    EXPECT_EQ(objects[0]["file"].toString(), "-");
    EXPECT_EQ(objects[0]["format"].toString(), "ODB-2");
}

TEST(CliConventions, StandardInputIsReadOnce) {
    const auto result = runCli({"check", "-", "-"}, bytesOf("cole/single_row.col"));
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("standard input (-) can be read once only"), std::string::npos);
}

TEST(CliConventions, AnUnwritableTemporaryFolderIsAClearError) {
    QProcess process;
    auto environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("TMPDIR"), QStringLiteral("/nonexistent/strata-tmp"));
    process.setProcessEnvironment(environment);
    process.start(QString::fromStdString(cliExecutable()), {"info", "-"});
    const std::string input = bytesOf("cole/single_row.col");
    process.write(input.data(), static_cast<qint64>(input.size()));
    process.closeWriteChannel();
    ASSERT_TRUE(process.waitForFinished(60000));
    EXPECT_EQ(process.exitCode(), 2);
    EXPECT_TRUE(process.readAllStandardOutput().isEmpty());
    EXPECT_TRUE(process.readAllStandardError().contains(
        "cannot make a temporary file in /nonexistent/strata-tmp for standard input"));
}

TEST(CliConventions, CheckTakesSeveralFilesAndExitsWithTheWorst) {
    const std::string good = corpusFile("cole/all_combos.col");
    const std::string bad = corpusFile("at1/bad/complen_past_eof.at1");
    const auto allGood = runCli({"check", good, corpusFile("odb2/odb/capi_bitfields.odb")});
    EXPECT_EQ(allGood.exitCode, 0) << allGood.err;
    const auto oneBad = runCli({"check", good, bad});
    EXPECT_EQ(oneBad.exitCode, 1);
    // One result per file, each under its name, the damaged file's errors under its own.
    const auto goodHeader = oneBad.out.find("==> " + good + " <==");
    const auto badHeader = oneBad.out.find("==> " + bad + " <==");
    ASSERT_NE(goodHeader, std::string::npos) << oneBad.out;
    ASSERT_NE(badHeader, std::string::npos) << oneBad.out;
    EXPECT_LT(goodHeader, badHeader);
    EXPECT_NE(oneBad.out.find("error ", badHeader), std::string::npos) << oneBad.out;
    const auto oneMissing = runCli({"check", bad, "/nonexistent/file.odb", good});
    EXPECT_EQ(oneMissing.exitCode, 2);
    EXPECT_NE(oneMissing.out.find("==> " + good + " <=="), std::string::npos);
    EXPECT_NE(oneMissing.err.find("cannot open /nonexistent/file.odb"), std::string::npos);
}

TEST(CliConventions, SeveralFilesWithJsonAreOneDocumentALine) {
    const auto result = runCli({"info", "--json", corpusFile("cole/all_combos.col"),
                                corpusFile("blosc2/frames/array_2d_f64.b2nd"),
                                corpusFile("at1/col_all_verbatim.at1")});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto objects = jsonLines(result.out);
    ASSERT_EQ(objects.size(), 3u) << result.out;
    EXPECT_EQ(objects[0]["format"].toString(), "COLE");
    EXPECT_EQ(objects[1]["format"].toString(), "Blosc2");
    EXPECT_EQ(objects[2]["format"].toString(), "AT-1");
    EXPECT_EQ(objects[2]["file"].toString().toStdString(), corpusFile("at1/col_all_verbatim.at1"));
}

TEST(CliConventions, CommandsOfOneFileSayWhenGivenMore) {
    const auto result =
        runCli({"cat", corpusFile("cole/all_combos.col"), corpusFile("cole/single_row.col")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("cat takes exactly one FILE"), std::string::npos) << result.err;
}

// On a damaged file every --json command still writes only JSON to standard output; the
// diagnostics go to standard error.
TEST(CliConventions, JsonOutputIsDataAlone) {
    const std::string damaged = corpusFile("at1/bad/complen_past_eof.at1");
    const std::string cole = corpusFile("cole/all_combos.col");
    for (const std::vector<std::string>& arguments : std::vector<std::vector<std::string>>{
             {"info", "--json", damaged},
             {"tree", "--json", damaged},
             {"check", "--json", damaged},
             {"layers", "--json", damaged},
             {"sizes", "--json", damaged},
             {"stats", "--json", cole},
             {"scan", "--json", "--where", "i32_plain > 0", cole},
             {"diff", "--json", cole, corpusFile("cole/single_row.col")}}) {
        const auto result = runCli(arguments);
        QJsonParseError error{};
        QJsonDocument::fromJson(QByteArray::fromStdString(result.out), &error);
        EXPECT_EQ(error.error, QJsonParseError::NoError)
            << arguments[0] << ": " << result.out.substr(0, 200);
    }
}

} // namespace
} // namespace strata::test
