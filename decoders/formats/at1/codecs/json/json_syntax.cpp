#include "formats/at1/codecs/json/json_syntax.h"

#include "core/utf8.h"

#include <cctype>
#include <cstdio>
#include <vector>

namespace strata::at1 {
namespace {

bool isWhitespace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

// 'x' for a printable ASCII byte, else 0xNN.
std::string byteText(char c) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7f) {
        return std::string("'") + c + "'";
    }
    char text[8];
    std::snprintf(text, sizeof text, "0x%02x", byte);
    return byte == 0 ? "a NUL byte (0x00)" : std::string("byte ") + text;
}

class JsonScan {
public:
    explicit JsonScan(std::string_view text)
        : m_text(text) {}

    std::optional<JsonSyntaxError> run();

private:
    // What the next token must be.
    enum class Expect { Value, ValueOrEnd, Key, KeyOrEnd, Colon, AfterValue };

    void skipWhitespace() {
        while (m_at < m_text.size() && isWhitespace(m_text[m_at])) {
            ++m_at;
        }
    }
    bool string();
    bool number();
    bool literal(std::string_view word);
    bool scalarEnds();
    void fail(std::uint64_t at, std::string problem, std::uint64_t length = 1) {
        m_error = JsonSyntaxError{at, length, std::move(problem)};
    }

    std::string_view m_text;
    std::uint64_t m_at = 0;
    std::vector<std::uint64_t> m_open; // the offsets of the '{' and '[' not yet closed
    std::optional<JsonSyntaxError> m_error;
};

// A string from its opening quote on (RFC 8259 section 7).
bool JsonScan::string() {
    const std::uint64_t opened = m_at++;
    while (m_at < m_text.size()) {
        const char c = m_text[m_at];
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"') {
            ++m_at;
            return true;
        }
        if (byte < 0x20) {
            fail(m_at, byteText(c) + " inside a string (control bytes must be escaped)");
            return false;
        }
        if (c == '\\') {
            const char escaped = m_at + 1 < m_text.size() ? m_text[m_at + 1] : '\0';
            if (escaped == 'u') {
                for (std::uint64_t i = 2; i < 6; ++i) {
                    if (m_at + i >= m_text.size() ||
                        !std::isxdigit(static_cast<unsigned char>(m_text[m_at + i]))) {
                        fail(m_at, "\\u is not followed by four hex digits", 2);
                        return false;
                    }
                }
                m_at += 6;
                continue;
            }
            if (std::string_view("\"\\/bfnrt").find(escaped) == std::string_view::npos) {
                fail(m_at, "\\ does not start an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)",
                     2);
                return false;
            }
            m_at += 2;
            continue;
        }
        if (byte >= 0x80) {
            const std::uint64_t length = utf8SequenceLength(m_text, m_at);
            if (length == 0) {
                fail(m_at, byteText(c) + " inside a string is not UTF-8");
                return false;
            }
            m_at += length;
            continue;
        }
        ++m_at;
    }
    fail(opened, "the string opened here is not closed");
    return false;
}

// A number (RFC 8259 section 6): -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
bool JsonScan::number() {
    const auto digits = [this](std::string_view where) {
        if (m_at >= m_text.size()) {
            fail(m_at, "the text ends where a digit of the " + std::string(where) + " must be", 0);
            return false;
        }
        if (!isDigit(m_text[m_at])) {
            fail(m_at, byteText(m_text[m_at]) + " where a digit of the " + std::string(where) +
                           " must be");
            return false;
        }
        while (m_at < m_text.size() && isDigit(m_text[m_at])) {
            ++m_at;
        }
        return true;
    };
    if (m_text[m_at] == '-') {
        ++m_at;
    }
    if (m_at < m_text.size() && m_text[m_at] == '0') {
        ++m_at;
    } else if (!digits("number")) {
        return false;
    }
    if (m_at < m_text.size() && m_text[m_at] == '.') {
        ++m_at;
        if (!digits("fraction")) {
            return false;
        }
    }
    if (m_at < m_text.size() && (m_text[m_at] == 'e' || m_text[m_at] == 'E')) {
        ++m_at;
        if (m_at < m_text.size() && (m_text[m_at] == '+' || m_text[m_at] == '-')) {
            ++m_at;
        }
        if (!digits("exponent")) {
            return false;
        }
    }
    return scalarEnds();
}

