#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace strata::at1 {

// Where a strict scan of `text` as JSON texts one after another (RFC 8259, JSON whitespace
// allowed between and around them, as the jsondoc writer scans its input, at1-codecs.md section
// 5) first fails: the offset of the byte that is no JSON there and why. A text that ends inside a
// value fails at that value's opening byte ("the string opened here is not closed"). Strings
// must be UTF-8 (RFC 8259 section 8.1) without control bytes (a NUL byte is one). nullopt: the
// whole text is JSON. One pass, nesting kept as the offsets of the open brackets.
struct JsonSyntaxError {
    std::uint64_t offset = 0;
    std::uint64_t length = 1; // the bytes the problem is about (a bad escape or UTF-8 sequence)
    std::string problem;
};
std::optional<JsonSyntaxError> findJsonSyntaxError(std::string_view text);

} // namespace strata::at1
