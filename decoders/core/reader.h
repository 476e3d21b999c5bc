#pragma once

#include "strata/decode_error.h"
#include "strata/endian.h"
#include "strata/varint.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace strata {

// A bounds-checked cursor over a span of file bytes. `base` is the absolute file offset of the
// span's first byte, so every failure names the absolute offset and what was being read.
class Reader {
public:
    Reader(std::span<const std::byte> bytes, std::uint64_t base = 0, Endian order = Endian::Little)
        : m_bytes(bytes)
        , m_base(base)
        , m_order(order) {}

    std::uint64_t offset() const { return m_base + m_pos; } // absolute
    std::uint64_t position() const { return m_pos; }        // relative to the span
    std::uint64_t remaining() const { return m_bytes.size() - m_pos; }
    std::uint64_t size() const { return m_bytes.size(); }
    bool atEnd() const { return m_pos == m_bytes.size(); }
    Endian order() const { return m_order; }
    void setOrder(Endian order) { m_order = order; }

    // Moves to a position relative to the span's start.
    void seek(std::uint64_t position, std::string_view what);
    void skip(std::uint64_t count, std::string_view what);
    // Fails unless `count` more bytes are there, without consuming them.
    void require(std::uint64_t count, std::string_view what) const;

    template <typename T> T read(std::string_view what) { return readAs<T>(m_order, what); }
    template <typename T> T le(std::string_view what) { return readAs<T>(Endian::Little, what); }
    template <typename T> T be(std::string_view what) { return readAs<T>(Endian::Big, what); }

    std::uint8_t u8(std::string_view what) { return read<std::uint8_t>(what); }

    // LEB128, at most `maxBytes` bytes, the value must fit in `valueBits` bits.
    std::uint64_t uvarint(std::string_view what, unsigned maxBytes = 10, unsigned valueBits = 64) {
        // Most varints in real files take one or two bytes: decode those inline.
        if (m_pos + 2 <= m_bytes.size()) {
            const auto first = static_cast<std::uint8_t>(m_bytes[m_pos]);
            if (first < 0x80) {
                ++m_pos;
                return first;
            }
            const auto second = static_cast<std::uint8_t>(m_bytes[m_pos + 1]);
            if (second < 0x80 && maxBytes >= 2 && valueBits >= 14) {
                m_pos += 2;
                return (first & 0x7Fu) | (std::uint64_t{second} << 7);
            }
        }
        return uvarintSlow(what, maxBytes, valueBits);
    }
    std::int64_t zigzag(std::string_view what, unsigned maxBytes = 10, unsigned valueBits = 64) {
        return zigzagDecode(uvarint(what, maxBytes, valueBits));
    }

    std::span<const std::byte> bytes(std::uint64_t count, std::string_view what);
    std::string_view text(std::uint64_t count, std::string_view what);
    // A string whose uint32 length (in the reader's byte order) precedes it.
    std::string_view lengthPrefixedText(std::string_view what);

    // A sub-reader over the next `count` bytes, consumed from this one.
    Reader sub(std::uint64_t count, std::string_view what);

    [[noreturn]] void fail(std::string_view what, std::string_view problem) const;
    [[noreturn]] void failAt(std::uint64_t absoluteOffset, std::string_view what,
                             std::string_view problem) const;

private:
    std::uint64_t uvarintSlow(std::string_view what, unsigned maxBytes, unsigned valueBits);

    template <typename T> T readAs(Endian order, std::string_view what) {
        // Checked here, inline; require() is called only to fail.
        if (m_bytes.size() - m_pos < sizeof(T)) {
            require(sizeof(T), what);
        }
        const T value = loadAs<T>(m_bytes.data() + m_pos, order);
        m_pos += sizeof(T);
        return value;
    }

    std::span<const std::byte> m_bytes;
    std::uint64_t m_base;
    std::uint64_t m_pos = 0;
    Endian m_order;
};

} // namespace strata
