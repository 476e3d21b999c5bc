#include "formats/at1/decoded_reader.h"

#include <charconv>

namespace strata::at1 {

void splitLines(std::string_view text, std::vector<std::string_view>& out) {
    std::size_t start = 0;
    for (;;) {
        const std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) {
            out.push_back(text.substr(start));
            return;
        }
        out.push_back(text.substr(start, end - start));
        start = end + 1;
    }
}

void appendInt64(std::string& out, std::int64_t value) {
    char buffer[24];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, result.ptr);
}

void appendFixed(std::string& out, std::int64_t value, unsigned digits) {
    // Spec "fmt_fixed": the magnitude's digits, left-padded to D+1, with a point before the last
    // D; INT64_MIN's magnitude is taken in unsigned arithmetic.
    const bool negative = value < 0;
    const std::uint64_t magnitude =
        negative ? ~static_cast<std::uint64_t>(value) + 1 : static_cast<std::uint64_t>(value);
    char buffer[24];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, magnitude);
    const std::size_t length = static_cast<std::size_t>(result.ptr - buffer);
    if (negative) {
        out += '-';
    }
    if (length <= digits) {
        out += "0.";
        out.append(digits - length, '0');
        out.append(buffer, length);
        return;
    }
    out.append(buffer, length - digits);
    out += '.';
    out.append(buffer + length - digits, digits);
}

} // namespace strata::at1
