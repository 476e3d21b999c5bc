#pragma once

#include "strata/column_data.h"
#include "strata/group_aggregates.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <unordered_set>
#include <vector>

namespace strata {

// What one aggregate has seen of one group.
struct AggregateState {
    std::uint64_t count = 0; // cells counted (for numbers, those that are not NaN)
    double sum = 0;
    double compensation = 0; // Neumaier's running error of `sum`
    double mean = 0;         // Welford's running mean and sum of squared deviations
    double squares = 0;
    double min = 0; // floats
    double max = 0;
    std::int64_t minInteger = 0; // integers, exact
    std::int64_t maxInteger = 0;
    std::string minText;
    std::string maxText;
    std::unique_ptr<std::unordered_set<std::int64_t>> distinctNumbers;
    std::unique_ptr<std::unordered_set<std::string>> distinctTexts;
};

// Adds the aggregate's cells of the listed rows, row i to the state of group groups[i];
// returns how many distinct values that added (distinct only), which count against the bound.
std::size_t accumulateRows(const Aggregate& aggregate, const ColumnData& cells,
                           std::span<const std::uint64_t> rows,
                           std::span<const std::uint32_t> groups,
                           std::vector<AggregateState>& states);

// Adds what `from` saw (the same group's state in a later block) to `into`, taking from it
// what it can; returns how many distinct values that added (distinct only). `type` is the
// aggregated column's.
std::size_t mergeState(const Aggregate& aggregate, LogicalType type, AggregateState& into,
                       AggregateState& from);

// The type of an aggregate's results: count and distinct uint64, min and max the column's
// (bitfields as uint64), the others float64.
LogicalType aggregateType(const Aggregate& aggregate, const std::vector<Column>& columns);
// A group's result; missing where it has no value (the mean of no numbers).
void appendAggregate(const Aggregate& aggregate, const AggregateState& state, std::uint64_t rows,
                     ColumnData& cells);

} // namespace strata
