// strata-cli end to end, as a user runs it.
#include "support/cli_runner.h"
#include "support/corpus.h"
#include "support/csv_reader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <filesystem>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

QJsonObject parseObject(const std::string& text) {
    QJsonParseError error{};
    const auto document = QJsonDocument::fromJson(QByteArray::fromStdString(text), &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString();
    return document.object();
}

std::string corpusFile(const std::string& relative) {
    return corpusPath(relative).string();
}

TEST(Cli, UsageErrorsExitTwo) {
    EXPECT_EQ(runCli({}).exitCode, 2);
    EXPECT_EQ(runCli({"frobnicate", corpusFile("cole/int32_plain.col")}).exitCode, 2);
    EXPECT_EQ(runCli({"info"}).exitCode, 2);
    EXPECT_EQ(runCli({"info", corpusFile("cole/int32_plain.col"), "--bogus"}).exitCode, 2);
    const auto missing = runCli({"info", "/nonexistent/file.col"});
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_NE(missing.err.find("cannot open"), std::string::npos);
    EXPECT_EQ(runCli({"csv", corpusFile("cole/int32_plain.col"), "--table", "3"}).exitCode, 2);
    const auto help = runCli({"--help"});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_NE(help.out.find("usage: strata-cli"), std::string::npos);
}

TEST(Cli, InfoJsonListsTablesAndColumns) {
    const auto result = runCli({"info", corpusFile("cole/all_combos.col"), "--json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto info = parseObject(result.out);
    EXPECT_EQ(info["format"].toString(), "COLE");
    EXPECT_EQ(info["size"].toInteger(), 4533);
    EXPECT_EQ(info["diagnostics"].toInteger(), 0);
    const auto tables = info["tables"].toArray();
    ASSERT_EQ(tables.size(), 1);
    const auto table = tables[0].toObject();
    EXPECT_EQ(table["rows"].toInteger(), 72);
    const auto columns = table["columns"].toArray();
    ASSERT_EQ(columns.size(), 8);
    EXPECT_EQ(columns[0].toObject()["name"].toString(), "i32_plain");
    EXPECT_EQ(columns[0].toObject()["type"].toString(), "INTEGER");
    EXPECT_EQ(columns[7].toObject()["encoding"].toString(), "DICTIONARY");
}

void expectNested(const QJsonObject& node, qint64 fileSize) {
    const qint64 offset = node["offset"].toInteger();
    const qint64 end = offset + node["length"].toInteger();
    EXPECT_LE(end, fileSize);
    for (const auto& childValue : node["children"].toArray()) {
        const auto child = childValue.toObject();
        EXPECT_GE(child["offset"].toInteger(), offset) << child["label"].toString().toStdString();
        EXPECT_LE(child["offset"].toInteger() + child["length"].toInteger(), end)
            << child["label"].toString().toStdString();
        expectNested(child, fileSize);
    }
}

TEST(Cli, TreeJsonCoversTheFileAndListsEveryPage) {
    const auto result = runCli({"tree", corpusFile("cole/multi_rowgroups.col"), "--json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto root = parseObject(result.out);
    EXPECT_EQ(root["label"].toString(), "file");
    EXPECT_EQ(root["offset"].toInteger(), 0);
    EXPECT_EQ(root["length"].toInteger(), 12831);
    expectNested(root, 12831);
    // Every page of every chunk at the offset the manifest gives.
    const auto manifest = readJson(corpusPath("cole/manifest.json")).object();
    QJsonObject entry;
    for (const auto& file : manifest["files"].toArray()) {
        if (file.toObject()["file"].toString() == "multi_rowgroups.col") {
            entry = file.toObject();
        }
    }
    const auto children = root["children"].toArray();
    const auto groups = entry["row_groups"].toArray();
    int checked = 0;
    for (qsizetype g = 0; g < groups.size(); ++g) {
        const auto groupNode = children[g + 1].toObject(); // after the header
        EXPECT_EQ(groupNode["label"].toString(), QString("row group %1").arg(g));
        const auto chunks = groups[g].toObject()["column_chunks"].toArray();
        for (qsizetype c = 0; c < chunks.size(); ++c) {
            const auto page = chunks[c].toObject()["pages"].toArray()[0].toObject();
            const auto pageNode =
                groupNode["children"].toArray()[c].toObject()["children"].toArray()[0].toObject();
            EXPECT_EQ(pageNode["offset"].toInteger(), page["header_offset"].toInteger());
            EXPECT_EQ(pageNode["children"].toArray()[1].toObject()["offset"].toInteger(),
                      page["data_offset"].toInteger());
            ++checked;
        }
    }
    EXPECT_GT(checked, 20);
}

TEST(Cli, TreeDepthLimitsTheOutput) {
    const auto result = runCli({"tree", corpusFile("cole/int32_plain.col"), "--depth", "1"});
    ASSERT_EQ(result.exitCode, 0);
    EXPECT_NE(result.out.find("file [0, +335] COLE\n  header [0, +8] COLE 1.0\n"),
              std::string::npos);
    EXPECT_EQ(result.out.find("page header"), std::string::npos);
}

TEST(Cli, CsvReproducesEveryColeTable) {
    for (const auto& path : corpusFiles("cole", ".col")) {
        const auto csvPath = std::filesystem::path(path).replace_extension(".csv");
        if (!std::filesystem::exists(csvPath)) {
            continue;
        }
        const auto result = runCli({"csv", path.string()});
        ASSERT_EQ(result.exitCode, 0) << path << result.err;
        // Column names as the file stores them: column_names.col has an empty one.
        EXPECT_EQ(parseCsv(result.out), parseCsv(readFileText(csvPath))) << path;
    }
}

TEST(Cli, EmptyStringsInAOneColumnTableKeepTheirRowsInEveryQuotingMode) {
    // string_plain.col: one string column of 16 rows, 4 of them empty.
    const std::string path = corpusFile("cole/string_plain.col");
    for (const char* quoting : {"minimal", "all"}) {
        const auto result = runCli({"csv", path, "--quote", quoting});
        ASSERT_EQ(result.exitCode, 0) << result.err;
        EXPECT_EQ(parseCsv(result.out).size(), 17u) << quoting; // header and rows, as pandas reads
        EXPECT_NE(result.out.find("\n\"\"\n"), std::string::npos) << quoting;
    }
    // Never-quoting cannot write the later rows' commas and line breaks, but an empty field it
    // still quotes rather than lose its row.
    const auto never = runCli({"csv", path, "--quote", "never", "--rows", "0:5"});
    ASSERT_EQ(never.exitCode, 0) << never.err;
    EXPECT_EQ(never.out, "s\n\"\"\na\n\"\"\n\"\"\nhello world\n");
}

TEST(Cli, AnEmptyColumnNameStaysEmptyInCsvAndJson) {
    const std::string path = corpusFile("cole/column_names.col");
    const auto csv = runCli({"csv", path, "--rows", "0:0"});
    ASSERT_EQ(csv.exitCode, 0) << csv.err;
    EXPECT_EQ(csv.out.rfind(",naïve_列_😀,dup,dup,", 0), 0u) << csv.out.substr(0, 40);
    const auto info = runCli({"info", path, "--json"});
    ASSERT_EQ(info.exitCode, 0) << info.err;
    EXPECT_NE(info.out.find("\"columns\":[{\"name\":\"\","), std::string::npos) << info.out;
    EXPECT_EQ(info.out.find("\"c0\""), std::string::npos);
    const auto text = runCli({"info", path});
    EXPECT_NE(text.out.find("\n      \"\": "), std::string::npos) << text.out;
    const auto stats = runCli({"stats", path});
    EXPECT_NE(stats.out.find(" rows\n\"\" (INTEGER)\n"), std::string::npos) << stats.out;
    // #0 still names it for --columns.
    EXPECT_EQ(runCli({"csv", path, "--columns", "#0", "--rows", "0:0"}).out, "\"\"\n");
}

TEST(Cli, CsvQuotesOnlyWhereNeededAndWritesToAFile) {
    const auto out = testTempPath("strata_cli_test_strings.csv");
    const auto result = runCli({"csv", corpusFile("cole/string_plain.col"), "-o", out.string()});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const std::string text = readFileText(out);
    std::filesystem::remove(out);
    EXPECT_EQ(text.rfind("s\n", 0), 0u) << "header is unquoted: " << text.substr(0, 20);
    EXPECT_EQ(parseCsv(text), parseCsv(readFileText(corpusPath("cole/string_plain.csv"))));
}

TEST(Cli, CheckOnEveryCutOfAColeFileExitsOneNamingAnOffset) {
    const auto original = readFileBytes(corpusPath("cole/int32_plain.col"));
    const auto cut = testTempPath("strata_cli_cut.col");
    for (std::size_t length = 0; length < original.size(); length += 7) {
        {
            std::FILE* file = std::fopen(cut.c_str(), "wb");
            ASSERT_NE(file, nullptr);
            std::fwrite(original.data(), 1, length, file);
            std::fclose(file);
        }
        const auto result = runCli({"check", cut.string()});
        EXPECT_EQ(result.exitCode, 1) << "cut at " << length << ": " << result.out << result.err;
        // "error OFFSET MESSAGE"
        EXPECT_EQ(result.out.rfind("error ", 0), 0u) << "cut at " << length << ": " << result.out;
        const auto space = result.out.find(' ', 6);
        ASSERT_NE(space, std::string::npos);
        const std::string offset = result.out.substr(6, space - 6);
        EXPECT_FALSE(offset.empty());
        EXPECT_EQ(offset.find_first_not_of("0123456789"), std::string::npos) << result.out;
        EXPECT_LE(std::stoull(offset), length);
    }
    std::filesystem::remove(cut);
}

// A damaged stream name that is no text (bytes 0x80 and ESC in 'meta') reaches the terminal
// escaped: no stray bytes, no escape sequences.
TEST(Cli, NamesThatAreNotTextAreEscapedInTreeAndCheck) {
    auto bytes = readFileBytes(corpusPath("at1/stream_qjson_weblogs.at1"));
    ASSERT_EQ(std::string(reinterpret_cast<const char*>(bytes.data()) + 13, 4), "meta");
    bytes[14] = std::byte{0x80};
    bytes[15] = std::byte{0x1b};
    const auto damaged = testTempPath("strata_cli_bad_name.at1");
    {
        std::FILE* file = std::fopen(damaged.c_str(), "wb");
        ASSERT_NE(file, nullptr);
        std::fwrite(bytes.data(), 1, bytes.size(), file);
        std::fclose(file);
    }
    const auto tree = runCli({"tree", damaged.string(), "--depth", "4"});
    EXPECT_NE(tree.out.find("stream 'm\\x80\\x1ba' [12, +86]"), std::string::npos) << tree.out;
    const auto check = runCli({"check", damaged.string()});
    EXPECT_EQ(check.exitCode, 1);
    for (const std::string& out : {tree.out, check.out}) {
        EXPECT_EQ(out.find('\x1b'), std::string::npos);
        EXPECT_EQ(out.find("m\x80"), std::string::npos);
    }
    std::filesystem::remove(damaged);
}

TEST(Cli, CheckOnAGoodFileExitsZeroAndPrintsNothing) {
    const auto result = runCli({"check", corpusFile("cole/all_combos.col")});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_EQ(result.out, "");
    const auto json = runCli({"check", corpusFile("cole/all_combos.col"), "--json"});
    EXPECT_EQ(parseObject(json.out)["errors"].toBool(), false);
}

TEST(Cli, QuirkFileWritesWhatDecodedAndExitsOne) {
    const auto result = runCli({"csv", corpusFile("cole/quirk_unwritten_rle_column.col")});
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_EQ(result.out, "id,never_written\n1,\n2,\n3,\n");
    EXPECT_NE(result.err.find("error 82 "), std::string::npos) << result.err;
}

TEST(Cli, UnknownFormatOpensAndCatSaysThereIsNoPayload) {
    const auto path = testTempPath("strata_cli_unknown.bin");
    {
        std::FILE* file = std::fopen(path.c_str(), "wb");
        std::fputs("just some text", file);
        std::fclose(file);
    }
    const auto info = runCli({"info", path.string(), "--json"});
    EXPECT_EQ(info.exitCode, 0);
    EXPECT_EQ(parseObject(info.out)["format"].toString(), "unknown");
    EXPECT_EQ(runCli({"cat", path.string()}).exitCode, 2);
    std::filesystem::remove(path);
}

} // namespace
} // namespace strata::test
