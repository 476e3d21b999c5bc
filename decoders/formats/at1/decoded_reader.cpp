#include "formats/at1/decoded_reader.h"

#include "core/utf8.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cstdio>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace strata::at1 {

std::uint64_t newlineBits(std::string_view text, std::size_t at) {
    const char* data = text.data() + at;
    const std::size_t count = std::min<std::size_t>(64, text.size() - at);
    std::uint64_t bits = 0;
#ifdef __SSE2__
    if (count == 64) {
        const __m128i newline = _mm_set1_epi8('\n');
        for (int part = 0; part < 4; ++part) {
            const __m128i bytes =
                _mm_loadu_si128(reinterpret_cast<const __m128i*>(data + 16 * part));
            bits |= std::uint64_t{static_cast<std::uint16_t>(
                        _mm_movemask_epi8(_mm_cmpeq_epi8(bytes, newline)))}
                    << (16 * part);
        }
        return bits;
    }
#endif
    for (std::size_t i = 0; i < count; ++i) {
        bits |= std::uint64_t{data[i] == '\n'} << i;
    }
    return bits;
}

void splitLines(std::string_view text, std::vector<std::string_view>& out) {
    std::size_t start = 0;
    for (std::size_t at = 0; at < text.size(); at += 64) {
        for (std::uint64_t bits = newlineBits(text, at); bits != 0; bits &= bits - 1) {
            const std::size_t end = at + static_cast<std::size_t>(std::countr_zero(bits));
            out.push_back(text.substr(start, end - start));
            start = end + 1;
        }
    }
    out.push_back(text.substr(start));
}

char* writeInt64(char* out, std::int64_t value) {
    return std::to_chars(out, out + maxNumberText, value).ptr;
}

char* writeFixed(char* out, std::int64_t value, unsigned digits) {
    // Spec "fmt_fixed": the magnitude's digits, left-padded to D+1, with a point before the last
    // D; INT64_MIN's magnitude is taken in unsigned arithmetic.
    const bool negative = value < 0;
    const std::uint64_t magnitude =
        negative ? ~static_cast<std::uint64_t>(value) + 1 : static_cast<std::uint64_t>(value);
    char digitsText[24];
    const auto result = std::to_chars(digitsText, digitsText + sizeof digitsText, magnitude);
    const std::size_t length = static_cast<std::size_t>(result.ptr - digitsText);
    if (negative) {
        *out++ = '-';
    }
    if (length <= digits) {
        *out++ = '0';
        *out++ = '.';
        out = std::fill_n(out, digits - length, '0');
        return std::copy_n(digitsText, length, out);
    }
    out = std::copy_n(digitsText, length - digits, out);
    *out++ = '.';
    return std::copy_n(digitsText + length - digits, digits, out);
}

} // namespace strata::at1
