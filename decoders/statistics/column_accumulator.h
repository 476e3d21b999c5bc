#pragma once

#include "statistics/distinct_counter.h"
#include "strata/column_statistics.h"

#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace strata {

// Folds the cells of one column, block by block, into its ColumnStatistics: one loop per
// block and type, so a cell costs a few comparisons and additions; equal neighbours (a report's
// header columns) are counted as one run.
class ColumnAccumulator {
public:
    ColumnAccumulator(const Column& column, const StatisticsOptions& options);

    void add(const ColumnData& cells, std::size_t rows);
    ColumnStatistics finish();

private:
    // Integer is std::uint64_t for unsigned columns (their cells hold the bits), else int64.
    template <typename Integer>
    void addIntegers(const std::int64_t* cells, const std::uint8_t* missing, std::size_t count);
    void addFloating(const double* values, const std::uint8_t* missing, std::size_t count);
    void addStrings(const ColumnData& cells, const std::uint8_t* missing, std::size_t count);
    // Folds a block's mean and squared deviations (of `numbers` finite values) into the totals.
    void addMoments(std::uint64_t numbers, double blockMean, double blockSquares);
    // `count` more numbers are the value with these bits, once the counts have overflowed.
    void sample(std::int64_t bits, std::uint64_t count);
    std::uint64_t nextSkip();
    double numberOf(std::int64_t bits) const;
    // `count` more cells hold the value (a number's bits, or a text); noteRuns notes m_runs.
    void noteRuns();
    void noteKeys(std::int64_t bits, std::uint64_t count);
    void noteString(std::string_view value, std::uint64_t count);
    std::string keyText(std::int64_t bits) const;
    Histogram histogram() const;
    // The most distinct values the column can hold: an estimate never goes above it.
    std::uint64_t possibleDistinct() const;

    // Hashing that lets the string counts be looked up by a string_view, without a copy.
    struct TextHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view text) const {
            return std::hash<std::string_view>{}(text);
        }
    };

    ColumnStatistics m_result;
    StatisticsOptions m_options;
    bool m_unsigned;
    bool m_floating;
    // Mean and sum of squared deviations of the finite numbers, merged block by block (Chan et
    // al.'s pairwise update: each block's own are exact to rounding, whatever the offset).
    double m_mean = 0;
    double m_squares = 0;
    std::uint64_t m_numbers = 0; // finite ones: infinities take no part in mean and histogram
    std::optional<double> m_finiteMin, m_finiteMax;
    std::optional<std::int64_t> m_minInteger, m_maxInteger;
    std::optional<std::string> m_minString, m_maxString;
    // Exact counts per value while there are at most distinctBound of them, then an estimate.
    ValueCounts m_numberCounts;
    std::unordered_map<std::string, std::uint64_t, TextHash, std::equal_to<>> m_stringCounts;
    bool m_overflowed = false;
    DistinctSketch m_sketch;
    // A block's runs of equal numbers, counted after its loop.
    struct Run {
        std::int64_t key;
        std::uint64_t length;
    };
    std::vector<Run> m_runs;
    // A uniform sample of the numbers, for the histogram once the counts overflow: started from
    // the counts (which hold every number until then), then kept by reservoir sampling (Li's
    // Algorithm L: random numbers only where a value replaces one).
    std::vector<double> m_sample;
    std::uint64_t m_skip = 0; // numbers to pass before the next replaces a sampled one
    double m_weight = 0;
    std::mt19937_64 m_random{20261122};
};

} // namespace strata
