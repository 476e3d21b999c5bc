#include "hex/byte_copy_formats.h"

#include <algorithm>

namespace strata::gui {
namespace {

constexpr char upperDigits[] = "0123456789ABCDEF";
constexpr char lowerDigits[] = "0123456789abcdef";
// Bytes per line of a C array: twelve "0xAB, " fit in 80 columns with the indent.
constexpr std::size_t cArrayBytesPerLine = 12;

void appendHex(std::string& out, unsigned char value, const char* digits) {
    out += digits[value >> 4];
    out += digits[value & 0xF];
}

std::string hexText(std::span<const std::byte> bytes) {
    std::string out;
    out.reserve(bytes.size() * 3);
    for (const std::byte b : bytes) {
        if (!out.empty()) {
            out += ' ';
        }
        appendHex(out, static_cast<unsigned char>(b), upperDigits);
    }
    return out;
}

std::string cArray(std::span<const std::byte> bytes) {
    std::string out = "const unsigned char bytes[" + std::to_string(bytes.size()) + "] = {\n";
    out.reserve(out.size() + bytes.size() * 6 + bytes.size() / cArrayBytesPerLine * 5 + 8);
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const bool lineStart = i % cArrayBytesPerLine == 0;
        out += lineStart ? "    0x" : " 0x";
        appendHex(out, static_cast<unsigned char>(bytes[i]), upperDigits);
        out += ',';
        if (i % cArrayBytesPerLine == cArrayBytesPerLine - 1 || i + 1 == bytes.size()) {
            out += '\n';
        }
    }
    out += "};\n";
    return out;
}

// Python's repr() of a bytes object: single quotes, or double ones when the bytes hold a single
// quote and no double one; the quote, \\, \t, \n and \r escaped; printable ASCII as is; every
// other byte as \xNN in lower case.
std::string pythonBytes(std::span<const std::byte> bytes) {
    const auto holds = [bytes](char c) {
        return std::find(bytes.begin(), bytes.end(), static_cast<std::byte>(c)) != bytes.end();
    };
    const char quote = holds('\'') && !holds('"') ? '"' : '\'';
    std::string out = {'b', quote};
    out.reserve(bytes.size() * 4 + 3);
    for (const std::byte b : bytes) {
        const auto c = static_cast<unsigned char>(b);
        if (c == static_cast<unsigned char>(quote) || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c >= 0x20 && c < 0x7F) {
            out += static_cast<char>(c);
        } else {
            out += "\\x";
            appendHex(out, c, lowerDigits);
        }
    }
    out += quote;
    return out;
}

std::string base64(std::span<const std::byte> bytes) {
    static constexpr char alphabet[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        const std::size_t count = std::min<std::size_t>(3, bytes.size() - i);
        std::uint32_t group = 0;
        for (std::size_t k = 0; k < 3; ++k) {
            group = group << 8 | (k < count ? static_cast<std::uint32_t>(bytes[i + k]) : 0u);
        }
        for (std::size_t k = 0; k < 4; ++k) {
            out += k <= count ? alphabet[(group >> (18 - 6 * k)) & 0x3F] : '=';
        }
    }
    return out;
}

std::string text(std::span<const std::byte> bytes) {
    std::string out;
    out.reserve(bytes.size());
    for (const std::byte b : bytes) {
        const auto c = static_cast<unsigned char>(b);
        const bool control = (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7F;
        out += control ? '.' : static_cast<char>(c);
    }
    return out;
}

} // namespace

std::string formatBytes(std::span<const std::byte> bytes, ByteCopyFormat format) {
    switch (format) {
    case ByteCopyFormat::HexText:
        return hexText(bytes);
    case ByteCopyFormat::CArray:
        return cArray(bytes);
    case ByteCopyFormat::PythonBytes:
        return pythonBytes(bytes);
    case ByteCopyFormat::Base64:
        return base64(bytes);
    case ByteCopyFormat::Text:
        return text(bytes);
    }
    return {};
}

} // namespace strata::gui
