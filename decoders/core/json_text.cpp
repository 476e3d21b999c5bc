#include "strata/json_text.h"

#include "core/utf8.h"

namespace strata {
namespace {

void appendEscape(std::string& out, unsigned code) {
    static constexpr char digits[] = "0123456789abcdef";
    out += "\\u";
    out += digits[(code >> 12) & 0xF];
    out += digits[(code >> 8) & 0xF];
    out += digits[(code >> 4) & 0xF];
    out += digits[code & 0xF];
}

} // namespace

void appendJsonString(std::string& out, std::string_view text, NonUtf8Bytes nonUtf8) {
    out += '"';
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
            ++i;
        } else if (c == '\n') {
            out += "\\n", ++i;
        } else if (c == '\r') {
            out += "\\r", ++i;
        } else if (c == '\t') {
            out += "\\t", ++i;
        } else if (c < 0x20) {
            appendEscape(out, c), ++i;
        } else if (const std::size_t length = utf8SequenceLength(text, i); length != 0) {
            out.append(text.substr(i, length));
            i += length;
        } else {
            appendEscape(out, nonUtf8 == NonUtf8Bytes::Surrogate ? 0xDC00 | c : c);
            ++i;
        }
    }
    out += '"';
}

} // namespace strata
