#pragma once

#include "core/reader.h"

#include <cstdint>
#include <span>
#include <string>

namespace strata::blosc2 {

// The msgpack subset frames use (big-endian, corpus README "Contiguous frame"). Every read
// checks the marker byte and throws DecodeError naming `what` and the offset.
class MsgpackReader {
public:
    MsgpackReader(std::span<const std::byte> bytes, std::uint64_t base)
        : m_reader(bytes, base, Endian::Big) {}

    std::uint64_t offset() const { return m_reader.offset(); }
    std::uint64_t position() const { return m_reader.position(); }
    void seek(std::uint64_t position, std::string_view what) { m_reader.seek(position, what); }

    std::uint8_t peek(std::string_view what);
    std::uint64_t arrayHeader(std::string_view what);
    std::uint64_t mapHeader(std::string_view what);
    std::string string(std::string_view what);
    std::int64_t integer(std::string_view what);
    bool boolean(std::string_view what);
    std::span<const std::byte> binary(std::string_view what);
    // A fixext16: its type and its 16 bytes.
    std::span<const std::byte> fixext16(std::string_view what, std::int8_t& type);

private:
    Reader m_reader;
};

} // namespace strata::blosc2
