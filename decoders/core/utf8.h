#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace strata {

// The length of the well-formed UTF-8 sequence at `at` in `text` (RFC 3629 section 4: no
// overlong forms, no surrogates, nothing past U+10FFFF), 1 for an ASCII byte, 0 for a byte that
// starts none (a Latin-1 é, a lone continuation byte, a sequence cut by the end of the text).
inline std::uint64_t utf8SequenceLength(std::string_view text, std::uint64_t at) {
    const auto byte = [&](std::uint64_t i) {
        return at + i < text.size() ? static_cast<unsigned char>(text[at + i]) : 0u;
    };
    const auto continuation = [&](std::uint64_t i, unsigned low = 0x80, unsigned high = 0xBF) {
        return byte(i) >= low && byte(i) <= high;
    };
    if (at >= text.size()) {
        return 0;
    }
    const unsigned lead = byte(0);
    if (lead < 0x80) {
        return 1;
    }
    if (lead >= 0xC2 && lead <= 0xDF) {
        return continuation(1) ? 2 : 0;
    }
    if (lead >= 0xE0 && lead <= 0xEF) {
        const unsigned low = lead == 0xE0 ? 0xA0 : 0x80;
        const unsigned high = lead == 0xED ? 0x9F : 0xBF;
        return continuation(1, low, high) && continuation(2) ? 3 : 0;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        const unsigned low = lead == 0xF0 ? 0x90 : 0x80;
        const unsigned high = lead == 0xF4 ? 0x8F : 0xBF;
        return continuation(1, low, high) && continuation(2) && continuation(3) ? 4 : 0;
    }
    return 0;
}

// Whether all of `text` is well-formed UTF-8.
inline bool isValidUtf8(std::string_view text) {
    for (std::uint64_t at = 0; at < text.size();) {
        const std::uint64_t length = utf8SequenceLength(text, at);
        if (length == 0) {
            return false;
        }
        at += length;
    }
    return true;
}

// `text` as UTF-8: itself when it is UTF-8, else every byte read as Latin-1 (one code point
// each, so the bytes can be told back), for files whose strings must be UTF-8.
inline std::string asUtf8(std::string_view text) {
    if (isValidUtf8(text)) {
        return std::string(text);
    }
    std::string utf8;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x80) {
            utf8 += c;
        } else {
            utf8 += static_cast<char>(0xC0 | (byte >> 6));
            utf8 += static_cast<char>(0x80 | (byte & 0x3F));
        }
    }
    return utf8;
}

} // namespace strata
