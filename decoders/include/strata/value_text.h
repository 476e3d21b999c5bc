#pragma once

#include <cstdint>
#include <string>

namespace strata {

// Number formatting shared by the CSV writer, the CLI and the views.
void appendInteger(std::string& out, std::int64_t value);
void appendUnsigned(std::string& out, std::uint64_t value);
// The shortest text that reads back to the same value; "nan", "inf", "-inf" for those.
void appendShortest(std::string& out, double value);
void appendShortest(std::string& out, float value);
// Fixed notation with `digits` digits after the point.
void appendFixed(std::string& out, double value, int digits);

// "1 row", "3 rows": a count and an English noun, for node values.
std::string countText(std::uint64_t count, const char* noun);

// Six significant digits, for derived values such as means ("1.64779e+12", "0.25").
std::string approximateText(double value);

// Decoded size over stored size, as "4.80x"; "-" when nothing is stored.
std::string compressionRatioText(std::uint64_t decoded, std::uint64_t stored);

std::string hexBytes(const void* data, std::size_t size);

} // namespace strata
