#pragma once

#include "strata/table.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace strata {

namespace query {
struct Node;
} // namespace query

// A filter expression that does not parse: the message, and where in the text it went wrong.
class ExpressionError : public std::runtime_error {
public:
    ExpressionError(const std::string& message, std::size_t position, std::size_t clause = 0)
        : std::runtime_error(message)
        , m_position(position)
        , m_clause(clause) {}

    // Byte offset into the expression text.
    std::size_t position() const { return m_position; }
    // Which of the clauses given to QueryExpression::parseClauses.
    std::size_t clause() const { return m_clause; }

private:
    std::size_t m_position;
    std::size_t m_clause;
};

// A row filter over a table's columns, shared by the GUI filter box and `strata-cli --where`:
//   comparisons      lat@hdr >= 45.5   "station id" != 'ABC'   #3 = 0x1F   5 < x
//   logic            a AND b, a OR b, NOT a, ( ... )
//   sets and ranges  x IN (1, 2, 3), x BETWEEN 1 AND 9 (both ends included), NOT IN, NOT BETWEEN
//   missing cells    x IS MISSING, x IS NOT MISSING
//   text             s CONTAINS 'ab', s STARTS WITH 'ab', s ~ 'regex' (a search, ECMAScript)
// Columns are bare names (letters, digits, _ @ . $), "double-quoted" names or #index; strings
// take 'single quotes' ('' for a quote); inf, -inf and nan are float literals. Keywords are
// case-insensitive.
//
// Comparison rules: numbers compare as numbers (integers exactly, a Float32 column against the
// literal rounded to float, as its cells print); a text column compares as a number against a
// number (a cell that is not one is unknown) and byte-wise against a string. A missing cell
// makes its comparison unknown: a row matches only when the whole expression is true (SQL's
// three-valued logic, so NOT x > 5 does not match a missing x). NaN only satisfies !=.
class QueryExpression {
public:
    // An expression that matches every row.
    QueryExpression();

    // Throws ExpressionError.
    static QueryExpression parse(std::string_view text, const std::vector<Column>& columns);
    // Several clauses ANDed (repeated --where). A clause that is `COLUMN OP VALUE` with a VALUE
    // the language cannot read as a literal (status = WARN, door open) takes VALUE as text to
    // the end of the clause, as --where always did.
    static QueryExpression parseClauses(std::span<const std::string> clauses,
                                        const std::vector<Column>& columns);

    bool matchesEverything() const { return m_root == nullptr; }
    // The columns the expression names, ascending: the ones a block must decode to evaluate it.
    const std::vector<std::size_t>& columns() const { return m_columns; }

    // False only when the bounds the file stores for the block show that no row can match.
    bool blockMayMatch(const Table& table, std::size_t block) const;
    // mask[r] = 1 when row r of the block matches, else 0 (data.rowCount flags); the columns()
    // of `data` must be decoded.
    void evaluate(const BlockData& data, std::vector<std::uint8_t>& mask) const;

private:
    explicit QueryExpression(query::Node root);

    std::shared_ptr<const query::Node> m_root;
    std::vector<std::size_t> m_columns;
};

} // namespace strata
