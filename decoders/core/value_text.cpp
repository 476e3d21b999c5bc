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

// A double's shortest text from 1e-3 to 1e14 is found exactly in integers, the way a float's is
// in doubles (below): the value is m x 2^e with m below 2^53, and at k decimals the value and
// the bounds of the interval that reads back to it (the midpoints to its neighbours) are, in
// units of 2^(k+e-1), 2m x 5^k and 2m x 5^k -+ 5^k, the integers the multiples of 2^(1-k-e)
// (one 64 x 64-bit product; k <= 19 there, 5^19 < 2^45). The shortest text is at the smallest k
// whose interval holds an integer (an integer at k gives its tenfold at k + 1), and among those
// std::to_chars writes the nearest to the value, the integer next to the scaled value (the
// interval is symmetric). Random samples' texts have 16 or 17 significant digits, so the search
// looks at 15, 16 and 17 side by side. An integer on a bound, a tie, an integer value and a power
// of two (its lower neighbour is nearer) go to std::to_chars.
__extension__ typedef unsigned __int128 Wide; // GCC and Clang on 64-bit targets

constexpr std::array<std::uint64_t, 20> integerPowers(std::uint64_t base) {
    std::array<std::uint64_t, 20> powers{};
    powers[0] = 1;
    for (std::size_t k = 1; k < powers.size(); ++k) {
        powers[k] = powers[k - 1] * base;
    }
    return powers;
}
constexpr auto powersOfFive = integerPowers(5);
constexpr auto integerPowersOfTen = integerPowers(10);

struct ScaledInterval {
    bool holdsInteger = false;
    bool unsure = false;
    std::uint64_t nearest = 0;
};

// Whether an integer lies in the interval of m x 2^e scaled by 10^k, and the one nearest to the
// scaled value; `unsure` where this cannot tell exactly (see above). The scaled value's fraction
// is the low `shift` bits of 2m x 5^k: the integer below is `fraction` units away, the one above
// `unit - fraction`, and the interval reaches 5^k units either way.
ScaledInterval integerAt(std::uint64_t m, int e, int k) {
    const int shift = 1 - k - e;
    if (k < 0 || k >= static_cast<int>(powersOfFive.size()) || shift < 1 || shift > 63) {
        return {false, true, 0};
    }
    const std::uint64_t reach = powersOfFive[static_cast<std::size_t>(k)];
    const Wide center = Wide{2 * m} * reach;
    const auto low = static_cast<std::uint64_t>(center);
    const auto high = static_cast<std::uint64_t>(center >> 64);
    const std::uint64_t unit = std::uint64_t{1} << shift;
    const std::uint64_t fraction = low & (unit - 1);
    const std::uint64_t integer = (high << (64 - shift)) | (low >> shift);
    const std::uint64_t toAbove = unit - fraction;
    return {fraction < reach || toAbove < reach,
            fraction == reach || toAbove == reach || fraction == toAbove,
            integer + (fraction > toAbove ? 1 : 0)};
}

// The eight digits of `value` (below 10^8), leading zeros included, as the bytes of a word in
// memory order: a quotient and remainder per lane, the lanes halving from 32 to 8 bits.
std::uint64_t eightDigitWord(std::uint32_t value) {
    const std::uint64_t v = value;
    const std::uint64_t high = (v * 109951163) >> 40; // v / 10^4
    const std::uint64_t halves = high | ((v - high * 10000) << 32);
    const std::uint64_t hundreds = ((halves * 10486) >> 20) & 0x0000007F0000007F; // lane / 100
    const std::uint64_t quarters = hundreds | ((halves - hundreds * 100) << 16);
    const std::uint64_t tens = ((quarters * 103) >> 10) & 0x000F000F000F000F; // lane / 10
    return tens | ((quarters - tens * 10) << 8) | 0x3030303030303030;
}

// Stores the last `count` (1..8) characters of `word` at `out`; the bytes after, up to eight,
// are overwritten, by the next store or beyond the text.
char* storeLast(char* out, std::uint64_t word, int count) {
    word >>= 8 * (8 - count);
    std::memcpy(out, &word, sizeof word);
    return out + count;
}

