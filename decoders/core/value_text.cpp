#include "strata/value_text.h"

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace strata {
namespace {

template <typename T> char* writeShortestFloating(char* out, T value) {
    if (std::isnan(value)) {
        std::memcpy(out, "nan", 3); // the sign of a NaN carries no meaning for a reader
        return out + 3;
    }
    return std::to_chars(out, out + maxNumberText, value).ptr;
}

constexpr std::array<double, 16> powersOfTen{1e0, 1e1, 1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                             1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};

char* writeDigits(char* out, std::uint64_t digits, int count) {
    for (int i = count - 1; i >= 0; --i) {
        out[i] = static_cast<char>('0' + digits % 10);
        digits /= 10;
    }
    return out + count;
}

int digitCount(std::uint64_t value) {
    int count = 1;
    while (value >= 10) {
        value /= 10;
        ++count;
    }
    return count;
}

// Writes `digits` x 10^exponent (digits without trailing zeros) as std::to_chars does for the
// shortest form: fixed or scientific notation, whichever is shorter, fixed on a tie.
char* writeDecimal(char* out, bool negative, std::uint64_t digits, int exponent) {
    const int count = digitCount(digits);
    const int scientific = exponent + count - 1; // of the first digit
    const int scientificLength =
        count + (count > 1 ? 1 : 0) + 2 + (std::abs(scientific) >= 100 ? 3 : 2);
    int fixedLength = 0;
    if (exponent >= 0) {
        fixedLength = count + exponent;
    } else if (scientific >= 0) {
        fixedLength = count + 1;
    } else {
        fixedLength = count + 1 - scientific;
    }
    if (negative) {
        *out++ = '-';
    }
    if (fixedLength <= scientificLength) {
        if (exponent >= 0) {
            out = writeDigits(out, digits, count);
            std::memset(out, '0', static_cast<std::size_t>(exponent));
            return out + exponent;
        }
        if (scientific >= 0) {
            const int whole = scientific + 1;
            const std::uint64_t divisor = static_cast<std::uint64_t>(powersOfTen[count - whole]);
            out = writeDigits(out, digits / divisor, whole);
            *out++ = '.';
            return writeDigits(out, digits % divisor, count - whole);
        }
        *out++ = '0';
        *out++ = '.';
        std::memset(out, '0', static_cast<std::size_t>(-scientific - 1));
        out += -scientific - 1;
        return writeDigits(out, digits, count);
    }
    const std::uint64_t divisor = static_cast<std::uint64_t>(powersOfTen[count - 1]);
    *out++ = static_cast<char>('0' + digits / divisor);
    if (count > 1) {
        *out++ = '.';
        out = writeDigits(out, digits % divisor, count - 1);
    }
    *out++ = 'e';
    *out++ = scientific < 0 ? '-' : '+';
    const int magnitude = std::abs(scientific);
    return writeDigits(out, static_cast<std::uint64_t>(magnitude), magnitude >= 100 ? 3 : 2);
}

// Most measured values have few decimals, and their shortest text is found far faster than by
// std::to_chars' general search: at the smallest k for which an integer n makes n x 10^-k read
// back to the value, n's digits are that text, and with n small enough (the values around are
// more than 10^-k apart there) no other decimal of that length reads back. Tried for at most
// nine decimals; everything else goes to std::to_chars, which gives the same text.
constexpr int fastDecimals = 9;

// Whether `product` (below 2^50) is within product x 2^-51 of an integer, as a decimal's double
// scaled by a power of ten to an integer is: the decimal's rounding to a double and the
// multiplication are each off by at most product x 2^-53.
bool nearInteger(double product) {
    // Rounded by conversion: std::nearbyint is a library call, many times slower (and a signed
    // conversion is one instruction on x86-64, an unsigned one is not).
    const auto digits = static_cast<std::int64_t>(product + 0.5);
    return std::fabs(product - static_cast<double>(digits)) <= product * 0x1p-51;
}

// A value n x 10^-k with k <= 9 is, times 10^9, near the integer n x 10^(9-k): where that
// product is not near an integer, no k below 10 finds the value's digits either, and the values
// that need all 17 digits (measurements' noise, random samples) go to std::to_chars after one
// multiplication instead of ten.
bool mayBeShortDecimalOf(double magnitude) {
    const double scaled = magnitude * powersOfTen[fastDecimals];
    return magnitude > 0 && magnitude < 0x1p50 && (scaled >= 0x1p50 || nearInteger(scaled));
}

char* writeShortestDouble(char* out, double value) {
    const double magnitude = std::fabs(value);
    if (mayBeShortDecimalOf(magnitude)) {
        for (int k = 0; k <= fastDecimals; ++k) {
            const double product = magnitude * powersOfTen[k];
            if (product >= 0x1p50) {
                break;
            }
            // A cheap filter first: a candidate lies within one unit in the last place.
            if (!nearInteger(product)) {
                continue;
            }
            auto digits = static_cast<std::uint64_t>(static_cast<std::int64_t>(product + 0.5));
            // Division is correctly rounded, as reading the text back is: exact.
            if (static_cast<double>(digits) / powersOfTen[k] == magnitude) {
                int exponent = -k;
                while (digits % 10 == 0) {
                    digits /= 10;
                    ++exponent;
                }
                return writeDecimal(out, value < 0, digits, exponent);
            }
        }
    }
    return writeShortestFloating(out, value);
}

// A float's shortest text is found exactly in double arithmetic: the float, and the bounds of
// the interval that reads back to it (the midpoints to its neighbours, 25 bits), times 10^k for
// k <= 12 (5^12 < 2^28, and 25 + 28 bits fit in a double's 53) are exact. The text to_chars
// writes is the shortest that reads back and, among those, the nearest to the value (C++
// [charconv.to.chars]); the fewest digits are those at the smallest k whose scaled interval
// holds an integer, and the nearest is the integer next to the scaled value. An integer exactly
// on a bound (it reads back to an even float only) and a tie between two integers go to
// std::to_chars.
constexpr int floatDecimals = 12;

// Floor of a non-negative double below 2^63, without a library call (through a signed integer:
// an unsigned conversion takes a branch and a second conversion on x86-64).
double floorOf(double value) {
    return static_cast<double>(static_cast<std::int64_t>(value));
}

char* writeShortestFloat(char* out, float value) {
    const float magnitude = std::fabs(value);
    // From 1e-4 an interval scaled by 10^12 is wider than one: some k finds the text. Below 2^23
    // a float's neighbours are at most 1/2 away, so its interval holds at most one integer: a
    // text with fewer digits (ending in zeros) would be that integer, found at k = 0.
    if (!(magnitude >= 1e-4F && magnitude < 0x1p23F)) {
        return writeShortestFloating(out, value);
    }
    // The neighbours of a positive finite float are one unit of its bit pattern away.
    const auto bits = std::bit_cast<std::uint32_t>(magnitude);
    const double exact = magnitude;
    const double low = (exact + std::bit_cast<float>(bits - 1)) / 2;
    const double high = (exact + std::bit_cast<float>(bits + 1)) / 2;
    for (int k = 0; k <= floatDecimals; ++k) {
        const double scale = powersOfTen[k];
        const double lowScaled = low * scale;
        const double highScaled = high * scale;
        const double top = floorOf(highScaled);
        if (top < lowScaled) {
            continue; // no integer in the interval
        }
        if (top == lowScaled || top == highScaled || floorOf(lowScaled) == lowScaled) {
            break; // an integer on a bound
        }
        const double scaled = exact * scale;
        const double below = floorOf(scaled);
        const double above = below + 1;
        // Both lie within a unit of `scaled`, inside the interval: the differences are exact.
        const bool belowInside = below > lowScaled;
        const bool aboveInside = above < highScaled;
        double digits = 0;
        if (belowInside && aboveInside && scaled - below != above - scaled) {
            digits = scaled - below < above - scaled ? below : above;
        } else if (belowInside != aboveInside) {
            digits = belowInside ? below : above;
        } else {
            break; // a tie
        }
        auto integer = static_cast<std::uint64_t>(static_cast<std::int64_t>(digits));
        int exponent = -k;
        while (integer % 10 == 0) {
            integer /= 10;
            ++exponent;
        }
        return writeDecimal(out, value < 0, integer, exponent);
    }
    return writeShortestFloating(out, value);
}

// Below 1e15 (and from 1e-6) a double's or float's full text is at most 26 characters long.
template <typename T> bool writesInFull(T value) {
    const T magnitude = std::fabs(value);
    return magnitude == 0 || (magnitude >= T(1e-6) && magnitude < T(1e15));
}

template <typename T> char* writeFull(char* out, T value) {
    if (!writesInFull(value)) {
        return writeShortest(out, value);
    }
    return std::to_chars(out, out + maxNumberText, value, std::chars_format::fixed).ptr;
}

// Appends what `write` writes into a stack buffer of `bound` bytes.
template <std::size_t bound, typename Write> void appendWritten(std::string& out, Write write) {
    std::array<char, bound> buffer;
    out.append(buffer.data(), write(buffer.data()));
}

} // namespace

char* writeInteger(char* out, std::int64_t value) {
    return std::to_chars(out, out + maxNumberText, value).ptr;
}

char* writeUnsigned(char* out, std::uint64_t value) {
    return std::to_chars(out, out + maxNumberText, value).ptr;
}

char* writeShortest(char* out, double value) {
    return writeShortestDouble(out, value);
}

char* writeShortestLong(char* out, double value) {
    return writeShortestFloating(out, value);
}

bool mayBeShortDecimal(double value) {
    return mayBeShortDecimalOf(std::fabs(value));
}

char* writeShortest(char* out, float value) {
    return writeShortestFloat(out, value);
}

char* writeFixed(char* out, double value, int digits) {
    if (!std::isfinite(value)) {
        return writeShortest(out, value);
    }
    return std::to_chars(out, out + maxFixedText(digits), value, std::chars_format::fixed, digits)
        .ptr;
}

void appendInteger(std::string& out, std::int64_t value) {
    appendWritten<maxNumberText>(out, [value](char* at) { return writeInteger(at, value); });
}

void appendUnsigned(std::string& out, std::uint64_t value) {
    appendWritten<maxNumberText>(out, [value](char* at) { return writeUnsigned(at, value); });
}

void appendShortest(std::string& out, double value) {
    appendWritten<maxNumberText>(out, [value](char* at) { return writeShortest(at, value); });
}

void appendShortest(std::string& out, float value) {
    appendWritten<maxNumberText>(out, [value](char* at) { return writeShortest(at, value); });
}

void appendFixed(std::string& out, double value, int digits) {
    std::string text(maxFixedText(digits), '\0');
    text.resize(static_cast<std::size_t>(writeFixed(text.data(), value, digits) - text.data()));
    out += text;
}

void appendFull(std::string& out, double value) {
    appendWritten<maxNumberText>(out, [value](char* at) { return writeFull(at, value); });
}

void appendFull(std::string& out, float value) {
    appendWritten<maxNumberText>(out, [value](char* at) { return writeFull(at, value); });
}

std::string fullText(double value) {
    std::string text;
    appendFull(text, value);
    return text;
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

namespace {

// The decimal exponent of a value's first significant digit after rounding to `digits`
// significant digits (9.9996 to three digits is 10.0: exponent 1).
int roundedExponent(double value, int digits) {
    char text[maxNumberText];
    std::snprintf(text, sizeof text, "%.*e", digits - 1, value);
    return std::atoi(std::strchr(text, 'e') + 1);
}

} // namespace

std::string stringNodeValue(std::string_view text) {
    return text.empty() ? std::string("\"\"") : std::string(text);
}

std::string approximateText(double value) {
    char text[maxNumberText];
    if (!std::isfinite(value) || !writesInFull(value)) {
        std::snprintf(text, sizeof text, "%.6g", value);
        return text;
    }
    const int decimals = std::max(0, 5 - roundedExponent(value, 6));
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    std::string out = text;
    if (decimals > 0) { // "0.250000" is "0.25"; "-0" stays as printf writes it
        out.erase(out.find_last_not_of('0') + 1);
        if (out.back() == '.') {
            out.pop_back();
        }
    }
    return out;
}

double roundToSignificantDigits(double value, int digits) {
    if (!std::isfinite(value) || value == 0) {
        return value;
    }
    char text[maxNumberText + 8];
    std::snprintf(text, sizeof text, "%.*e", std::clamp(digits, 1, 17) - 1, value);
    return std::strtod(text, nullptr);
}

std::string compressionRatioText(std::uint64_t decoded, std::uint64_t stored) {
    if (stored == 0) {
        return "-";
    }
    const double ratio = static_cast<double>(decoded) / static_cast<double>(stored);
    char text[maxFixedText(0) + 8];
    std::snprintf(text, sizeof text, "%.*fx", std::max(0, 2 - roundedExponent(ratio, 3)), ratio);
    return text;
}

std::string groupedDigits(std::uint64_t value) {
    const std::string digits = std::to_string(value);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i != 0 && (digits.size() - i) % 3 == 0) {
            out += ',';
        }
        out += digits[i];
    }
    return out;
}

} // namespace strata
