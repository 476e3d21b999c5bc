#pragma once

#include "core/printable_text.h"
#include "core/reader.h"
#include "formats/at1/stream_set.h"

#include <charconv>
#include <string>

namespace strata::at1 {

// Runs `parse` over a decoded stream's bytes. Decoded bytes have no file offsets, so a failure
// inside them is reported at the stream's payload offset, naming the decoded position.
template <typename Parse> auto parseDecoded(const DecodedStream& stream, Parse&& parse) {
    Reader reader(stream.data, 0);
    try {
        return parse(reader);
    } catch (const DecodeError& error) {
        throw DecodeError(stream.payload.offset, "stream '" + stream.name + "' (decoded byte " +
                                                     std::to_string(error.offset()) +
                                                     "): " + error.what());
    }
}

// Splits like Python bytes.split(b"\n"): an empty input is one empty item (corpus README,
// "'\n'-joined lists").
void splitLines(std::string_view text, std::vector<std::string_view>& out);

// Where the '\n's are among the 64 bytes of `text` from `at` (fewer at its end): bit i for byte
// at + i. Lines are short (a column's values, a template's rows): one bit mask for 64 bytes
// (four SSE2 compares) costs less than a memchr call per line, which took a tenth of a qjson2
// rebuild.
std::uint64_t newlineBits(std::string_view text, std::size_t at);

// Canonical int64 text, and the spec's fmt_fixed(n, D) (digits > 0), written at `out`; they
// return the end. Neither takes more than maxNumberText bytes.
inline constexpr std::size_t maxNumberText = 24;
char* writeInt64(char* out, std::int64_t value);
char* writeFixed(char* out, std::int64_t value, unsigned digits);

// Canonical decimal text of an integer (no leading zeros, '-' for negatives) appended to `out`.
template <typename Integer> void appendDecimal(std::string& out, Integer value) {
    char text[maxNumberText];
    out.append(text, std::to_chars(text, text + maxNumberText, value).ptr);
}

} // namespace strata::at1