int decimalDigits(std::uint32_t value) { // below 10^8
    int count = 1;
    for (const std::uint32_t power : {10U, 100U, 1000U, 10000U, 100000U, 1000000U, 10000000U}) {
        count += value >= power ? 1 : 0;
    }
    return count;
}

// `whole`, a point and `fraction` in exactly k digits (1..19): the fixed notation std::to_chars
// writes from 1e-3 to 1e14 (never longer than scientific there). At most 22 characters, written
// with word stores in order, the last ending at the text's end (`out` has maxNumberText).
char* writeFixedDecimals(char* out, bool negative, std::uint64_t whole, std::uint64_t fraction,
                         int k) {
    constexpr std::uint64_t eightDigits = 100000000;
    *out = '-'; // kept only for a negative value
    out += negative ? 1 : 0;
    if (whole >= eightDigits) { // below 10^14
        const auto top = static_cast<std::uint32_t>(whole / eightDigits);
        out = storeLast(out, eightDigitWord(top), decimalDigits(top));
        out = storeLast(out, eightDigitWord(static_cast<std::uint32_t>(whole % eightDigits)), 8);
    } else {
        const auto digits = static_cast<std::uint32_t>(whole);
        out = storeLast(out, eightDigitWord(digits), decimalDigits(digits));
    }
    *out++ = '.';
    const std::uint64_t rest = fraction / eightDigits;
    const std::uint64_t last = eightDigitWord(static_cast<std::uint32_t>(fraction % eightDigits));
    const std::uint64_t middle = eightDigitWord(static_cast<std::uint32_t>(rest % eightDigits));
    if (k > 16) {
        out =
            storeLast(out, eightDigitWord(static_cast<std::uint32_t>(rest / eightDigits)), k - 16);
        out = storeLast(out, middle, 8);
    } else if (k > 8) {
        out = storeLast(out, middle, k - 8);
    }
    return storeLast(out, last, std::min(k, 8));
}

char* writeLongDouble(char* out, double value) {
    const double magnitude = std::fabs(value);
    const auto bits = std::bit_cast<std::uint64_t>(magnitude);
    constexpr std::uint64_t fractionBits = (std::uint64_t{1} << 52) - 1;
    if (!(magnitude >= 1e-3 && magnitude < 1e14) || (bits & fractionBits) == 0) {
        return writeShortestFloating(out, value);
    }
    const std::uint64_t m = (bits & fractionBits) | (std::uint64_t{1} << 52);
    const int e = static_cast<int>(bits >> 52) - 1075; // -62 .. -7
    // floor(log10) of the value or one less (1233 / 4096 is just under log10(2)): where it is
    // off, the search only starts a digit early.
    const int decade = ((e + 52) * 1233) >> 12;
    const ScaledInterval fifteen = integerAt(m, e, 14 - decade);
    int k = 15 - decade;
    std::uint64_t digits = 0;
    if (fifteen.holdsInteger || fifteen.unsure) {
        // Fewer digits: down while the level below holds an integer too.
        k = 14 - decade;
        ScaledInterval fewer = fifteen;
        while (!fewer.unsure && fewer.holdsInteger) {
            digits = fewer.nearest;
            fewer = integerAt(m, e, --k);
        }
        ++k; // the last level that held one
        if (fewer.unsure) {
            return writeShortestFloating(out, value);
        }
    } else {
        const ScaledInterval sixteen = integerAt(m, e, k);
        const ScaledInterval seventeen = integerAt(m, e, k + 1);
        const ScaledInterval& found = sixteen.holdsInteger ? sixteen : seventeen;
        if (found.unsure || !found.holdsInteger) {
            return writeShortestFloating(out, value);
        }
        k += sixteen.holdsInteger ? 0 : 1;
        digits = found.nearest;
    }
    // No k below holds an integer, so `digits` ends in no zero (its tenth would be one) and is
    // no multiple of 10^k: its whole part is the value's, which is below 2^53.
    const std::uint64_t whole = m >> -e;
    return writeFixedDecimals(out, value < 0, whole,
                              digits - whole * integerPowersOfTen[static_cast<std::size_t>(k)], k);
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
    return writeLongDouble(out, value);
}

