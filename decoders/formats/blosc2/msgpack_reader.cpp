#include "formats/blosc2/msgpack_reader.h"

namespace strata::blosc2 {

std::uint8_t MsgpackReader::peek(std::string_view what) {
    m_reader.require(1, what);
    const std::uint8_t marker = m_reader.u8(what);
    m_reader.seek(m_reader.position() - 1, what);
    return marker;
}

std::uint64_t MsgpackReader::arrayHeader(std::string_view what) {
    const std::uint8_t marker = m_reader.u8(what);
    if ((marker & 0xF0) == 0x90) {
        return marker & 0x0F;
    }
    if (marker == 0xdc) {
        return m_reader.be<std::uint16_t>(what);
    }
    if (marker == 0xdd) {
        return m_reader.be<std::uint32_t>(what);
    }
    m_reader.failAt(m_reader.offset() - 1, what, "is not a msgpack array");
}

std::uint64_t MsgpackReader::mapHeader(std::string_view what) {
    const std::uint8_t marker = m_reader.u8(what);
    if ((marker & 0xF0) == 0x80) {
        return marker & 0x0F;
    }
    if (marker == 0xde) {
        return m_reader.be<std::uint16_t>(what);
    }
    if (marker == 0xdf) {
        return m_reader.be<std::uint32_t>(what);
    }
    m_reader.failAt(m_reader.offset() - 1, what, "is not a msgpack map");
}

std::string MsgpackReader::string(std::string_view what) {
    const std::uint8_t marker = m_reader.u8(what);
    std::uint64_t length = 0;
    if ((marker & 0xE0) == 0xA0) {
        length = marker & 0x1F;
    } else if (marker == 0xd9) {
        length = m_reader.u8(what);
    } else if (marker == 0xda) {
        length = m_reader.be<std::uint16_t>(what);
    } else if (marker == 0xdb) {
        length = m_reader.be<std::uint32_t>(what);
    } else {
        m_reader.failAt(m_reader.offset() - 1, what, "is not a msgpack string");
    }
    return std::string(m_reader.text(length, what));
}

std::int64_t MsgpackReader::integer(std::string_view what) {
    const std::uint8_t marker = m_reader.u8(what);
    if (marker < 0x80) {
        return marker;
    }
    if (marker >= 0xE0) {
        return static_cast<std::int8_t>(marker);
    }
    switch (marker) {
    case 0xcc:
        return m_reader.u8(what);
    case 0xcd:
        return m_reader.be<std::uint16_t>(what);
    case 0xce:
        return m_reader.be<std::uint32_t>(what);
    case 0xcf:
        return static_cast<std::int64_t>(m_reader.be<std::uint64_t>(what));
    case 0xd0:
        return m_reader.be<std::int8_t>(what);
    case 0xd1:
        return m_reader.be<std::int16_t>(what);
    case 0xd2:
        return m_reader.be<std::int32_t>(what);
    case 0xd3:
        return m_reader.be<std::int64_t>(what);
    default:
        m_reader.failAt(m_reader.offset() - 1, what, "is not a msgpack integer");
    }
}

bool MsgpackReader::boolean(std::string_view what) {
    const std::uint8_t marker = m_reader.u8(what);
    if (marker != 0xc2 && marker != 0xc3) {
        m_reader.failAt(m_reader.offset() - 1, what, "is not a msgpack bool");
    }
    return marker == 0xc3;
}

std::span<const std::byte> MsgpackReader::binary(std::string_view what) {
    const std::uint8_t marker = m_reader.u8(what);
    std::uint64_t length = 0;
    if (marker == 0xc4) {
        length = m_reader.u8(what);
    } else if (marker == 0xc5) {
        length = m_reader.be<std::uint16_t>(what);
    } else if (marker == 0xc6) {
        length = m_reader.be<std::uint32_t>(what);
    } else {
        m_reader.failAt(m_reader.offset() - 1, what, "is not msgpack binary");
    }
    return m_reader.bytes(length, what);
}

std::span<const std::byte> MsgpackReader::fixext16(std::string_view what, std::int8_t& type) {
    if (m_reader.u8(what) != 0xd8) {
        m_reader.failAt(m_reader.offset() - 1, what, "is not a msgpack fixext16");
    }
    type = static_cast<std::int8_t>(m_reader.u8(what));
    return m_reader.bytes(16, what);
}

} // namespace strata::blosc2
