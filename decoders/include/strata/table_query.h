#pragma once

#include "strata/table.h"

#include <functional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace strata {

// Query while compressed: a conjunction of `COLUMN OP VALUE` predicates evaluated against block
// bounds first (blocks they exclude are never decoded), then exactly against the cells of the
// surviving blocks, decoding only the columns the predicates name until a row matches.
enum class CompareOp { Less, LessEqual, Equal, GreaterEqual, Greater };

struct Predicate {
    std::size_t column = 0;
    CompareOp op = CompareOp::Equal;
    std::string value;
};

struct PredicateError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Parses `COLUMN OP VALUE`: COLUMN is a column's display name or `#index`, OP one of
// < <= = >= >. Throws PredicateError.
Predicate parsePredicate(std::string_view expression, const std::vector<Column>& columns);

// Comparison rules: numbers compare as numbers (integers exactly); a text cell compares as a
// number when the value is a number (a cell that is not one then never matches), and byte-wise
// otherwise. Missing cells never match.
bool cellMatches(const ColumnData& column, std::size_t row, const Predicate& predicate);
// False only when no value within the bounds can match.
bool boundsMayMatch(const ColumnBounds& bounds, const Predicate& predicate);

struct ScanOutcome {
    std::size_t blockCount = 0;
    std::vector<std::size_t> skippedBlocks;
    std::uint64_t decodedColumnBlocks = 0; // (block, column) pairs decoded
    std::vector<Diagnostic> diagnostics;
};

// Receives the matching rows of a block (indexes inside it), with every column decoded.
using MatchSink = std::function<void(std::size_t block, const BlockData& data,
                                     std::span<const std::uint64_t> rows)>;

ScanOutcome scanTable(const Table& table, std::span<const Predicate> predicates,
                      const MatchSink& sink);

} // namespace strata
