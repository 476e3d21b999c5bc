#include "strata/column_statistics.h"
#include "strata/format_registry.h"
#include "strata/value_text.h"
#include "support/corpus.h"
#include "support/csv_reader.h"
#include "support/memory_table.h"

#include <cmath>
#include <gtest/gtest.h>
#include <limits>
#include <map>
#include <set>

namespace strata {
namespace {

using test::MemoryTable;

BlockData doublesBlock(const std::vector<double>& values, const std::set<std::size_t>& missing) {
    BlockData block;
    ColumnData column(LogicalType::Float64);
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (missing.count(i) != 0) {
            column.appendMissing();
        } else {
            column.appendDouble(values[i]);
        }
    }
    block.columns.push_back(std::move(column));
    block.rowCount = values.size();
    return block;
}

TEST(ColumnStatistics, ColeColumnsMatchTheReferenceReadersValues) {
    const Document document = openFile(test::corpusPath("cole/multi_rowgroups.col"));
    const auto records =
        test::parseCsv(test::readFileText(test::corpusPath("cole/multi_rowgroups.csv")));
    const TableStatistics statistics = computeTableStatistics(*document.tables[0]);
    ASSERT_EQ(statistics.rows, records.size() - 1);
    ASSERT_EQ(statistics.columns.size(), 4u);

    // "ts", an integer column: min, max, mean and deviation computed here from the CSV text.
    std::vector<long double> ts;
    std::set<std::string> distinctTs;
    for (std::size_t r = 1; r < records.size(); ++r) {
        ts.push_back(std::stold(records[r][0]));
        distinctTs.insert(records[r][0]);
    }
    long double sum = 0;
    for (const long double v : ts) {
        sum += v;
    }
    const long double mean = sum / ts.size();
    long double squares = 0;
    for (const long double v : ts) {
        squares += (v - mean) * (v - mean);
    }
    const ColumnStatistics& tsStats = statistics.columns[0];
    EXPECT_EQ(tsStats.name, "ts");
    EXPECT_EQ(tsStats.count, ts.size());
    EXPECT_EQ(tsStats.missing, 0u);
    EXPECT_EQ(tsStats.minText,
              std::to_string(static_cast<long long>(*std::min_element(ts.begin(), ts.end()))));
    EXPECT_EQ(tsStats.maxText,
              std::to_string(static_cast<long long>(*std::max_element(ts.begin(), ts.end()))));
    EXPECT_NEAR(*tsStats.mean, static_cast<double>(mean),
                std::abs(static_cast<double>(mean)) * 1e-12);
    const double deviation = std::sqrt(static_cast<double>(squares / ts.size()));
    EXPECT_NEAR(*tsStats.standardDeviation, deviation, deviation * 1e-9);
    EXPECT_EQ(tsStats.distinct, distinctTs.size());
    EXPECT_TRUE(tsStats.distinctExact);
    std::uint64_t binned = 0;
    for (const auto bin : tsStats.histogram.bins) {
        binned += bin;
    }
    EXPECT_EQ(binned, ts.size());
    EXPECT_EQ(tsStats.histogram.bins.size(), 32u);

    // "label", a dictionary string column: distinct values and the most frequent ones.
    std::map<std::string, std::uint64_t> labels;
    for (std::size_t r = 1; r < records.size(); ++r) {
        ++labels[records[r][2]];
    }
    const ColumnStatistics& labelStats = statistics.columns[2];
    EXPECT_EQ(labelStats.distinct, labels.size());
    EXPECT_EQ(labelStats.minText, labels.begin()->first);
    EXPECT_EQ(labelStats.maxText, labels.rbegin()->first);
    ASSERT_FALSE(labelStats.mostFrequent.empty());
    std::uint64_t most = 0;
    for (const auto& [text, count] : labels) {
        most = std::max(most, count);
    }
    EXPECT_EQ(labelStats.mostFrequent.front().second, most);
    EXPECT_EQ(labels[labelStats.mostFrequent.front().first], most);
    EXPECT_FALSE(labelStats.mean.has_value());
    EXPECT_TRUE(labelStats.histogram.bins.empty());
}

TEST(ColumnStatistics, MissingAndNotANumberCellsAreCountedApart) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    std::vector<BlockData> blocks;
    blocks.push_back(doublesBlock({1.5, nan, 3.5, 0.0}, {3}));
    blocks.push_back(doublesBlock({-2.0, 1.5}, {}));
    const MemoryTable table({{"x", LogicalType::Float64, "", {}}}, std::move(blocks));
    const ColumnStatistics stats = computeTableStatistics(table).columns.at(0);
    EXPECT_EQ(stats.count, 5u);
    EXPECT_EQ(stats.missing, 1u);
    EXPECT_EQ(stats.notANumber, 1u);
    EXPECT_EQ(stats.minText, "-2");
    EXPECT_EQ(stats.maxText, "3.5");
    EXPECT_DOUBLE_EQ(*stats.mean, (1.5 + 3.5 - 2.0 + 1.5) / 4);
    EXPECT_EQ(stats.distinct, 3u);
    ASSERT_FALSE(stats.mostFrequent.empty());
    EXPECT_EQ(stats.mostFrequent.front(), (std::pair<std::string, std::uint64_t>{"1.5", 2}));
}

