#include "query/query_number.h"

#include <charconv>
#include <cmath>

namespace strata::query {

std::optional<Number> parseNumber(std::string_view text) {
    if (text.empty()) {
        return std::nullopt;
    }
    const char* begin = text.data();
    const char* end = begin + text.size();
    std::int64_t integer = 0;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        const auto result = std::from_chars(begin + 2, end, integer, 16);
        if (result.ec == std::errc() && result.ptr == end) {
            return integer;
        }
        return std::nullopt;
    }
    // from_chars reads no leading '+'.
    const char* digits = text[0] == '+' ? begin + 1 : begin;
    if (digits != begin && (digits == end || *digits == '-')) {
        return std::nullopt;
    }
    auto result = std::from_chars(digits, end, integer);
    if (result.ec == std::errc() && result.ptr == end) {
        return integer;
    }
    double real = 0;
    result = std::from_chars(digits, end, real);
    if (result.ec == std::errc() && result.ptr == end) {
        return real;
    }
    return std::nullopt;
}

std::optional<int> compareNumbers(const Number& a, const Number& b) {
    if (std::holds_alternative<std::int64_t>(a) && std::holds_alternative<std::int64_t>(b)) {
        const auto x = std::get<std::int64_t>(a);
        const auto y = std::get<std::int64_t>(b);
        return x < y ? -1 : (x > y ? 1 : 0);
    }
    const auto toDouble = [](const Number& n) {
        return std::visit([](auto v) { return static_cast<double>(v); }, n);
    };
    const double x = toDouble(a);
    const double y = toDouble(b);
    if (std::isnan(x) || std::isnan(y)) {
        return std::nullopt;
    }
    return x < y ? -1 : (x > y ? 1 : 0);
}

} // namespace strata::query