bool JsonScan::literal(std::string_view word) {
    if (m_text.substr(m_at, word.size()) != word) {
        std::uint64_t at = m_at;
        while (at < m_text.size() && at - m_at < word.size() && m_text[at] == word[at - m_at]) {
            ++at;
        }
        const bool ended = at >= m_text.size();
        fail(at,
             (ended ? std::string("the end of the text") : byteText(m_text[at])) + " where '" +
                 std::string(word) + "' goes on",
             ended ? 0 : 1);
        return false;
    }
    m_at += word.size();
    return scalarEnds();
}

// A number or literal runs to a delimiter: "01" or "truex" is not two texts.
bool JsonScan::scalarEnds() {
    if (m_at < m_text.size() && !isWhitespace(m_text[m_at]) &&
        std::string_view(",]}").find(m_text[m_at]) == std::string_view::npos) {
        fail(m_at, byteText(m_text[m_at]) + " right after a number or literal");
        return false;
    }
    return true;
}

std::optional<JsonSyntaxError> JsonScan::run() {
    Expect expect = Expect::ValueOrEnd;
    for (;;) {
        skipWhitespace();
        if (m_at >= m_text.size()) {
            // Between top-level texts the text may end; inside one, the innermost open
            // bracket is what is missing its end.
            if (!m_open.empty()) {
                fail(m_open.back(),
                     std::string(m_text[m_open.back()] == '{' ? "the object" : "the array") +
                         " opened here is not closed");
            }
            return m_error;
        }
        const char c = m_text[m_at];
        switch (expect) {
        case Expect::KeyOrEnd:
        case Expect::Key:
            if (c == '}' && expect == Expect::KeyOrEnd) {
                m_open.pop_back();
                ++m_at;
                expect = m_open.empty() ? Expect::ValueOrEnd : Expect::AfterValue;
                continue;
            }
            if (c != '"') {
                fail(m_at, byteText(c) + " where a key (a string) must be");
                return m_error;
            }
            if (!string()) {
                return m_error;
            }
            expect = Expect::Colon;
            continue;
        case Expect::Colon:
            if (c != ':') {
                fail(m_at, byteText(c) + " where ':' must follow the key");
                return m_error;
            }
            ++m_at;
            expect = Expect::Value;
            continue;
        case Expect::AfterValue: {
            const bool object = m_text[m_open.back()] == '{';
            if (c == ',') {
                ++m_at;
                expect = object ? Expect::Key : Expect::Value;
            } else if (c == (object ? '}' : ']')) {
                ++m_at;
                m_open.pop_back();
                expect = m_open.empty() ? Expect::ValueOrEnd : Expect::AfterValue;
            } else {
                fail(m_at, byteText(c) + " where ',' or '" + (object ? "}" : "]") + "' must be");
                return m_error;
            }
            continue;
        }
        case Expect::Value:
        case Expect::ValueOrEnd:
            break;
        }
        // A value; an array just opened may close at once.
        bool scanned = true;
        if (c == '{' || c == '[') {
            m_open.push_back(m_at++);
            if (c == '{') {
                expect = Expect::KeyOrEnd;
                continue;
            }
            skipWhitespace();
            if (m_at < m_text.size() && m_text[m_at] == ']') {
                ++m_at;
                m_open.pop_back();
                expect = m_open.empty() ? Expect::ValueOrEnd : Expect::AfterValue;
                continue;
            }
            expect = Expect::Value;
            continue;
        }
        if (c == '"') {
            scanned = string();
        } else if (c == '-' || isDigit(c)) {
            scanned = number();
        } else if (c == 't' || c == 'f' || c == 'n') {
            scanned = literal(c == 't' ? "true" : c == 'f' ? "false" : "null");
        } else {
            fail(m_at, byteText(c) + " cannot start a value");
            scanned = false;
        }
        if (!scanned) {
            return m_error;
        }
        expect = m_open.empty() ? Expect::ValueOrEnd : Expect::AfterValue;
    }
}

} // namespace

std::optional<JsonSyntaxError> findJsonSyntaxError(std::string_view text) {
    return JsonScan(text).run();
}

} // namespace strata::at1
