// strata-cli csv's options and strata-cli stats, end to end.
#include "support/cli_runner.h"
#include "support/cole_bytes_writer.h"
#include "support/corpus.h"
#include "support/csv_reader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <map>

namespace strata::test {
namespace {

const std::string multiRowGroups = corpusPath("cole/multi_rowgroups.col").string();

std::vector<std::vector<std::string>> reference() {
    return parseCsv(readFileText(corpusPath("cole/multi_rowgroups.csv")));
}

TEST(CliCsvOptions, ColumnsRowsDelimiterQuotingAndLineEnds) {
    const auto result = runCli({"csv", multiRowGroups, "--columns", "label,#0", "--rows", "3:2",
                                "--delimiter", "tab", "--quote", "all", "--crlf"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto rows = reference();
    const std::string expected = "\"label\"\t\"ts\"\r\n\"" + rows[4][2] + "\"\t\"" + rows[4][0] +
                                 "\"\r\n\"" + rows[5][2] + "\"\t\"" + rows[5][0] + "\"\r\n";
    EXPECT_EQ(result.out, expected);
}

TEST(CliCsvOptions, NoHeaderNeverQuoteAndRowsToTheEnd) {
    const auto result =
        runCli({"csv", multiRowGroups, "--no-header", "--quote", "never", "--rows", "1003:"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto rows = reference();
    EXPECT_EQ(result.out, rows[1004][0] + "," + rows[1004][1] + "," + rows[1004][2] + "," +
                              rows[1004][3] + "\n" + rows[1005][0] + "," + rows[1005][1] + "," +
                              rows[1005][2] + "," + rows[1005][3] + "\n");
}

TEST(CliCsvOptions, MissingTextAndFixedFloats) {
    // Float and double columns with missing values, some all missing.
    const std::string file = corpusPath("odb2/odb/capi_real_codecs.odb").string();
    const auto plain = runCli({"csv", file});
    const auto styled = runCli({"csv", file, "--missing", "NA", "--float", "fixed:2"});
    ASSERT_EQ(plain.exitCode, 0) << plain.err;
    ASSERT_EQ(styled.exitCode, 0) << styled.err;
    const auto plainRows = parseCsv(plain.out);
    const auto styledRows = parseCsv(styled.out);
    ASSERT_EQ(plainRows.size(), styledRows.size());
    std::size_t missing = 0;
    std::size_t fixed = 0;
    for (std::size_t r = 1; r < plainRows.size(); ++r) {
        for (std::size_t c = 0; c < plainRows[r].size(); ++c) {
            const std::string& before = plainRows[r][c];
            const std::string& after = styledRows[r][c];
            if (before.empty()) {
                EXPECT_EQ(after, "NA");
                ++missing;
            } else if (plainRows[0][c].rfind("d_", 0) == 0 &&
                       before.find('.') != std::string::npos) {
                // Double columns: their shortest text reads back to the same double.
                char expected[512];
                std::snprintf(expected, sizeof expected, "%.2f", std::stod(before));
                EXPECT_EQ(after, expected);
                ++fixed;
            }
        }
    }
    EXPECT_GT(missing, 0u);
    EXPECT_GT(fixed, 0u);
}

TEST(CliCsvOptions, BadOptionsAreUsageErrors) {
    EXPECT_EQ(runCli({"csv", multiRowGroups, "--quote", "sometimes"}).exitCode, 2);
    EXPECT_EQ(runCli({"csv", multiRowGroups, "--delimiter", "ab"}).exitCode, 2);
    EXPECT_EQ(runCli({"csv", multiRowGroups, "--float", "fixed:x"}).exitCode, 2);
    EXPECT_EQ(runCli({"csv", multiRowGroups, "--rows", "5"}).exitCode, 2);
    const auto unknown = runCli({"csv", multiRowGroups, "--columns", "ts,nope"});
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_NE(unknown.err.find("nope"), std::string::npos);
}

TEST(CliStats, JsonMatchesValuesComputedFromTheReferenceCsv) {
    const auto result = runCli({"stats", multiRowGroups, "--json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const QJsonObject stats =
        QJsonDocument::fromJson(QByteArray::fromStdString(result.out)).object();
    const auto rows = reference();
    EXPECT_EQ(stats["rows"].toInteger(), static_cast<qint64>(rows.size() - 1));
    const QJsonArray columns = stats["columns"].toArray();
    ASSERT_EQ(columns.size(), 4);
    std::map<std::string, int> codes;
    long long minCode = 0;
    long long maxCode = 0;
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const long long code = std::stoll(rows[r][1]);
        ++codes[rows[r][1]];
        minCode = r == 1 ? code : std::min(minCode, code);
        maxCode = r == 1 ? code : std::max(maxCode, code);
    }
    const QJsonObject code = columns[1].toObject();
    EXPECT_EQ(code["name"].toString(), "code");
    EXPECT_EQ(code["count"].toInteger(), static_cast<qint64>(rows.size() - 1));
    EXPECT_EQ(code["missing"].toInteger(), 0);
    EXPECT_EQ(code["distinct"].toInteger(), static_cast<qint64>(codes.size()));
    EXPECT_TRUE(code["distinct_exact"].toBool());
    EXPECT_EQ(code["min"].toString().toStdString(), std::to_string(minCode));
    EXPECT_EQ(code["max"].toString().toStdString(), std::to_string(maxCode));
    const QJsonObject top = code["most_frequent"].toArray()[0].toObject();
    EXPECT_EQ(codes[top["value"].toString().toStdString()], top["count"].toInt());
    qint64 binned = 0;
    for (const auto bin : code["histogram"].toObject()["bins"].toArray()) {
        binned += bin.toInteger();
    }
    EXPECT_EQ(binned, static_cast<qint64>(rows.size() - 1));
}

// 150,000 unique values: past the exact-count bound (100,000), so distinct and the histogram
// are estimated, and they say so.
TEST(CliStats, JsonMarksEstimatesThatNeverExceedTheRows) {
    constexpr std::int64_t rows = 150000;
    ColeBytesWriter writer;
    writer.addColumn("id", ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Plain);
    std::vector<std::int64_t> ids;
    for (std::int64_t i = 0; i < rows; ++i) {
        ids.push_back(20240101 + i * 3);
    }
    writer.addRowGroup({ids});
    const std::vector<std::byte> bytes = writer.finish();
    const std::filesystem::path path = testTempPath("strata_cli_unique_ids.col");
    {
        std::ofstream file(path, std::ios::binary);
        file.write(reinterpret_cast<const char*>(bytes.data()),
                   static_cast<std::streamsize>(bytes.size()));
    }
    const auto result = runCli({"stats", path.string(), "--json"});
    std::filesystem::remove(path);
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const QJsonObject id = QJsonDocument::fromJson(QByteArray::fromStdString(result.out))
                               .object()["columns"]
                               .toArray()[0]
                               .toObject();
    EXPECT_TRUE(id["distinct_estimated"].toBool());
    EXPECT_FALSE(id["distinct_exact"].toBool());
    EXPECT_LE(id["distinct"].toInteger(), rows);
    EXPECT_GE(id["distinct"].toInteger(), rows * 94 / 100);
    EXPECT_TRUE(id["histogram"].toObject()["estimated"].toBool());
    EXPECT_EQ(id["min"].toString(), "20240101");
}

TEST(CliStats, TextNamesEveryColumn) {
    const auto result = runCli({"stats", multiRowGroups});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    for (const char* name : {"ts (INTEGER)", "code (INTEGER)", "label (STRING)", "id (INTEGER)"}) {
        EXPECT_NE(result.out.find(name), std::string::npos) << name;
    }
    EXPECT_NE(result.out.find("min 0, max 1004"), std::string::npos);
}

} // namespace
} // namespace strata::test
