#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace strata {

// Number formatting shared by the CSV writer, the CLI and the views.

// The write* functions write at `out`, which has room for maxNumberText bytes (maxFixedText for
// writeFixed), and return the end of what they wrote.
constexpr std::size_t maxNumberText = 32;
constexpr std::size_t maxFixedText(int digits) {
    return 312 + static_cast<std::size_t>(digits < 0 ? 0 : digits); // DBL_MAX has 309 digits
}
char* writeInteger(char* out, std::int64_t value);
char* writeUnsigned(char* out, std::uint64_t value);
char* writeShortest(char* out, double value);
char* writeShortest(char* out, float value);
// writeShortest without first looking for a short decimal (the same text): for a column whose
// values need most of a double's 17 digits (noise, random samples), where looking only costs
// time. False from mayBeShortDecimal rules the short path out for a value.
char* writeShortestLong(char* out, double value);
bool mayBeShortDecimal(double value);
char* writeFixed(char* out, double value, int digits);

void appendInteger(std::string& out, std::int64_t value);
void appendUnsigned(std::string& out, std::uint64_t value);
// The shortest text that reads back to the same value; "nan", "inf", "-inf" for those.
void appendShortest(std::string& out, double value);
void appendShortest(std::string& out, float value);
// Fixed notation with `digits` digits after the point.
void appendFixed(std::string& out, double value, int digits);
// The shortest text that reads back to the value, written in full for a person to read:
// "100000", "20240101", "0.000015", never "1e+05". Magnitudes from 1e15 up and below 1e-6 keep
// their exponent (their full form would be dozens of digits).
void appendFull(std::string& out, double value);
void appendFull(std::string& out, float value);
std::string fullText(double value);

// "1 row", "3 rows": a count and an English noun, for node values.
std::string countText(std::uint64_t count, const char* noun);

// Six significant digits, for approximate values such as histogram bounds ("1234.57", "0.25",
// "20240101": whole digits are kept); an exponent only where appendFull writes one.
std::string approximateText(double value);

// The value rounded to `digits` significant digits (1.3349 to three: 1.33), for values whose
// further digits are noise to a reader, such as compression ratios in a table.
double roundToSignificantDigits(double value, int digits);

// Decoded size over stored size to three significant digits: "0.500x", "4.80x", "12.3x",
// "480x"; "-" when nothing is stored.
std::string compressionRatioText(std::uint64_t decoded, std::uint64_t stored);
// "128,943": digits in groups of three, as a person reads a byte count.
std::string groupedDigits(std::uint64_t value);

std::string hexBytes(const void* data, std::size_t size);

// A decoded string as a node's value: an empty one as "" (an empty value reads as no value).
std::string stringNodeValue(std::string_view text);

} // namespace strata
