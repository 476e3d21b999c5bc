#include "json_writer.h"

#include "strata/json_text.h"
#include "strata/value_text.h"
#include "terminal_text.h"

#include <cmath>
#include <type_traits>

namespace strata::cli {
void JsonWriter::separate() {
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_hasItems.empty()) {
        if (m_hasItems.back()) {
            m_out += ',';
        }
        m_hasItems.back() = true;
    }
}

void JsonWriter::beginObject() {
    separate();
    m_out += '{';
    m_hasItems.push_back(false);
}

void JsonWriter::endObject() {
    m_out += '}';
    m_hasItems.pop_back();
}

void JsonWriter::beginArray() {
    separate();
    m_out += '[';
    m_hasItems.push_back(false);
}

void JsonWriter::endArray() {
    m_out += ']';
    m_hasItems.pop_back();
}

void JsonWriter::key(std::string_view name) {
    separate();
    appendJsonString(m_out, name, NonUtf8Bytes::Latin1);
    m_out += ':';
    m_afterKey = true;
}

void JsonWriter::value(std::string_view text) {
    separate();
    appendJsonString(m_out, text, NonUtf8Bytes::Latin1);
}

void JsonWriter::value(std::int64_t number) {
    separate();
    appendInteger(m_out, number);
}

void JsonWriter::value(std::uint64_t number) {
    separate();
    appendUnsigned(m_out, number);
}

void JsonWriter::value(double number) {
    separate();
    if (std::isfinite(number)) {
        appendShortest(m_out, number);
    } else {
        std::string text; // JSON has no NaN or infinity: they are written as strings
        appendShortest(text, number);
        appendJsonString(m_out, text, NonUtf8Bytes::Latin1);
    }
}

void JsonWriter::value(bool flag) {
    separate();
    m_out += flag ? "true" : "false";
}

void JsonWriter::fieldValue(const FieldValue& field) {
    std::visit([this](const auto& v) { value(v); }, field);
}

void JsonWriter::null() {
    separate();
    m_out += "null";
}

} // namespace strata::cli
