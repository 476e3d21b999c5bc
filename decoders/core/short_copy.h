#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>

namespace strata {

// Copies `from` to `to` and returns the end of the copy. Most texts a rebuild assembles are a
// few bytes (a JSON key, a number): those are copied with two overlapping loads and stores that
// never reach outside either range, where a memcpy call for each cost more than the copy.
inline char* copyText(char* to, std::string_view from) {
    const std::size_t n = from.size();
    const char* source = from.data();
    if (n >= 16) {
        std::memcpy(to, source, n);
    } else if (n >= 8) {
        std::uint64_t head;
        std::uint64_t tail;
        std::memcpy(&head, source, 8);
        std::memcpy(&tail, source + n - 8, 8);
        std::memcpy(to, &head, 8);
        std::memcpy(to + n - 8, &tail, 8);
    } else if (n >= 4) {
        std::uint32_t head;
        std::uint32_t tail;
        std::memcpy(&head, source, 4);
        std::memcpy(&tail, source + n - 4, 4);
        std::memcpy(to, &head, 4);
        std::memcpy(to + n - 4, &tail, 4);
    } else if (n > 0) {
        to[0] = source[0];
        to[n / 2] = source[n / 2];
        to[n - 1] = source[n - 1];
    }
    return to + n;
}

} // namespace strata
