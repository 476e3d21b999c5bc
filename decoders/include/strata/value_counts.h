#pragma once

#include "strata/job_control.h"
#include "strata/query_expression.h"
#include "strata/table.h"

#include <cstdint>
#include <string>
#include <vector>

namespace strata {

struct ValueCount {
    std::string value; // the cell's text (ColumnData::appendText)
    std::uint64_t count = 0;
};

struct ValueCountOptions {
    std::size_t top = 20; // values listed, most frequent first; 0: all of them
    // Distinct values held at once; past it the counts stop (ValueCounts::boundHit) rather
    // than grow without limit. About 100 bytes a value, more for long strings.
    std::size_t maxDistinct = 5'000'000;
    QueryExpression filter; // the rows counted
};

// A column's distinct values with their exact counts.
struct ValueCounts {
    std::uint64_t rows = 0;    // rows counted (those the filter keeps)
    std::uint64_t missing = 0; // missing cells among them
    std::uint64_t distinct = 0;
    // Count descending; equal counts in value order (numbers by value, text byte-wise).
    std::vector<ValueCount> top;
    bool boundHit = false; // more than maxDistinct values: nothing is listed
    bool cancelled = false;
    std::vector<Diagnostic> diagnostics;
};

ValueCounts countValues(const Table& table, std::size_t column, const ValueCountOptions& options,
                        const JobControl& control = {});

} // namespace strata
