#include "strata/value_text.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace strata {
namespace {

template <typename T> void appendShortestFloating(std::string& out, T value) {
    if (std::isnan(value)) {
        out += "nan"; // the sign of a NaN carries no meaning for a reader
        return;
    }
    std::array<char, 64> buffer; // to_chars writes what is appended
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    out.append(buffer.data(), result.ptr);
}

} // namespace

void appendInteger(std::string& out, std::int64_t value) {
    std::array<char, 24> buffer;
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    out.append(buffer.data(), result.ptr);
}

void appendUnsigned(std::string& out, std::uint64_t value) {
    std::array<char, 24> buffer;
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    out.append(buffer.data(), result.ptr);
}

void appendShortest(std::string& out, double value) {
    appendShortestFloating(out, value);
}
void appendShortest(std::string& out, float value) {
    appendShortestFloating(out, value);
}

void appendFixed(std::string& out, double value, int digits) {
    if (!std::isfinite(value)) {
        appendShortest(out, value);
        return;
    }
    std::array<char, 400> buffer;
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value,
                                      std::chars_format::fixed, digits);
    out.append(buffer.data(), result.ptr);
}

std::string countText(std::uint64_t count, const char* noun) {
    std::string out = std::to_string(count);
    out += ' ';
    out += noun;
    if (count != 1) {
        out += 's';
    }
    return out;
}

std::string hexBytes(const void* data, std::size_t size) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string out;
    out.reserve(size * 2);
    const auto* bytes = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < size; ++i) {
        out += digits[bytes[i] >> 4];
        out += digits[bytes[i] & 0xF];
    }
    return out;
}

std::string approximateText(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.6g", value);
    return text;
}

std::string compressionRatioText(std::uint64_t decoded, std::uint64_t stored) {
    if (stored == 0) {
        return "-";
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.2fx",
                  static_cast<double>(decoded) / static_cast<double>(stored));
    return text;
}

} // namespace strata
