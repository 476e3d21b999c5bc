#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <variant>

namespace strata::query {

using Number = std::variant<std::int64_t, double>;

// Decimal integers, 0x hex integers (up to INT64_MAX), then floats (1.5, -2e3); nullopt for
// anything else, text cells included.
std::optional<Number> parseNumber(std::string_view text);

// -1, 0, 1, or nullopt when a NaN leaves them unordered; integers compare exactly, anything
// else as doubles.
std::optional<int> compareNumbers(const Number& a, const Number& b);

} // namespace strata::query
