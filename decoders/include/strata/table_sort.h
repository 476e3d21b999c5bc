#pragma once

#include "strata/job_control.h"
#include "strata/query_expression.h"
#include "strata/table.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace strata {

struct SortKey {
    std::size_t column = 0;
    bool descending = false;
};

struct SortOptions {
    std::vector<SortKey> keys; // the first decides, the next break its ties, ...
    QueryExpression filter;    // the rows sorted (those the filter keeps)
    // Bytes of sort keys held at once (about 20 a row for one number); past it the keys are
    // sorted in runs written to temporary files and merged. The result's row order itself (8
    // bytes a row) is not counted.
    std::uint64_t memoryBound = 256ull << 20;
};

struct SortOutcome {
    // Table row numbers in sorted order: ascending or descending per key, missing cells last
    // in either direction, equal keys in table order (a stable sort). Text that is a decimal
    // number ("-0.1", "25.5") sorts as that number, before other text, which sorts by its bytes.
    std::vector<std::uint64_t> rows;
    std::uint64_t spilledRuns = 0; // runs written to temporary files (0: sorted in memory)
    bool cancelled = false;
    std::string error; // a temporary file that could not be written or read; rows are empty
    std::vector<Diagnostic> diagnostics;
};

// Sorts a table's rows (those the filter keeps) by the key columns: an index sort that decodes
// only the key columns, block by block, with the keys held under `memoryBound` (an external
// merge sort beyond it). Progress counts the rows scanned.
SortOutcome sortTable(const Table& table, const SortOptions& options,
                      const JobControl& control = {});

// Reads "COL[,COL...]" as sort keys: a column by name or #N, descending with a leading '-' or a
// ":desc" suffix (":asc" is the default). Throws ExpressionError naming the key that is wrong.
std::vector<SortKey> parseSortKeys(std::string_view text, const std::vector<Column>& columns);

} // namespace strata
