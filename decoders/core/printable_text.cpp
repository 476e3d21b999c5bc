#include "core/printable_text.h"

#include "core/utf8.h"

#include <cstdio>

namespace strata {

std::string printableText(std::string_view text, std::size_t limit) {
    std::string out;
    const auto escape = [&out](unsigned char byte) {
        char escaped[8];
        std::snprintf(escaped, sizeof escaped, "\\x%02x", byte);
        out += escaped;
    };
    const std::string_view shown = text.substr(0, limit);
    for (std::size_t at = 0; at < shown.size();) {
        const auto byte = static_cast<unsigned char>(shown[at]);
        // Well-formed UTF-8 is shown as its characters (a sequence the limit cuts is escaped);
        // control bytes and bytes of no sequence (Latin-1 text) as \xNN, so the text stays
        // UTF-8 for the tree, the CLI and its JSON.
        const std::uint64_t length = utf8SequenceLength(shown, at);
        if (byte < 0x20 || byte == 0x7f || length == 0) {
            escape(byte);
            ++at;
            continue;
        }
        out += shown.substr(at, length);
        at += length;
    }
    if (text.size() > limit) {
        out += "\u2026";
    }
    return out;
}

} // namespace strata
