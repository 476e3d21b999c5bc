#pragma once

#include "strata/job_control.h"
#include "strata/query_expression.h"
#include "strata/table.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace strata {

// Equal-width bins over [low, high] of a numeric column's finite values.
struct Histogram {
    double low = 0;
    double high = 0;
    std::vector<std::uint64_t> bins;
    // True when the bins are a uniform sample's counts scaled to every value: each count is
    // then an estimate, not a count of values.
    bool estimated = false;
};

struct ColumnStatistics {
    std::string name;
    LogicalType type = LogicalType::Int64;
    std::uint64_t count = 0; // cells that are not missing
    std::uint64_t missing = 0;
    std::uint64_t notANumber = 0; // NaN cells of float columns (counted, not missing)
    std::string minText; // exact, in full (appendFull: "100000", not "1e+05"); bytewise for strings
    std::string maxText;
    std::optional<double> min; // numbers only
    std::optional<double> max;
    std::optional<double> mean;              // mean, deviation and histogram leave infinities out
    std::optional<double> standardDeviation; // of the population
    std::uint64_t distinct = 0;
    // false: a HyperLogLog estimate (about 1 % off), never above what the column can hold
    // (its values that are not NaN; for integers, also max - min + 1).
    bool distinctExact = true;
    std::vector<std::pair<std::string, std::uint64_t>> mostFrequent; // count descending
    bool mostFrequentExact = true; // false: counts of the values seen before the bound
    Histogram histogram;           // numbers only
};

struct StatisticsOptions {
    std::vector<std::size_t> columns;   // empty: all
    std::size_t distinctBound = 100000; // distinct values counted exactly up to this many
    std::size_t mostFrequentCount = 10;
    std::size_t histogramBins = 32;
    QueryExpression filter; // the rows summarised; blocks it excludes are not read
};

struct TableStatistics {
    std::uint64_t rows = 0;
    std::vector<ColumnStatistics> columns;
    bool cancelled = false; // the statistics cover the rows read before the cancel
    // From the blocks that were decoded, and where stored bounds disagree with the data.
    std::vector<Diagnostic> diagnostics;
};

// Reads every block once (a few in parallel, memory flat) and summarises each column, over the
// rows options.filter keeps (TableStatistics::rows counts them). Progress counts rows.
TableStatistics computeTableStatistics(const Table& table, const StatisticsOptions& options = {},
                                       const JobControl& control = {});

} // namespace strata
