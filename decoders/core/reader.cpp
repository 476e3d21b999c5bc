#include "core/reader.h"

#include <string>

namespace strata {

void Reader::failAt(std::uint64_t absoluteOffset, std::string_view what,
                    std::string_view problem) const {
    std::string message(what);
    message += ": ";
    message += problem;
    throw DecodeError(absoluteOffset, std::move(message));
}

void Reader::fail(std::string_view what, std::string_view problem) const {
    failAt(offset(), what, problem);
}

void Reader::require(std::uint64_t count, std::string_view what) const {
    if (count > remaining()) {
        fail(what,
             "needs " + std::to_string(count) + " bytes, " + std::to_string(remaining()) + " left");
    }
}

void Reader::seek(std::uint64_t position, std::string_view what) {
    if (position > m_bytes.size()) {
        fail(what, "position " + std::to_string(position) + " is past the end (" +
                       std::to_string(m_bytes.size()) + " bytes)");
    }
    m_pos = position;
}

void Reader::skip(std::uint64_t count, std::string_view what) {
    require(count, what);
    m_pos += count;
}

std::uint64_t Reader::uvarintSlow(std::string_view what, unsigned maxBytes, unsigned valueBits) {
    const std::byte* begin = m_bytes.data() + m_pos;
    const auto result = decodeUvarint(begin, m_bytes.data() + m_bytes.size(), maxBytes, valueBits);
    if (!result) {
        fail(what, remaining() == 0 ? "varint past the end"
                                    : "bad varint (truncated, too long or overflowing " +
                                          std::to_string(valueBits) + " bits)");
    }
    m_pos += result->length;
    return result->value;
}

std::span<const std::byte> Reader::bytes(std::uint64_t count, std::string_view what) {
    require(count, what);
    const auto out = m_bytes.subspan(m_pos, count);
    m_pos += count;
    return out;
}

std::string_view Reader::text(std::uint64_t count, std::string_view what) {
    const auto raw = bytes(count, what);
    return {reinterpret_cast<const char*>(raw.data()), raw.size()};
}

std::string_view Reader::lengthPrefixedText(std::string_view what) {
    const auto length = read<std::uint32_t>(what);
    return text(length, what);
}

Reader Reader::sub(std::uint64_t count, std::string_view what) {
    const std::uint64_t start = offset();
    return Reader(bytes(count, what), start, m_order);
}

} // namespace strata
