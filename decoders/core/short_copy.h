#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>

namespace strata {

namespace detail {

// The first and the last sizeof(Word) bytes of an n-byte text, n between one and two words:
// together they cover it, and neither reaches outside it.
template <typename Word> void copyHeadAndTail(char* to, const char* from, std::size_t n) {
    Word head;
    Word tail;
    std::memcpy(&head, from, sizeof(Word));
    std::memcpy(&tail, from + n - sizeof(Word), sizeof(Word));
    std::memcpy(to, &head, sizeof(Word));
    std::memcpy(to + n - sizeof(Word), &tail, sizeof(Word));
}

} // namespace detail

// Copies `from` to `to` and returns the end of the copy. Most texts a rebuild assembles are a
// few bytes (a JSON key, a number): those are copied with two overlapping loads and stores that
// never reach outside either range, where a memcpy call for each cost more than the copy.
inline char* copyText(char* to, std::string_view from) {
    const std::size_t n = from.size();
    const char* source = from.data();
    if (n >= 16) {
        std::memcpy(to, source, n);
    } else if (n >= 8) {
        detail::copyHeadAndTail<std::uint64_t>(to, source, n);
    } else if (n >= 4) {
        detail::copyHeadAndTail<std::uint32_t>(to, source, n);
    } else if (n > 0) {
        to[0] = source[0];
        to[n / 2] = source[n / 2];
        to[n - 1] = source[n - 1];
    }
    return to + n;
}

} // namespace strata
