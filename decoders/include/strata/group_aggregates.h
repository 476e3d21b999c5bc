#pragma once

#include "strata/job_control.h"
#include "strata/query_expression.h"
#include "strata/table.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace strata {

// Group-by aggregates (issue 39): the rows a filter keeps, grouped by the values of key columns
// (numbers optionally in bins), and per group the aggregates asked for, exact (every row read,
// nothing sampled).

enum class AggregateFunction { Count, Min, Max, Mean, Sum, Stdev, Distinct };

struct Aggregate {
    AggregateFunction function = AggregateFunction::Count;
    // The column aggregated; nullopt for count(*), which counts rows. count(COL) counts the
    // cells that are not missing; min and max of text compare bytewise; mean, sum and stdev
    // (of the population) take numbers and leave NaN out; distinct counts distinct values.
    std::optional<std::size_t> column;
    std::string text; // as written: "mean(obsvalue@body)"
};

// How a numeric key column's values are put in bins: of a width (floor(v / width) * width, the
// bin's lower edge), or of an ODB-2 date (YYYYMMDD: by day as it is, by month YYYYMM) or time
// (HHMMSS: by hour HH).
struct KeyBins {
    enum class Kind { None, Width, Hour, Day, Month };
    Kind kind = Kind::None;
    double width = 0;
};

struct GroupKey {
    std::size_t column = 0;
    KeyBins bins;
};

struct GroupByOptions {
    std::vector<GroupKey> keys;
    std::vector<Aggregate> aggregates;
    QueryExpression filter; // the rows grouped; blocks it excludes are not read
    enum class Order { Key, Count };
    Order order = Order::Key; // by key ascending (missing last), or by row count descending
    // Groups and distinct values held at once (about 200 bytes each); past it grouping stops
    // with GroupByResult::limitHit rather than grow without bound.
    std::size_t maxGroups = 1'000'000;
};

struct GroupByResult {
    // The groups as a table: a column per key (named with its bins, "lat@hdr:10"; a bin's cell
    // is its lower edge), then one per aggregate (named as written: count and distinct are
    // uint64, min and max of text are text, the others float64; missing where a group has no
    // value to give); a row per group, in GroupByOptions::order.
    std::vector<Column> columns;
    std::size_t keyCount = 0;
    BlockData groups;
    // How many rows each group holds (count(*) whether or not it was asked for), in its order.
    std::vector<std::uint64_t> groupRows;
    std::uint64_t rows = 0; // rows grouped (those the filter keeps)
    bool limitHit = false;  // more than maxGroups groups and distinct values: none listed
    bool cancelled = false;
    std::vector<Diagnostic> diagnostics;
};

GroupByResult groupBy(const Table& table, const GroupByOptions& options,
                      const JobControl& control = {});

// "count(*), min(obsvalue@body), distinct(statid@hdr)" with the columns named as findColumn
// finds them; on an error, its text.
std::variant<std::vector<Aggregate>, std::string>
parseAggregates(std::string_view text, const std::vector<Column>& columns);
// "varno@body" or "lat@hdr:10", "date@hdr:day|month", "time@hdr:hour"; on an error, its text.
std::variant<GroupKey, std::string> parseGroupKey(std::string_view text,
                                                  const std::vector<Column>& columns);

} // namespace strata
