#pragma once

#include "strata/endian.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string_view>
#include <type_traits>
#include <vector>

namespace strata {

// The bytes a format's writer builds: numbers appended in a chosen byte order (each converted
// explicitly, never a struct copied), text and bytes as they are, and a field written again in
// place once its value is known (a header's sizes, a checksum). Shared by every writer.
class ByteWriter {
public:
    explicit ByteWriter(Endian order = Endian::Little)
        : m_order(order) {}

    template <typename T> void put(T value) { putAs(value, m_order); }
    template <typename T> void putAs(T value, Endian order) {
        const auto bytes = encoded(value, order);
        m_bytes.insert(m_bytes.end(), bytes.begin(), bytes.end());
    }
    // Writes `value` over the sizeof(T) bytes at `offset`, which were written before.
    template <typename T> void putAt(std::uint64_t offset, T value) {
        const auto bytes = encoded(value, m_order);
        std::memcpy(m_bytes.data() + offset, bytes.data(), bytes.size());
    }
    void putBytes(std::span<const std::byte> bytes) {
        m_bytes.insert(m_bytes.end(), bytes.begin(), bytes.end());
    }
    // An unsigned LEB128 varint: 7 bits a byte, the low group first.
    void putUvarint(std::uint64_t value) {
        while (value >= 0x80) {
            m_bytes.push_back(static_cast<std::byte>((value & 0x7F) | 0x80));
            value >>= 7;
        }
        m_bytes.push_back(static_cast<std::byte>(value));
    }
    void putText(std::string_view text) {
        putBytes(std::as_bytes(std::span(text.data(), text.size())));
    }

    void reserve(std::uint64_t bytes) { m_bytes.reserve(bytes); }
    std::uint64_t size() const { return m_bytes.size(); }
    std::span<const std::byte> bytes() const { return m_bytes; }
    std::span<const std::byte> bytes(std::uint64_t offset, std::uint64_t length) const {
        return std::span(m_bytes).subspan(offset, length);
    }
    void clear() { m_bytes.clear(); }
    std::vector<std::byte> take() { return std::move(m_bytes); }

private:
    template <typename T> static std::array<std::byte, sizeof(T)> encoded(T value, Endian order) {
        static_assert(std::is_arithmetic_v<T>);
        using Bits = std::conditional_t<
            sizeof(T) == 1, std::uint8_t,
            std::conditional_t<sizeof(T) == 2, std::uint16_t,
                               std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>>>;
        auto bits = std::bit_cast<Bits>(value);
        if ((order == Endian::Little) != (std::endian::native == std::endian::little)) {
            bits = byteSwap(bits);
        }
        return std::bit_cast<std::array<std::byte, sizeof(T)>>(bits);
    }

    Endian m_order;
    std::vector<std::byte> m_bytes;
};

} // namespace strata
