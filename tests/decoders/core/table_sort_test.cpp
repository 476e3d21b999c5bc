// Sorting a whole table: the row order against one sorted here from the corpus's reference CSVs
// (COLE, ODB-2), missing cells last, stability, the filter, the external merge forced by a tiny
// memory bound, cancel, and the --sort key syntax.
#include "strata/format_registry.h"
#include "strata/table_sort.h"
#include "support/corpus.h"
#include "support/csv_reader.h"
#include "support/memory_table.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <gtest/gtest.h>
#include <limits>
#include <numeric>

namespace strata {
namespace {

using Records = std::vector<std::vector<std::string>>;

// Row numbers 0..n-1 stably sorted by `less` over the reference records (header excluded).
template <typename Less>
std::vector<std::uint64_t> referenceOrder(const Records& records, Less less) {
    std::vector<std::uint64_t> rows(records.size() - 1);
    std::iota(rows.begin(), rows.end(), 0);
    std::stable_sort(rows.begin(), rows.end(), [&](std::uint64_t a, std::uint64_t b) {
        return less(records[a + 1], records[b + 1]);
    });
    return rows;
}

// ODB-2's reference (odc sql) quotes strings: 'text'.
std::string unquoted(const std::string& text) {
    return text.size() >= 2 && text.front() == '\'' ? text.substr(1, text.size() - 2) : text;
}

TEST(TableSort, ColeByLabelThenCodeDescendingEqualsTheReference) {
    const Document document = openFile(test::corpusPath("cole/multi_rowgroups.col"));
    const Table& table = *document.tables[0];
    ASSERT_GT(table.blocks().size(), 1u);
    const Records records =
        test::parseCsv(test::readFileText(test::corpusPath("cole/multi_rowgroups.csv")));
    // ts, code, label, id
    const auto expected = referenceOrder(records, [](const auto& a, const auto& b) {
        if (a[2] != b[2]) {
            return a[2] < b[2];
        }
        return std::stoll(a[1]) > std::stoll(b[1]);
    });
    SortOptions options;
    options.keys = parseSortKeys("label,-code", table.columns());
    const SortOutcome sorted = sortTable(table, options);
    EXPECT_TRUE(sorted.error.empty());
    EXPECT_EQ(sorted.spilledRuns, 0u);
    EXPECT_EQ(sorted.rows, expected);
}

TEST(TableSort, Odb2ByNameThenValueDescendingEqualsTheReference) {
    const Document document =
        openFile(test::corpusPath("odb2/odb/capi_multiframe_codec_change.odb"));
    const Table& table = *document.tables[0];
    ASSERT_GT(table.blocks().size(), 1u);
    const Records records = test::parseCsv(
        test::readFileText(test::corpusPath("odb2/expected/capi_multiframe_codec_change.sql.csv")));
    ASSERT_EQ(records.size() - 1, table.rowCount());
    // kind, val, dv, name, bits
    const auto expected = referenceOrder(records, [](const auto& a, const auto& b) {
        if (unquoted(a[3]) != unquoted(b[3])) {
            return unquoted(a[3]) < unquoted(b[3]);
        }
        // odc sql writes a missing value as NULL: last, in either direction.
        if (a[1] == "NULL" || b[1] == "NULL") {
            return a[1] != "NULL" && b[1] == "NULL";
        }
        return std::stod(a[1]) > std::stod(b[1]);
    });
    SortOptions options;
    options.keys = parseSortKeys("name,val:desc", table.columns());
    const SortOutcome sorted = sortTable(table, options);
    EXPECT_EQ(sorted.rows, expected);

    // The same through the external merge: a few hundred bytes of keys at a time, so runs are
    // merged in rounds (more than 64 of them).
    options.memoryBound = 1024;
    const SortOutcome merged = sortTable(table, options);
    EXPECT_GT(merged.spilledRuns, 64u);
    EXPECT_TRUE(merged.error.empty());
    EXPECT_EQ(merged.rows, expected);
}

TEST(TableSort, TheFilteredRowsSortedAsTheReference) {
    const Document document = openFile(test::corpusPath("cole/cli_write_12345rows_seed7.col"));
    const Table& table = *document.tables[0];
    const Records records =
        test::parseCsv(test::readFileText(test::corpusPath("cole/cli_write_12345rows_seed7.csv")));
    // id, value, category, region, status: the rows with category 2, by region then value.
    Records kept{records[0]};
    std::vector<std::uint64_t> keptRows;
    for (std::size_t r = 1; r < records.size(); ++r) {
        if (records[r][2] == "2") {
            kept.push_back(records[r]);
            keptRows.push_back(r - 1);
        }
    }
    std::vector<std::uint64_t> expected;
    for (const std::uint64_t k : referenceOrder(kept, [](const auto&a, const auto&b) {
             return a[3] != b[3] ? a[3] < b[3] : std::stoll(a[1]) < std::stoll(b[1]);
         })) {
        expected.push_back(keptRows[k]);
    }
    ASSERT_GT(expected.size(), 100u);
    SortOptions options;
    options.keys = parseSortKeys("region,value", table.columns());
    options.filter = QueryExpression::parse("category = 2", table.columns());
    EXPECT_EQ(sortTable(table, options).rows, expected);
    options.memoryBound = 4096;
    const SortOutcome merged = sortTable(table, options);
    EXPECT_GT(merged.spilledRuns, 1u);
    EXPECT_EQ(merged.rows, expected);
}

TEST(TableSort, TextThatIsANumberSortsAsTheNumberBeforeOtherText) {
    // AT-1 keeps DEC and NUMEXC values as text: "-0.1" before "-0.2" would be wrong.
    BlockData block;
    ColumnData text(LogicalType::String);
    const std::vector<std::string> values = {"-0.1", "T", "10", "-0.2", "9.5", "", "1e1", "25.50"};
    for (const auto& value : values) {
        text.appendString(value);
    }
    block.columns = {text};
    block.rowCount = values.size();
    const test::MemoryTable table({{"tmax_c", LogicalType::String, "DEC", {}}}, {block});
    SortOptions options;
    options.keys = {{0, false}};
    // -0.2, -0.1, 9.5, 10 and 1e1 (equal: table order), 25.50, then "" and "T" as text.
    EXPECT_EQ(sortTable(table, options).rows, (std::vector<std::uint64_t>{3, 0, 4, 2, 6, 7, 5, 1}));
    options.keys = {{0, true}};
    EXPECT_EQ(sortTable(table, options).rows, (std::vector<std::uint64_t>{1, 5, 7, 2, 6, 4, 0, 3}));
}

TEST(TableSort, MissingCellsLastInBothDirectionsAndEqualKeysInTableOrder) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    BlockData first;
    ColumnData x(LogicalType::Float64);
    ColumnData s(LogicalType::String);
    for (const double v : {2.0, -1.0, nan, 2.0}) {
        x.appendDouble(v);
    }
    x.appendMissing();
    for (const char* text : {"b", "a", "", "a"}) {
        s.appendString(text);
    }
    s.appendMissing();
    first.columns = {x, s};
    first.rowCount = 5;
    BlockData second;
    ColumnData y(LogicalType::Float64);
    ColumnData t(LogicalType::String);
    y.appendMissing();
    y.appendDouble(-std::numeric_limits<double>::infinity());
    y.appendDouble(2.0);
    t.appendString(std::string("a\0b", 3));
    t.appendString("a");
    t.appendString("ab");
    second.columns = {y, t};
    second.rowCount = 3;
    const test::MemoryTable table(
        {{"x", LogicalType::Float64, "", {}}, {"s", LogicalType::String, "", {}}}, {first, second});
    // x: 2, -1, NaN, 2, missing | missing, -inf, 2
    SortOptions options;
    options.keys = {{0, false}};
    EXPECT_EQ(sortTable(table, options).rows, (std::vector<std::uint64_t>{6, 1, 0, 3, 7, 2, 4, 5}));
    options.keys = {{0, true}};
    EXPECT_EQ(sortTable(table, options).rows, (std::vector<std::uint64_t>{2, 0, 3, 7, 1, 6, 4, 5}));
    // s: "b", "a", "", "a", missing | "a\0b", "a", "ab"; then x descending among equal text.
    options.keys = {{1, false}, {0, true}};
    EXPECT_EQ(sortTable(table, options).rows, (std::vector<std::uint64_t>{2, 3, 1, 6, 5, 7, 0, 4}));
    options.keys = {{1, true}};
    EXPECT_EQ(sortTable(table, options).rows, (std::vector<std::uint64_t>{0, 7, 5, 1, 3, 6, 2, 4}));
}

TEST(TableSort, CancelStopsTheSort) {
    const Document document = openFile(test::corpusPath("cole/multi_rowgroups.col"));
    std::atomic<bool> cancel{true};
    JobControl control;
    control.cancel = &cancel;
    SortOptions options;
    options.keys = {{0, false}};
    const SortOutcome sorted = sortTable(*document.tables[0], options, control);
    EXPECT_TRUE(sorted.cancelled);
    EXPECT_TRUE(sorted.rows.empty());
}

TEST(TableSort, KeysByNameOrIndexWithTheirDirection) {
    const std::vector<Column> columns{{"a", LogicalType::Int64, "", {}},
                                      {"b:c", LogicalType::Int64, "", {}},
                                      {"c", LogicalType::String, "", {}}};
    const auto keys = parseSortKeys("-c,#0:desc,a:asc", columns);
    ASSERT_EQ(keys.size(), 3u);
    EXPECT_EQ(keys[0].column, 2u);
    EXPECT_TRUE(keys[0].descending);
    EXPECT_EQ(keys[1].column, 0u);
    EXPECT_TRUE(keys[1].descending);
    EXPECT_EQ(keys[2].column, 0u);
    EXPECT_FALSE(keys[2].descending);
    try {
        parseSortKeys("a,d", columns);
        FAIL() << "d is no column";
    } catch (const ExpressionError& error) {
        EXPECT_TRUE(std::string_view(error.what()).starts_with("sort column 'd' not found"));
        EXPECT_EQ(error.position(), 2u);
    }
    EXPECT_THROW(parseSortKeys("a,", columns), ExpressionError);
}

} // namespace
} // namespace strata
