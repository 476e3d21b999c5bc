#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

namespace strata {

// Result of decoding a LEB128 varint from raw memory: the value and the bytes it took.
struct VarintResult {
    std::uint64_t value = 0;
    std::size_t length = 0;
};

// Decodes an unsigned LEB128 varint (7 bits a byte, low group first) from [p, end), of at most
// maxBytes bytes, whose value must fit in `valueBits` bits. Returns nothing when the input ends
// first, the varint is longer than maxBytes, or the value overflows.
inline std::optional<VarintResult> decodeUvarint(const std::byte* p, const std::byte* end,
                                                 unsigned maxBytes = 10, unsigned valueBits = 64) {
    std::uint64_t value = 0;
    for (unsigned i = 0; i < maxBytes; ++i) {
        if (p + i >= end) {
            return std::nullopt;
        }
        const auto byte = static_cast<std::uint8_t>(p[i]);
        const std::uint64_t group = byte & 0x7Fu;
        const unsigned shift = 7 * i;
        if (shift >= 64 ? group != 0 : ((group << shift) >> shift) != group) {
            return std::nullopt; // bits beyond 64
        }
        if (shift < 64) {
            value |= group << shift;
        }
        if ((byte & 0x80u) == 0) {
            if (valueBits < 64 && (value >> valueBits) != 0) {
                return std::nullopt;
            }
            return VarintResult{value, i + 1};
        }
    }
    return std::nullopt;
}

constexpr std::int64_t zigzagDecode(std::uint64_t n) {
    return static_cast<std::int64_t>(n >> 1) ^ -static_cast<std::int64_t>(n & 1);
}

constexpr std::int32_t zigzagDecode32(std::uint32_t n) {
    return static_cast<std::int32_t>(n >> 1) ^ -static_cast<std::int32_t>(n & 1);
}

constexpr std::uint64_t zigzagEncode(std::int64_t v) {
    return (static_cast<std::uint64_t>(v) << 1) ^ static_cast<std::uint64_t>(v >> 63);
}

constexpr std::uint32_t zigzagEncode32(std::int32_t v) {
    return (static_cast<std::uint32_t>(v) << 1) ^ static_cast<std::uint32_t>(v >> 31);
}

} // namespace strata
