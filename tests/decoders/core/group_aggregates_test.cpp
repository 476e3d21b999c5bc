// Group-by aggregates (issue 39) over a table in memory, against values computed here row by
// row from the same cells: keys of every kind, bins, missing keys, NaN, text min/max, distinct,
// the orders, the filter, the bound on groups.
#include "strata/group_aggregates.h"
#include "strata/query_expression.h"
#include "support/memory_table.h"

#include <cmath>
#include <gtest/gtest.h>
#include <map>
#include <random>
#include <set>

namespace strata::test {
namespace {

// Columns: code (int64, some missing), station (text), value (float64, some NaN and missing),
// lat (float64 in [-90, 90)), time (HHMMSS int64).
struct Rows {
    std::vector<std::optional<std::int64_t>> code;
    std::vector<std::string> station;
    std::vector<std::optional<double>> value;
    std::vector<double> lat;
    std::vector<std::int64_t> time;
};

Rows sampleRows(std::size_t count) {
    std::mt19937 random(7);
    Rows rows;
    for (std::size_t r = 0; r < count; ++r) {
        const unsigned pick = random() % 100;
        rows.code.push_back(pick < 5 ? std::nullopt
                                     : std::optional<std::int64_t>(std::int64_t(pick % 7) - 2));
        rows.station.push_back("ST" + std::to_string(random() % 13));
        const unsigned kind = random() % 50;
        rows.value.push_back(kind == 0   ? std::nullopt
                             : kind == 1 ? std::optional<double>(std::nan(""))
                                         : std::optional<double>((random() % 100000) / 7.0 - 5000));
        rows.lat.push_back((random() % 18000) / 100.0 - 90);
        rows.time.push_back((random() % 24) * 10000 + (random() % 60) * 100 + random() % 60);
    }
    return rows;
}

std::shared_ptr<MemoryTable> tableOf(const Rows& rows, std::size_t blockRows) {
    std::vector<Column> columns{{"code", LogicalType::Int64, "", {}},
                                {"station", LogicalType::String, "", {}},
                                {"value", LogicalType::Float64, "", {}},
                                {"lat", LogicalType::Float64, "", {}},
                                {"time", LogicalType::Int64, "", {}}};
    std::vector<BlockData> blocks;
    for (std::size_t first = 0; first < rows.code.size(); first += blockRows) {
        BlockData block;
        block.columns = {ColumnData(LogicalType::Int64), ColumnData(LogicalType::String),
                         ColumnData(LogicalType::Float64), ColumnData(LogicalType::Float64),
                         ColumnData(LogicalType::Int64)};
        const std::size_t end = std::min(rows.code.size(), first + blockRows);
        for (std::size_t r = first; r < end; ++r) {
            rows.code[r] ? block.columns[0].appendInt(*rows.code[r])
                         : block.columns[0].appendMissing();
            block.columns[1].appendString(rows.station[r]);
            rows.value[r] ? block.columns[2].appendDouble(*rows.value[r])
                          : block.columns[2].appendMissing();
            block.columns[3].appendDouble(rows.lat[r]);
            block.columns[4].appendInt(rows.time[r]);
        }
        block.rowCount = end - first;
        blocks.push_back(std::move(block));
    }
    return std::make_shared<MemoryTable>(columns, std::move(blocks));
}

GroupByOptions optionsFor(const Table& table, const std::vector<std::string>& keys,
                          const std::string& aggregates) {
    GroupByOptions options;
    for (const std::string& key : keys) {
        options.keys.push_back(std::get<GroupKey>(parseGroupKey(key, table.columns())));
    }
    options.aggregates =
        std::get<std::vector<Aggregate>>(parseAggregates(aggregates, table.columns()));
    return options;
}

std::string cellText(const GroupByResult& result, std::size_t column, std::size_t group) {
    std::string text;
    if (result.groups.columns[column].isMissing(group)) {
        return "missing";
    }
    result.groups.columns[column].appendText(group, text);
    return text;
}

// What one group of (code) holds, computed plainly.
struct Expected {
    std::uint64_t rows = 0;
    std::uint64_t values = 0;    // value cells not missing (NaN included)
    std::vector<double> numbers; // not NaN
    std::set<std::string> stations;
    std::string minStation;
};

TEST(GroupAggregates, OneIntegerKeyMatchesAPlainComputation) {
    const Rows rows = sampleRows(20000);
    const auto table = tableOf(rows, 1500);
    const GroupByOptions options =
        optionsFor(*table, {"code"},
                   "count(*), count(value), min(value), max(value), mean(value), sum(value), "
                   "stdev(value), distinct(station), min(station), max(station)");
    const GroupByResult result = groupBy(*table, options);
    ASSERT_FALSE(result.limitHit);
    EXPECT_EQ(result.rows, 20000u);

    std::map<std::optional<std::int64_t>, Expected> expected;
    for (std::size_t r = 0; r < rows.code.size(); ++r) {
        Expected& group = expected[rows.code[r]];
        ++group.rows;
        if (rows.value[r]) {
            ++group.values;
            if (!std::isnan(*rows.value[r])) {
                group.numbers.push_back(*rows.value[r]);
            }
        }
        group.stations.insert(rows.station[r]);
    }
    // Keys ascending, the missing key last (std::map puts nullopt first).
    std::vector<std::optional<std::int64_t>> keys;
    for (const auto& [key, group] : expected) {
        if (key) {
            keys.push_back(key);
        }
    }
    keys.push_back(std::nullopt);
    ASSERT_EQ(result.groups.rowCount, keys.size());
    ASSERT_EQ(result.columns.size(), 11u);
    EXPECT_EQ(result.columns[0].name, "code");
    EXPECT_EQ(result.columns[5].name, "mean(value)");
    for (std::size_t g = 0; g < keys.size(); ++g) {
        const Expected& group = expected[keys[g]];
        SCOPED_TRACE(keys[g] ? std::to_string(*keys[g]) : "missing");
        EXPECT_EQ(cellText(result, 0, g), keys[g] ? std::to_string(*keys[g]) : "missing");
        EXPECT_EQ(result.groupRows[g], group.rows);
        EXPECT_EQ(cellText(result, 1, g), std::to_string(group.rows));
        EXPECT_EQ(cellText(result, 2, g), std::to_string(group.values));
        double sum = 0;
        double low = group.numbers.front();
        double high = group.numbers.front();
        for (const double number : group.numbers) {
            sum += number;
            low = std::min(low, number);
            high = std::max(high, number);
        }
        const double mean = sum / static_cast<double>(group.numbers.size());
        double squares = 0;
        for (const double number : group.numbers) {
            squares += (number - mean) * (number - mean);
        }
        const double stdev = std::sqrt(squares / static_cast<double>(group.numbers.size()));
        EXPECT_EQ(result.groups.columns[3].doubleAt(g), low);
        EXPECT_EQ(result.groups.columns[4].doubleAt(g), high);
        EXPECT_NEAR(result.groups.columns[5].doubleAt(g), mean, 1e-9 * std::abs(mean));
        EXPECT_NEAR(result.groups.columns[6].doubleAt(g), sum, 1e-9 * std::abs(sum));
        EXPECT_NEAR(result.groups.columns[7].doubleAt(g), stdev, 1e-9 * stdev);
        EXPECT_EQ(cellText(result, 8, g), std::to_string(group.stations.size()));
        EXPECT_EQ(cellText(result, 9, g), *group.stations.begin());
        EXPECT_EQ(cellText(result, 10, g), *group.stations.rbegin());
    }
}

// Blocks are grouped on workers and merged in block order: the sums come out the same bits
// whichever thread took which block.
TEST(GroupAggregates, TheResultIsTheSameOnOneThreadOrMany) {
    const Rows rows = sampleRows(30000);
    const auto table = tableOf(rows, 997);
    const GroupByOptions options = optionsFor(
        *table, {"station", "code"}, "sum(value), mean(value), stdev(value), distinct(time)");
    JobControl one;
    one.threads = 1;
    const GroupByResult alone = groupBy(*table, options, one);
    for (int run = 0; run < 3; ++run) {
        const GroupByResult together = groupBy(*table, options);
        ASSERT_EQ(together.groups.rowCount, alone.groups.rowCount);
        for (std::size_t c = 0; c < alone.columns.size(); ++c) {
            for (std::size_t g = 0; g < alone.groups.rowCount; ++g) {
                ASSERT_EQ(cellText(together, c, g), cellText(alone, c, g)) << c << ", " << g;
            }
        }
    }
}

TEST(GroupAggregates, TwoKeysWithBinsAndTheOrderByCount) {
    const Rows rows = sampleRows(5000);
    const auto table = tableOf(rows, 700);
    GroupByOptions options = optionsFor(*table, {"station", "lat:30", "time:hour"}, "count(*)");
    options.order = GroupByOptions::Order::Count;
    const GroupByResult result = groupBy(*table, options);
    std::map<std::tuple<std::string, double, std::int64_t>, std::uint64_t> expected;
    for (std::size_t r = 0; r < rows.lat.size(); ++r) {
        ++expected[{rows.station[r], std::floor(rows.lat[r] / 30) * 30, rows.time[r] / 10000}];
    }
    ASSERT_EQ(result.groups.rowCount, expected.size());
    EXPECT_EQ(result.columns[1].name, "lat:30");
    EXPECT_EQ(result.columns[2].name, "time:hour");
    std::uint64_t previous = ~std::uint64_t{0};
    for (std::size_t g = 0; g < result.groups.rowCount; ++g) {
        const auto key = std::make_tuple(std::string(result.groups.columns[0].stringAt(g)),
                                         result.groups.columns[1].doubleAt(g),
                                         result.groups.columns[2].intAt(g));
        ASSERT_TRUE(expected.count(key)) << std::get<0>(key) << " " << std::get<1>(key);
        EXPECT_EQ(result.groups.columns[3].intAt(g), static_cast<std::int64_t>(expected[key]));
        EXPECT_LE(result.groupRows[g], previous); // largest first
        previous = result.groupRows[g];
    }
}

TEST(GroupAggregates, IntegerBinsFloorNegativeValues) {
    const Rows rows = sampleRows(3000);
    const auto table = tableOf(rows, 3000);
    const GroupByResult result = groupBy(*table, optionsFor(*table, {"code:3"}, "count(*)"));
    // Codes -2..4 in bins of 3: -3 (-2, -1), 0 (0..2), 3 (3, 4), and the missing.
    ASSERT_EQ(result.groups.rowCount, 4u);
    EXPECT_EQ(cellText(result, 0, 0), "-3");
    EXPECT_EQ(cellText(result, 0, 1), "0");
    EXPECT_EQ(cellText(result, 0, 2), "3");
    EXPECT_EQ(cellText(result, 0, 3), "missing");
    std::uint64_t lowest = 0;
    for (const auto& code : rows.code) {
        lowest += code && *code < 0 ? 1 : 0;
    }
    EXPECT_EQ(result.groupRows[0], lowest);
}

TEST(GroupAggregates, TheFilterKeepsTheRowsGroupedAndNoRowsGiveOneEmptyGroup) {
    const Rows rows = sampleRows(4000);
    const auto table = tableOf(rows, 512);
    GroupByOptions options = optionsFor(*table, {}, "count(*), mean(value)");
    options.filter = QueryExpression::parse("lat > 45", table->columns());
    const GroupByResult kept = groupBy(*table, options);
    std::uint64_t north = 0;
    for (const double lat : rows.lat) {
        north += lat > 45 ? 1 : 0;
    }
    EXPECT_EQ(kept.rows, north);
    ASSERT_EQ(kept.groups.rowCount, 1u);
    EXPECT_EQ(cellText(kept, 0, 0), std::to_string(north));

    options.filter = QueryExpression::parse("lat > 1000", table->columns());
    const GroupByResult none = groupBy(*table, options);
    ASSERT_EQ(none.groups.rowCount, 1u);
    EXPECT_EQ(cellText(none, 0, 0), "0");
    EXPECT_EQ(cellText(none, 1, 0), "missing");
}

TEST(GroupAggregates, MoreGroupsThanTheBoundStopWithNoneListed) {
    const Rows rows = sampleRows(3000);
    const auto table = tableOf(rows, 1000);
    GroupByOptions options = optionsFor(*table, {"time"}, "count(*)");
    options.maxGroups = 100;
    const GroupByResult result = groupBy(*table, options);
    EXPECT_TRUE(result.limitHit);
    EXPECT_EQ(result.groups.rowCount, 0u);
    // Distinct values count against the bound too.
    options = optionsFor(*table, {}, "distinct(lat)");
    options.maxGroups = 100;
    EXPECT_TRUE(groupBy(*table, options).limitHit);
}

TEST(GroupAggregates, ParsingSaysWhatIsWrong) {
    const auto table = tableOf(sampleRows(10), 10);
    const auto error = [&](const std::string& text) {
        const auto parsed = parseAggregates(text, table->columns());
        return std::holds_alternative<std::string>(parsed) ? std::get<std::string>(parsed) : "";
    };
    EXPECT_NE(error("median(value)").find("unknown aggregate 'median'"), std::string::npos);
    EXPECT_NE(error("mean(nothing)").find("no column 'nothing'"), std::string::npos);
    EXPECT_NE(error("mean(station)").find("holds text"), std::string::npos);
    EXPECT_NE(error("sum(*)").find("only count takes *"), std::string::npos);
    EXPECT_NE(error("count(*) mean(value)").find("separated by commas"), std::string::npos);
    EXPECT_EQ(error("count(*), avg(value)"), "");
    const auto key = parseGroupKey("lat:zero", table->columns());
    ASSERT_TRUE(std::holds_alternative<std::string>(key));
    EXPECT_NE(std::get<std::string>(key).find("positive width"), std::string::npos);
    EXPECT_TRUE(std::holds_alternative<std::string>(parseGroupKey("station:10", table->columns())));
}

} // namespace
} // namespace strata::test
