// strata-cli csv, scan and stats with --where EXPR, and stats --counts, end to end; expected
// rows and counts are computed here from the reference reader's CSV (odc sql) of the file.
#include "support/cli_runner.h"
#include "support/corpus.h"
#include "support/csv_reader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <functional>
#include <gtest/gtest.h>
#include <map>

namespace strata::test {
namespace {

const std::string odbFile = corpusPath("odb2/odb/capi_multiframe_codec_change.odb").string();

// odc sql's records (kind, val, dv, name, bits): strings lose their quotes, NULL is missing
// (std::nullopt).
using Record = std::vector<std::optional<std::string>>;

std::vector<Record> odcRecords() {
    const auto rows =
        parseCsv(readFileText(corpusPath("odb2/expected/capi_multiframe_codec_change.sql.csv")));
    std::vector<Record> records;
    for (std::size_t r = 1; r < rows.size(); ++r) {
        Record record;
        for (std::string cell : rows[r]) {
            if (cell == "NULL") {
                record.push_back(std::nullopt);
                continue;
            }
            if (cell.size() >= 2 && cell.front() == '\'' && cell.back() == '\'') {
                cell = cell.substr(1, cell.size() - 2);
            }
            record.push_back(cell);
        }
        records.push_back(record);
    }
    return records;
}

std::vector<const Record*> matching(const std::function<bool(const Record&)>& keep) {
    static const std::vector<Record> records = odcRecords();
    std::vector<const Record*> kept;
    for (const Record& record : records) {
        if (keep(record)) {
            kept.push_back(&record);
        }
    }
    return kept;
}

// kind IN (2, 3) OR kind BETWEEN 40 AND 60, name CONTAINS 'a' OR bits IS MISSING, NOT dv < 0
bool sampleFilter(const Record& r) {
    const long long k = r[0] ? std::stoll(*r[0]) : -1;
    const bool kind = k == 2 || k == 3 || (k >= 40 && k <= 60);
    const bool text = (r[3] && r[3]->find('a') != std::string::npos) || !r[4];
    const bool notNegative = r[2] && std::stod(*r[2]) >= 0;
    return kind && text && notNegative;
}
const std::string sampleExpression =
    "(kind IN (2, 3) OR kind BETWEEN 40 AND 60) AND (name CONTAINS 'a' OR bits IS MISSING) AND "
    "NOT dv < 0";

TEST(CliQuery, CsvWhereExpressionKeepsTheReferenceRows) {
    const auto result =
        runCli({"csv", odbFile, "--where", sampleExpression, "--columns", "kind,name,bits"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    std::string expected = "kind,name,bits\n";
    for (const Record* r : matching(sampleFilter)) {
        expected += r->at(0).value_or("") + "," + r->at(3).value_or("") + "," +
                    r->at(4).value_or("") + "\n";
    }
    ASSERT_GT(expected.size(), 100u); // some rows, not just the header
    EXPECT_EQ(result.out, expected);
}

TEST(CliQuery, ScanCountsRowsAndSeveralWheresAreAnded) {
    const auto both =
        runCli({"scan", odbFile, "--where", "kind IN (2, 3) OR kind BETWEEN 40 AND 60", "--where",
                "(name CONTAINS 'a' OR bits IS MISSING) AND NOT dv < 0", "--json"});
    ASSERT_EQ(both.exitCode, 0) << both.err;
    const auto json = QJsonDocument::fromJson(QByteArray::fromStdString(both.out)).object();
    EXPECT_EQ(json["rows"].toArray().size(), static_cast<qsizetype>(matching(sampleFilter).size()));
}

TEST(CliQuery, ScanCountPrintsTheNumberOfReferenceRows) {
    const std::size_t expected = matching(sampleFilter).size();
    ASSERT_GT(expected, 0u);
    const auto text = runCli({"scan", odbFile, "--where", sampleExpression, "--count"});
    ASSERT_EQ(text.exitCode, 0) << text.err;
    EXPECT_EQ(text.out, std::to_string(expected) + "\n");
    const auto json = runCli({"scan", odbFile, "--where", sampleExpression, "--count", "--json"});
    ASSERT_EQ(json.exitCode, 0) << json.err;
    const auto object = QJsonDocument::fromJson(QByteArray::fromStdString(json.out)).object();
    EXPECT_EQ(object["matched"].toInteger(), static_cast<qint64>(expected));
    EXPECT_FALSE(object.contains("rows"));
}

TEST(CliQuery, OldColumnOpValueClausesStillWork) {
    const auto bare = runCli({"csv", odbFile, "--where", "name = const", "--where", "kind>=7"});
    const auto quoted = runCli({"csv", odbFile, "--where", "name = 'const' AND kind >= 7"});
    ASSERT_EQ(bare.exitCode, 0) << bare.err;
    EXPECT_EQ(bare.out, quoted.out);
    const auto rows =
        matching([](const Record& r) { return r[3] == "const" && r[0] && std::stoll(*r[0]) >= 7; });
    EXPECT_EQ(std::count(bare.out.begin(), bare.out.end(), '\n'),
              static_cast<std::ptrdiff_t>(rows.size() + 1));
}

TEST(CliQuery, BadExpressionPointsAtTheMistake) {
    const auto result = runCli({"scan", corpusPath("odb2/odb/capi_column_names.odb").string(),
                                "--where", "#0 > 1", "--where", "lta@hdr > 5 OR a.b.c = 1"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, "strata-cli: --where: column 'lta@hdr' not found; did you mean "
                          "'lat@hdr'?\n  lta@hdr > 5 OR a.b.c = 1\n  ^\n");
    const auto value = runCli({"csv", odbFile, "--where", "kind > 1 AND name = \"a\""});
    EXPECT_EQ(value.exitCode, 2);
    EXPECT_EQ(value.err, "strata-cli: --where: expected a value after '=', found \"a\"; strings "
                         "take single quotes: 'a'\n  kind > 1 AND name = \"a\"\n"
                         "                      ^\n");
}

TEST(CliQuery, CsvSortWritesTheFilteredRowsInTheReferenceOrder) {
    const auto result = runCli({"csv", odbFile, "--where", "bits > 100", "--sort", "kind:desc,name",
                                "--columns", "kind,name,bits"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    // kind descending (missing last), then name, equal rows in table order.
    std::vector<const Record*> rows =
        matching([](const Record& r) { return r[4] && std::stoll(*r[4]) > 100; });
    std::stable_sort(rows.begin(), rows.end(), [](const Record* a, const Record* b) {
        if ((*a)[0].has_value() != (*b)[0].has_value()) {
            return (*a)[0].has_value();
        }
        if ((*a)[0] && std::stoll(*(*a)[0]) != std::stoll(*(*b)[0])) {
            return std::stoll(*(*a)[0]) > std::stoll(*(*b)[0]);
        }
        return *(*a)[3] < *(*b)[3];
    });
    std::string expected = "kind,name,bits\n";
    for (const Record* r : rows) {
        expected += r->at(0).value_or("") + "," + r->at(3).value_or("") + "," +
                    r->at(4).value_or("") + "\n";
    }
    ASSERT_GT(rows.size(), 100u);
    EXPECT_EQ(result.out, expected);
    // -COL is COL:desc.
    EXPECT_EQ(runCli({"csv", odbFile, "--where", "bits > 100", "--sort", "-kind,name", "--columns",
                      "kind,name,bits"})
                  .out,
              expected);

    const auto wrong = runCli({"csv", odbFile, "--sort", "kind,nmae"});
    EXPECT_EQ(wrong.exitCode, 2);
    EXPECT_EQ(wrong.err, "strata-cli: --sort: sort column 'nmae' not found; did you mean 'name'?\n "
                         " kind,nmae\n       ^\n");
}

TEST(CliQuery, StatsWhereSummarisesTheMatchingRows) {
    const auto result = runCli({"stats", odbFile, "--where", sampleExpression, "--json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto json = QJsonDocument::fromJson(QByteArray::fromStdString(result.out)).object();
    const auto rows = matching(sampleFilter);
    EXPECT_EQ(json["rows"].toInteger(), static_cast<qint64>(rows.size()));
    long long bitsMissing = 0;
    long long kindMax = 0;
    for (const Record* r : rows) {
        bitsMissing += r->at(4) ? 0 : 1;
        kindMax = std::max(kindMax, std::stoll(*r->at(0)));
    }
    const auto kind = json["columns"].toArray()[0].toObject();
    EXPECT_EQ(kind["max"].toString().toStdString(), std::to_string(kindMax));
    EXPECT_EQ(json["columns"].toArray()[4].toObject()["missing"].toInteger(), bitsMissing);
}

// Every value of `column` (an index into the records) with its count, from the reference.
std::map<std::string, long long> referenceCounts(std::size_t column,
                                                 const std::function<bool(const Record&)>& keep,
                                                 long long& missing) {
    std::map<std::string, long long> counts;
    missing = 0;
    for (const Record* r : matching(keep)) {
        if (r->at(column)) {
            ++counts[*r->at(column)];
        } else {
            ++missing;
        }
    }
    return counts;
}

TEST(CliQuery, ValueCountsEqualTheReferenceCounts) {
    const auto result = runCli({"stats", odbFile, "--counts", "name", "--top", "0", "--json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto json = QJsonDocument::fromJson(QByteArray::fromStdString(result.out)).object();
    long long missing = 0;
    const auto expected = referenceCounts(
        3, [](const Record&) { return true; }, missing);
    EXPECT_EQ(json["column"].toString(), "name");
    EXPECT_EQ(json["missing"].toInteger(), missing);
    EXPECT_EQ(json["distinct"].toInteger(), static_cast<qint64>(expected.size()));
    std::map<std::string, long long> counted;
    long long previous = std::numeric_limits<long long>::max();
    std::string previousValue;
    for (const auto& value : json["values"].toArray()) {
        const auto entry = value.toObject();
        const std::string text = entry["value"].toString().toStdString();
        const long long count = entry["count"].toInteger();
        // Most frequent first, ties in value order.
        EXPECT_TRUE(count < previous || (count == previous && previousValue < text)) << text;
        previous = count;
        previousValue = text;
        counted[text] = count;
    }
    EXPECT_EQ(counted, expected);
}

TEST(CliQuery, ValueCountsOfFilteredRowsAsText) {
    const auto result =
        runCli({"stats", odbFile, "--counts", "#0", "--where", "bits > 100", "--top", "2"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    long long missing = 0;
    const auto keep = [](const Record& r) { return r[4] && std::stoll(*r[4]) > 100; };
    const auto expected = referenceCounts(0, keep, missing);
    std::vector<std::pair<long long, long long>> ranked; // (-count, value)
    for (const auto& [value, count] : expected) {
        ranked.emplace_back(-count, std::stoll(value));
    }
    std::sort(ranked.begin(), ranked.end());
    const auto line = [](long long count, long long value) {
        const std::string number = std::to_string(count);
        return std::string(12 - number.size(), ' ') + number + "  " + std::to_string(value) + "\n";
    };
    const std::string expectedText = "kind (INTEGER): " + std::to_string(matching(keep).size()) +
                                     " rows, " + std::to_string(missing) + " missing, " +
                                     std::to_string(expected.size()) + " distinct values\n" +
                                     line(-ranked[0].first, ranked[0].second) +
                                     line(-ranked[1].first, ranked[1].second);
    EXPECT_EQ(result.out, expectedText);
}

TEST(CliQuery, ValueCountsPastTheBoundStopWithAMessage) {
    const auto result = runCli({"stats", odbFile, "--counts", "dv", "--max-distinct", "10"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(result.err, "strata-cli: column 'dv' has more than 10 distinct values, the bound "
                          "that keeps the counts in memory; counting stopped (raise "
                          "--max-distinct)\n");
    EXPECT_EQ(runCli({"stats", odbFile, "--counts", "nosuch"}).exitCode, 2);
}

} // namespace
} // namespace strata::test
