// Value counts: exact counts against counts computed here from the reference CSV, ordering,
// the filter, and the memory bound.
#include "strata/format_registry.h"
#include "strata/value_counts.h"
#include "support/corpus.h"
#include "support/csv_reader.h"
#include "support/memory_table.h"

#include <cmath>
#include <gtest/gtest.h>
#include <limits>
#include <map>

namespace strata {
namespace {

TEST(ValueCounts, ColeLabelsAndCodesEqualTheReferenceCounts) {
    const Document document = openFile(test::corpusPath("cole/multi_rowgroups.col"));
    const Table& table = *document.tables[0];
    const auto records =
        test::parseCsv(test::readFileText(test::corpusPath("cole/multi_rowgroups.csv")));
    for (const std::size_t column : {std::size_t{1}, std::size_t{2}}) { // code, label
        std::map<std::string, std::uint64_t> expected;
        for (std::size_t r = 1; r < records.size(); ++r) {
            ++expected[records[r][column]];
        }
        ValueCountOptions options;
        options.top = 0;
        const ValueCounts counts = countValues(table, column, options);
        EXPECT_FALSE(counts.boundHit);
        EXPECT_EQ(counts.rows, records.size() - 1);
        EXPECT_EQ(counts.missing, 0u);
        EXPECT_EQ(counts.distinct, expected.size());
        std::map<std::string, std::uint64_t> counted;
        for (const ValueCount& entry : counts.top) {
            counted[entry.value] = entry.count;
        }
        EXPECT_EQ(counted, expected) << table.columns()[column].name;
        for (std::size_t i = 1; i < counts.top.size(); ++i) {
            EXPECT_GE(counts.top[i - 1].count, counts.top[i].count);
        }
    }
}

TEST(ValueCounts, TiesInValueOrderMissingApartAndTheFilterApplies) {
    BlockData block;
    ColumnData values(LogicalType::Float64);
    for (const double v :
         {3.0, -1.0, 3.0, 10.0, -1.0, std::numeric_limits<double>::quiet_NaN(), 2.5}) {
        values.appendDouble(v);
    }
    values.appendMissing(2);
    block.columns.push_back(std::move(values));
    block.rowCount = 9;
    const test::MemoryTable table({{"x", LogicalType::Float64, "", {}}}, {block});

    ValueCountOptions options;
    options.top = 3;
    ValueCounts counts = countValues(table, 0, options);
    EXPECT_EQ(counts.rows, 9u);
    EXPECT_EQ(counts.missing, 2u);
    EXPECT_EQ(counts.distinct, 5u);
    ASSERT_EQ(counts.top.size(), 3u);
    EXPECT_EQ(counts.top[0].value, "-1"); // 2, then 3 (2): numeric order, not text order
    EXPECT_EQ(counts.top[1].value, "3");
    EXPECT_EQ(counts.top[2].value, "2.5"); // 1 each: 2.5 < 10 < NaN
    EXPECT_EQ(counts.top[2].count, 1u);

    options.filter = QueryExpression::parse("x > 0", table.columns());
    counts = countValues(table, 0, options);
    EXPECT_EQ(counts.rows, 4u);
    EXPECT_EQ(counts.missing, 0u);
    EXPECT_EQ(counts.top[0].value, "3");
    EXPECT_EQ(counts.top[0].count, 2u);

    options.filter = QueryExpression();
    options.maxDistinct = 4;
    counts = countValues(table, 0, options);
    EXPECT_TRUE(counts.boundHit);
    EXPECT_TRUE(counts.top.empty());
}

} // namespace
} // namespace strata
