// Every ODB-2 corpus file decodes to the values odc decoded (corpus/odb2/expected/NAME.json),
// through the Document API and through strata-cli.
#include "strata/check.h"
#include "strata/format_registry.h"
#include "strata/value_text.h"
#include "support/cli_runner.h"
#include "support/corpus.h"
#include "support/csv_reader.h"
#include "support/table_text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <array>
#include <filesystem>
#include <gtest/gtest.h>
#include <limits>

namespace strata::test {
namespace {

std::string bytesFromHex(const QString& hex) {
    const QByteArray bytes = QByteArray::fromHex(hex.toLatin1());
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

double realOf(const QJsonValue& value) {
    if (value.isString()) {
        const QString text = value.toString();
        if (text == "-0") {
            return -0.0;
        }
        if (text == "nan") {
            return std::numeric_limits<double>::quiet_NaN();
        }
        return text == "inf" ? std::numeric_limits<double>::infinity()
                             : -std::numeric_limits<double>::infinity();
    }
    return value.toDouble();
}

// One expected cell, printed as strata-cli prints the column type (corpus README "NAME.json").
std::string cellText(const QJsonValue& value, int type) {
    if (value.isNull()) {
        return missingMarker;
    }
    std::string text;
    switch (type) {
    case 1:
        appendInteger(text, value.toInteger());
        break;
    case 4:
        appendUnsigned(text, static_cast<std::uint64_t>(value.toInteger()));
        break;
    case 2:
        appendShortest(text, static_cast<float>(realOf(value)));
        break;
    case 3:
        text = value.isObject() ? bytesFromHex(value.toObject()["hex"].toString())
                                : value.toString().toStdString();
        break;
    default:
        appendShortest(text, realOf(value));
        break;
    }
    return text;
}

QJsonArray schemaOf(const QJsonObject& frame) {
    QJsonArray schema;
    for (const auto& column : frame["columns"].toArray()) {
        schema.append(QJsonArray{column.toObject()["name"], column.toObject()["type"]});
    }
    return schema;
}

// Corpus files that have an expected/NAME.json, as "odb/NAME" or "quirks/NAME".
std::vector<std::string> filesWithExpectedJson() {
    std::vector<std::string> names;
    for (const char* folder : {"odb", "quirks"}) {
        for (const auto& path : corpusFiles("odb2/" + std::string(folder), ".odb")) {
            const auto json = corpusPath("odb2/expected/" + path.stem().string() + ".json");
            if (std::filesystem::exists(json)) {
                names.push_back(std::string(folder) + "/" + path.stem().string());
            }
        }
    }
    return names;
}

// The expected tables of a corpus file: its physical frames (expected/NAME.json) grouped into
// runs that share column names and types, as cell text (first record: the column names).
std::vector<std::vector<std::vector<std::string>>> expectedTables(const std::string& name) {
    const std::string stem = std::filesystem::path(name).filename().string();
    // QJsonValue keeps -0.0 as the integer 0; keep its sign as the string "-0".
    std::string text = readFileText(corpusPath("odb2/expected/" + stem + ".json"));
    for (std::size_t at = text.find("-0.0"); at != std::string::npos; at = text.find("-0.0", at)) {
        const char next = at + 4 < text.size() ? text[at + 4] : ',';
        if (next == ',' || next == ']') {
            text.replace(at, 4, "\"-0\"");
        }
        at += 4;
    }
    const auto frames =
        QJsonDocument::fromJson(QByteArray::fromStdString(text)).object()["frames"].toArray();
    std::vector<std::vector<std::vector<std::string>>> tables;
    QJsonArray previousSchema;
    for (const auto& frameValue : frames) {
        const QJsonObject frame = frameValue.toObject();
        const QJsonArray columns = frame["columns"].toArray();
        const QJsonArray schema = schemaOf(frame);
        if (tables.empty() || schema != previousSchema) {
            std::vector<std::string> header;
            for (const auto& column : columns) {
                header.push_back(column.toObject()["name"].toString().toStdString());
            }
            tables.push_back({header});
            previousSchema = schema;
        }
        const QJsonObject data = frame["data"].toObject();
        const auto rows = frame["rows"].toInteger();
        for (qint64 r = 0; r < rows; ++r) {
            std::vector<std::string> record;
            for (const auto& column : columns) {
                const QJsonObject info = column.toObject();
                const QJsonValue value = data[info["name"].toString()].toArray()[r];
                record.push_back(cellText(value, info["type"].toInt()));
            }
            tables.back().push_back(std::move(record));
        }
    }
    return tables;
}

std::string fileOf(const std::string& name) {
    return "odb2/" + name + ".odb";
}

class Odb2Corpus : public ::testing::TestWithParam<std::string> {};

TEST_P(Odb2Corpus, TablesEqualExpectedJson) {
    const std::string name = GetParam();
    const Document document = openFile(corpusPath(fileOf(name)));
    const auto expected = expectedTables(name);
    if (expected.empty()) {
        EXPECT_TRUE(document.tables.empty());
        return;
    }
    ASSERT_EQ(document.formatName, "ODB-2");
    EXPECT_TRUE(document.diagnostics.empty()) << document.diagnostics.front().message;
    ASSERT_EQ(document.tables.size(), expected.size());
    for (std::size_t t = 0; t < expected.size(); ++t) {
        const auto actual = tableCells(*document.tables[t]);
        ASSERT_EQ(actual.size(), expected[t].size()) << name << " table " << t;
        for (std::size_t r = 0; r < actual.size(); ++r) {
            ASSERT_EQ(actual[r], expected[t][r]) << name << " table " << t << " record " << r;
        }
    }
}

// Reading one column (readBlockColumns: the markers walked, that column's values alone) gives
// the expected JSON's cells, and leaves the other columns empty.
TEST_P(Odb2Corpus, EachColumnAloneEqualsExpectedJson) {
    const std::string name = GetParam();
    const Document document = openFile(corpusPath(fileOf(name)));
    const auto expected = expectedTables(name);
    ASSERT_EQ(document.tables.size(), expected.size());
    for (std::size_t t = 0; t < expected.size(); ++t) {
        const Table& table = *document.tables[t];
        for (std::size_t c = 0; c < table.columns().size(); ++c) {
            std::size_t record = 1;
            for (std::size_t b = 0; b < table.blocks().size(); ++b) {
                const std::size_t only[] = {c};
                const BlockData block = table.readBlockColumns(b, only);
                ASSERT_EQ(block.columns.size(), table.columns().size());
                for (std::size_t other = 0; other < block.columns.size(); ++other) {
                    EXPECT_EQ(block.columns[other].size(), other == c ? block.rowCount : 0u);
                }
                for (std::uint64_t r = 0; r < block.rowCount; ++r, ++record) {
                    std::string text;
                    if (block.columns[c].isMissing(r)) {
                        text = missingMarker;
                    } else {
                        block.columns[c].appendText(r, text);
                    }
                    ASSERT_EQ(text, expected[t][record][c])
                        << name << " table " << t << " column " << c << " record " << record;
                }
            }
        }
    }
}

TEST_P(Odb2Corpus, CheckFindsNothingWrong) {
    const Document document = openFile(corpusPath(fileOf(GetParam())));
    const auto diagnostics = checkDocument(document);
    EXPECT_TRUE(diagnostics.empty())
        << diagnostics.front().offset << " " << diagnostics.front().message;
}

INSTANTIATE_TEST_SUITE_P(Files, Odb2Corpus, ::testing::ValuesIn(filesWithExpectedJson()),
                         [](const auto& info) {
                             return std::filesystem::path(info.param).filename().string();
                         });

// strata-cli csv prints every table as the expected JSON says (missing cells empty).
TEST(Odb2Cli, CsvOfEveryTableEqualsExpectedJson) {
    for (const std::string name :
         {"odb/capi_real_codecs", "odb/capi_strings", "odb/concat_mixed_endian_and_empty_frame",
          "odb/pyodc_bigendian", "odb/capi_bitfields"}) {
        const auto expected = expectedTables(name);
        for (std::size_t t = 0; t < expected.size(); ++t) {
            const CliResult result =
                runCli({"csv", corpusPath(fileOf(name)).string(), "--table", std::to_string(t)});
            ASSERT_EQ(result.exitCode, 0) << name << " " << result.err;
            auto records = parseCsv(result.out);
            if (expected[t].size() == 1 && records.empty()) {
                continue; // a zero-row table with no header line printed
            }
            ASSERT_EQ(records.size(), expected[t].size()) << name << " table " << t;
            for (std::size_t r = 1; r < records.size(); ++r) {
                auto want = expected[t][r];
                for (auto& cell : want) {
                    if (cell == missingMarker) {
                        cell.clear();
                    }
                }
                ASSERT_EQ(records[r], want) << name << " table " << t << " record " << r;
            }
        }
    }
}

// strata-cli info --json lists each table with the frames it spans.
TEST(Odb2Cli, InfoListsTablesWithTheirFrameRanges) {
    const CliResult result =
        runCli({"info", "--json",
                corpusPath("odb2/odb/concat_mixed_endian_and_empty_frame.odb").string()});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto info = QJsonDocument::fromJson(QByteArray::fromStdString(result.out)).object();
    EXPECT_EQ(info["format"].toString(), "ODB-2");
    const auto tables = info["tables"].toArray();
    ASSERT_EQ(tables.size(), 3);
    const std::vector<std::array<const char*, 3>> expected{
        {"frame 0", "file / frame 0", "file / frame 0"},
        {"frame 1", "file / frame 1", "file / frame 1"},
        {"frames 2-3", "file / frame 2", "file / frame 3"}};
    const std::vector<qint64> rows{30, 0, 50};
    for (qsizetype t = 0; t < tables.size(); ++t) {
        const auto table = tables[t].toObject();
        const auto& want = expected[static_cast<std::size_t>(t)];
        EXPECT_EQ(table["name"].toString(), want[0]);
        EXPECT_EQ(table["first_block"].toString(), want[1]);
        EXPECT_EQ(table["last_block"].toString(), want[2]);
        EXPECT_EQ(table["rows"].toInteger(), rows[static_cast<std::size_t>(t)]);
    }
}

} // namespace
} // namespace strata::test
