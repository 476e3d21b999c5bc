#pragma once

#include "strata/field_value.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace strata::cli {

// A small streaming JSON emitter for the CLI's --json output. Strings that are not valid UTF-8
// have their stray bytes escaped as \u00XX (their Latin-1 reading), so the output always parses.
class JsonWriter {
public:
    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    void key(std::string_view name);
    void value(std::string_view text);
    void value(const char* text) { value(std::string_view(text)); }
    void value(std::int64_t number);
    void value(std::uint64_t number);
    void value(int number) { value(static_cast<std::int64_t>(number)); }
    void value(double number);
    void value(bool flag);
    void fieldValue(const FieldValue& field);
    void value(const std::string& text) { value(std::string_view(text)); }
    void null();

    const std::string& text() const { return m_out; }

private:
    void separate();

    std::string m_out;
    std::vector<bool> m_hasItems; // per open container: whether an item was written
    bool m_afterKey = false;
};

} // namespace strata::cli
