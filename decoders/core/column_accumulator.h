#pragma once

#include "strata/column_statistics.h"

#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace strata {

// Folds the cells of one column, block by block, into its ColumnStatistics.
class ColumnAccumulator {
public:
    ColumnAccumulator(const Column& column, const StatisticsOptions& options);

    void add(const ColumnData& cells, std::size_t rows);
    ColumnStatistics finish();

private:
    void addInteger(std::int64_t value);
    void addFloating(double value);
    void addString(std::string_view value);
    void addNumber(double value);
    void noteKey(std::int64_t bits, std::uint64_t hash);
    void noteHash(std::uint64_t hash);
    std::string keyText(std::int64_t bits) const;
    Histogram histogram() const;
    // The most distinct values the column can hold: an estimate never goes above it.
    std::uint64_t possibleDistinct() const;

    ColumnStatistics m_result;
    StatisticsOptions m_options;
    bool m_unsigned;
    bool m_floating;
    // Running mean and sum of squared deviations (Welford).
    double m_mean = 0;
    double m_squares = 0;
    std::uint64_t m_numbers = 0; // finite ones: infinities take no part in mean and histogram
    std::optional<double> m_finiteMin, m_finiteMax;
    std::optional<std::int64_t> m_minInteger, m_maxInteger;
    std::optional<std::string> m_minString, m_maxString;
    // Exact counts per value while there are at most distinctBound of them.
    std::unordered_map<std::int64_t, std::uint64_t> m_numberCounts;
    std::unordered_map<std::string, std::uint64_t> m_stringCounts;
    bool m_overflowed = false;
    // The k smallest distinct value hashes, for the estimate once the counts overflow.
    std::set<std::uint64_t> m_smallestHashes;
    // A uniform sample of the numbers, for the histogram once the counts overflow.
    std::vector<double> m_sample;
    std::mt19937_64 m_random{20261122};
};

} // namespace strata