TEST(ColumnStatistics, InfinitiesBoundTheRangeButStayOutOfMeanAndHistogram) {
    const double infinity = std::numeric_limits<double>::infinity();
    std::vector<BlockData> blocks;
    blocks.push_back(doublesBlock({-infinity, 1.0, 3.0, infinity}, {}));
    const MemoryTable table({{"x", LogicalType::Float64, "", {}}}, std::move(blocks));
    const ColumnStatistics stats = computeTableStatistics(table).columns.at(0);
    EXPECT_EQ(stats.minText, "-inf");
    EXPECT_EQ(stats.maxText, "inf");
    EXPECT_DOUBLE_EQ(*stats.mean, 2.0);
    EXPECT_EQ(stats.distinct, 4u);
    EXPECT_DOUBLE_EQ(stats.histogram.low, 1.0);
    EXPECT_DOUBLE_EQ(stats.histogram.high, 3.0);
    EXPECT_EQ(stats.histogram.bins.front() + stats.histogram.bins.back(), 2u);
}

TEST(ColumnStatistics, AnAllMissingColumnHasNoValues) {
    std::vector<BlockData> blocks;
    blocks.push_back(doublesBlock({0, 0, 0}, {0, 1, 2}));
    const MemoryTable table({{"x", LogicalType::Float64, "", {}}}, std::move(blocks));
    const ColumnStatistics stats = computeTableStatistics(table).columns.at(0);
    EXPECT_EQ(stats.count, 0u);
    EXPECT_EQ(stats.missing, 3u);
    EXPECT_EQ(stats.distinct, 0u);
    EXPECT_TRUE(stats.minText.empty());
    EXPECT_FALSE(stats.mean.has_value());
    EXPECT_TRUE(stats.histogram.bins.empty());
}

TEST(ColumnStatistics, DistinctCountIsEstimatedPastTheBound) {
    std::vector<double> values;
    for (int i = 0; i < 200000; ++i) {
        values.push_back(i % 50000); // 50,000 distinct values, each four times
    }
    std::vector<BlockData> blocks;
    blocks.push_back(doublesBlock(values, {}));
    const MemoryTable table({{"x", LogicalType::Float64, "", {}}}, std::move(blocks));
    StatisticsOptions options;
    options.distinctBound = 1000;
    const ColumnStatistics stats = computeTableStatistics(table, options).columns.at(0);
    EXPECT_FALSE(stats.distinctExact);
    EXPECT_NEAR(static_cast<double>(stats.distinct), 50000.0, 50000.0 * 0.06);
    std::uint64_t binned = 0;
    for (const auto bin : stats.histogram.bins) {
        binned += bin;
    }
    EXPECT_NEAR(static_cast<double>(binned), 200000.0, 200.0);
    options.distinctBound = 100000;
    EXPECT_EQ(computeTableStatistics(table, options).columns.at(0).distinct, 50000u);
}

BlockData integersBlock(LogicalType type, const std::vector<std::int64_t>& values) {
    BlockData block;
    ColumnData column(type);
    for (const std::int64_t value : values) {
        column.appendInt(value);
    }
    block.columns.push_back(std::move(column));
    block.rowCount = values.size();
    return block;
}

