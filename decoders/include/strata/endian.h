#pragma once

#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace strata {

enum class Endian { Little, Big };

template <std::integral T> constexpr T byteSwap(T value) {
    if constexpr (sizeof(T) == 1) {
        return value;
    } else if constexpr (sizeof(T) == 2) {
        return static_cast<T>(__builtin_bswap16(static_cast<std::uint16_t>(value)));
    } else if constexpr (sizeof(T) == 4) {
        return static_cast<T>(__builtin_bswap32(static_cast<std::uint32_t>(value)));
    } else {
        static_assert(sizeof(T) == 8);
        return static_cast<T>(__builtin_bswap64(static_cast<std::uint64_t>(value)));
    }
}

// Loads a T (integer or floating point) stored in the given byte order at `p`.
// The caller has checked that sizeof(T) bytes are there.
template <typename T> inline T loadAs(const std::byte* p, Endian order) {
    static_assert(std::is_arithmetic_v<T>);
    using Bits = std::conditional_t<
        sizeof(T) == 1, std::uint8_t,
        std::conditional_t<sizeof(T) == 2, std::uint16_t,
                           std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>>>;
    Bits bits;
    std::memcpy(&bits, p, sizeof bits);
    const bool native = (order == Endian::Little) == (std::endian::native == std::endian::little);
    if (!native) {
        bits = byteSwap(bits);
    }
    return std::bit_cast<T>(bits);
}

template <typename T> inline T loadLE(const std::byte* p) {
    return loadAs<T>(p, Endian::Little);
}
template <typename T> inline T loadBE(const std::byte* p) {
    return loadAs<T>(p, Endian::Big);
}

} // namespace strata