// A float's shortest text is found exactly in double arithmetic: the float, and the bounds of
// the interval that reads back to it (the midpoints to its neighbours, 25 bits), times 10^k for
// k <= 12 (5^12 < 2^28, and 25 + 28 bits fit in a double's 53) are exact. The text to_chars
// writes is the shortest that reads back and, among those, the nearest to the value (C++
// [charconv.to.chars]); the fewest digits are those at the smallest k whose scaled interval
// holds an integer, and the nearest is the integer next to the scaled value. Two levels decide
// it (see writeShortestFloat). An integer exactly on a bound (it reads back to an even float
// only) and a tie between two integers go to std::to_chars.

// Floor of a non-negative double below 2^63, without a library call (through a signed integer:
// an unsigned conversion takes a branch and a second conversion on x86-64).
double floorOf(double value) {
    return static_cast<double>(static_cast<std::int64_t>(value));
}

// For a float's biased exponent, the smallest k at which its unit in the last place times 10^k
// reaches one (exact: a power of two times ten, k times, below 2^53 significant bits). Capped
// at 30, far past the floats written this way.
constexpr std::array<std::int8_t, 256> wideLevels = [] {
    std::array<std::int8_t, 256> levels{};
    for (int biased = 1; biased < 255; ++biased) {
        double unit = 1;
        for (int e = biased - 150; e < 0; ++e) {
            unit /= 2;
        }
        for (int e = biased - 150; e > 0; --e) {
            unit *= 2;
        }
        int k = 0;
        for (double scaled = unit; scaled < 1 && k < 30; scaled *= 10) {
            ++k;
        }
        levels[biased] = static_cast<std::int8_t>(k);
    }
    return levels;
}();

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
    // The interval is narrower than one below level k and at least one wide at k (exact: the
    // width is a unit in the last place, or three quarters of one below a power of two).
    int k = wideLevels[bits >> 23];
    const double width = high - low;
    if (width * powersOfTen[k] < 1) {
        ++k;
    }
    // Below k the interval holds at most one integer, and one held at a level below k - 1 is,
    // times a power of ten, the one at k - 1: the shortest text is there, its trailing zeros
    // removed, or at k.
    {
        const double scale = powersOfTen[k - 1];
        const double lowScaled = low * scale;
        const double highScaled = high * scale;
        const double top = floorOf(highScaled);
        if (top >= lowScaled) {
            if (top == lowScaled || top == highScaled) {
                return writeShortestFloating(out, value); // an integer on a bound
            }
            auto integer = static_cast<std::uint64_t>(static_cast<std::int64_t>(top));
            int exponent = 1 - k;
            // At most eight trailing zeros (the integer is below 10^10): removed in halving steps.
            for (const std::size_t zeros : {8U, 4U, 2U, 1U}) {
                if (integer % integerPowersOfTen[zeros] == 0) {
                    integer /= integerPowersOfTen[zeros];
                    exponent += static_cast<int>(zeros);
                }
            }
            return writeDecimal(out, value < 0, integer, exponent);
        }
    }
    const double scale = powersOfTen[k];
    const double lowScaled = low * scale;
    const double highScaled = high * scale;
    const double top = floorOf(highScaled);
    if (top == lowScaled || top == highScaled || floorOf(lowScaled) == lowScaled) {
        return writeShortestFloating(out, value); // an integer on a bound
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
        return writeShortestFloating(out, value); // a tie
    }
    // No integer at k ends in zero: its tenth would be held at k - 1.
    return writeDecimal(out, value < 0,
                        static_cast<std::uint64_t>(static_cast<std::int64_t>(digits)), -k);
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
    return writeLongDouble(out, value);
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
