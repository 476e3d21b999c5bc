#include "model/text/file_text.h"

#include <cstdint>

namespace strata::model {
namespace {

// The length of the valid UTF-8 sequence at the start of `bytes`, 0 when it is not one (RFC 3629
// section 4: no overlong forms, no surrogates, nothing above U+10FFFF).
std::size_t validSequenceLength(std::string_view bytes) {
    const auto byte = [&](std::size_t i) { return static_cast<std::uint8_t>(bytes[i]); };
    const std::uint8_t lead = byte(0);
    if (lead < 0x80) {
        return 1;
    }
    std::size_t length = 0;
    std::uint8_t low = 0x80;
    std::uint8_t high = 0xBF; // the range of the second byte
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        low = lead == 0xE0 ? 0xA0 : 0x80;
        high = lead == 0xED ? 0x9F : 0xBF;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        low = lead == 0xF0 ? 0x90 : 0x80;
        high = lead == 0xF4 ? 0x8F : 0xBF;
    } else {
        return 0;
    }
    if (bytes.size() < length || byte(1) < low || byte(1) > high) {
        return 0;
    }
    for (std::size_t i = 2; i < length; ++i) {
        if (byte(i) < 0x80 || byte(i) > 0xBF) {
            return 0;
        }
    }
    return length;
}

} // namespace

QString fileText(std::string_view bytes) {
    QString text;
    text.reserve(static_cast<qsizetype>(bytes.size()));
    std::size_t validFrom = 0;
    const auto appendValid = [&](std::size_t end) {
        text +=
            QString::fromUtf8(bytes.data() + validFrom, static_cast<qsizetype>(end - validFrom));
    };
    std::size_t at = 0;
    while (at < bytes.size()) {
        const std::size_t length = validSequenceLength(bytes.substr(at));
        if (length > 0) {
            at += length;
            continue;
        }
        appendValid(at);
        const auto value = static_cast<std::uint8_t>(bytes[at]);
        text += QLatin1String("\\x") +
                QStringLiteral("%1").arg(value, 2, 16, QLatin1Char('0')).toUpper();
        ++at;
        validFrom = at;
    }
    appendValid(at);
    return text;
}

} // namespace strata::model
