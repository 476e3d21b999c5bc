#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <regex>
#include <string>
#include <variant>
#include <vector>

namespace strata::query {

enum class CompareOp { Less, LessEqual, Equal, NotEqual, GreaterEqual, Greater };

// A literal as the parser resolved it for its column: numeric columns only ever see numbers.
using Literal = std::variant<std::int64_t, double, std::string>;

// The parsed expression: IN and BETWEEN become OR and AND of comparisons, so evaluation and
// block skipping know only these kinds.
struct Node {
    enum class Kind { And, Or, Not, Compare, IsMissing, Contains, StartsWith, Matches };

    Kind kind = Kind::Compare;
    std::size_t column = 0;
    CompareOp op = CompareOp::Equal;
    Literal value;
    std::shared_ptr<const std::regex> regex; // Matches
    std::vector<Node> children;              // And, Or (two or more), Not (one)
};

} // namespace strata::query