ColumnStatistics integerStatistics(const std::vector<std::int64_t>& values,
                                   const StatisticsOptions& options = {}) {
    std::vector<BlockData> blocks;
    blocks.push_back(integersBlock(LogicalType::Int64, values));
    const MemoryTable table({{"n", LogicalType::Int64, "", {}}}, std::move(blocks));
    return computeTableStatistics(table, options).columns.at(0);
}

// A column of unique values: the k-minimum-values estimate lands a few % either side of the
// row count, and the side above it is impossible.
TEST(ColumnStatistics, DistinctEstimateNeverExceedsTheValues) {
    StatisticsOptions options;
    options.distinctBound = 1000;
    int above = 0;
    for (std::int64_t start = 0; start < 16; ++start) {
        std::vector<std::int64_t> values;
        for (std::int64_t i = 0; i < 20000; ++i) {
            values.push_back(start * 1000003 + i * 7919); // unique, spread far apart
        }
        const ColumnStatistics stats = integerStatistics(values, options);
        EXPECT_FALSE(stats.distinctExact);
        EXPECT_LE(stats.distinct, 20000u) << start;
        EXPECT_GE(stats.distinct, 20000u * 94 / 100) << start;
        above += stats.distinct == 20000u ? 1 : 0;
    }
    EXPECT_GT(above, 0); // some estimates were clamped, so the cases cover the clamp
}

// Integers hold at most max - min + 1 distinct values, however many rows there are.
TEST(ColumnStatistics, DistinctEstimateNeverExceedsTheIntegerRange) {
    StatisticsOptions options;
    options.distinctBound = 1000;
    std::vector<std::int64_t> values;
    for (std::int64_t i = 0; i < 60000; ++i) {
        values.push_back((i * 7919) % 5000); // 5,000 values in [0, 4999], each 12 times
    }
    const ColumnStatistics stats = integerStatistics(values, options);
    EXPECT_FALSE(stats.distinctExact);
    EXPECT_LE(stats.distinct, 5000u);
}

TEST(ColumnStatistics, ASampledHistogramIsMarkedEstimated) {
    std::vector<std::int64_t> values;
    for (std::int64_t i = 0; i < 100000; ++i) {
        values.push_back(i);
    }
    StatisticsOptions options;
    options.distinctBound = 1000;
    EXPECT_TRUE(integerStatistics(values, options).histogram.estimated);
    EXPECT_FALSE(integerStatistics(values).histogram.estimated); // counted value by value
}

TEST(ColumnStatistics, NumbersAreWrittenInFull) {
    const ColumnStatistics constant = integerStatistics(std::vector<std::int64_t>(10, 20240101));
    EXPECT_EQ(fullText(*constant.mean), "20240101");
    EXPECT_EQ(constant.distinct, 1u);
    std::vector<BlockData> blocks;
    blocks.push_back(doublesBlock({100000.0, 0.5, 1704326399.44}, {}));
    const MemoryTable table({{"x", LogicalType::Float64, "", {}}}, std::move(blocks));
    const ColumnStatistics floats = computeTableStatistics(table).columns.at(0);
    EXPECT_EQ(floats.minText, "0.5");
    EXPECT_EQ(floats.maxText, "1704326399.44");
    std::vector<BlockData> round;
    round.push_back(doublesBlock({100000.0, 3.0}, {}));
    const MemoryTable roundTable({{"x", LogicalType::Float64, "", {}}}, std::move(round));
    EXPECT_EQ(computeTableStatistics(roundTable).columns.at(0).maxText, "100000");
}

TEST(ColumnStatistics, UnsignedColumnsKeepTheirFullRange) {
    BlockData block;
    ColumnData column(LogicalType::UInt64);
    column.appendInt(-1); // 2^64 - 1
    column.appendInt(7);
    block.columns.push_back(std::move(column));
    block.rowCount = 2;
    std::vector<BlockData> blocks;
    blocks.push_back(std::move(block));
    const MemoryTable table({{"u", LogicalType::UInt64, "", {}}}, std::move(blocks));
    const ColumnStatistics stats = computeTableStatistics(table).columns.at(0);
    EXPECT_EQ(stats.minText, "7");
    EXPECT_EQ(stats.maxText, "18446744073709551615");
}

} // namespace
} // namespace strata
