#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

namespace strata::gui {

// The forms the hex view copies bytes in. Plain text, no Qt: each is a pure function of the
// bytes, so tests pin their exact output.
enum class ByteCopyFormat {
    HexText,     // "4F 44 41": as the hex view shows them
    CArray,      // "const unsigned char bytes[3] = {\n    0x4F, 0x44, 0x41,\n};\n"
    PythonBytes, // b'ODA\x00': exactly what Python's repr() writes for the bytes
    Base64,      // RFC 4648 with padding, one line
    Text,        // the bytes as UTF-8 text; control characters but tab and line ends as '.'
};

// Copying is capped: a clipboard of more than this is of no use and costs memory several times
// the size (the text is 2-4 characters per byte).
inline constexpr std::uint64_t maxCopyBytes = std::uint64_t{16} << 20;

std::string formatBytes(std::span<const std::byte> bytes, ByteCopyFormat format);

} // namespace strata::gui
