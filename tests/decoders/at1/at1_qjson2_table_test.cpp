// A qjson2 file's tables (codec 11, at1-codecs.md section 8): one qjson table per template,
// named "template N", its columns the template's field paths. Checked against the original:
// each row is the next original line whose fields are those paths (in order) and hold the row's
// values as written, and every JSON line of one of those shapes is a row of exactly one table.
#include "strata/format_registry.h"
#include "support/at1_original.h"
#include "support/corpus.h"
#include "support/table_text.h"

#include <gtest/gtest.h>
#include <set>

namespace strata::test {
namespace {

// The scalar fields of one JSON line in document order: paths `a.b`, `tags[0]`, values as
// written (strings without their quotes). Empty when the line is not a JSON object.
class JsonFields {
public:
    using Fields = std::vector<std::pair<std::string, std::string>>;

    static Fields of(const std::string& line) {
        JsonFields parser(line);
        Fields fields;
        parser.m_fields = &fields;
        parser.skipSpace();
        if (parser.peek() != '{' || !parser.value("") || (parser.skipSpace(), !parser.done())) {
            return {};
        }
        return fields;
    }

private:
    explicit JsonFields(const std::string& text)
        : m_text(text) {}

    char peek() const { return m_at < m_text.size() ? m_text[m_at] : '\0'; }
    bool done() const { return m_at == m_text.size(); }
    void skipSpace() {
        while (peek() == ' ') {
            ++m_at;
        }
    }

    bool string(std::string& content) {
        if (peek() != '"') {
            return false;
        }
        const std::size_t start = ++m_at;
        for (; m_at < m_text.size() && m_text[m_at] != '"'; ++m_at) {
            if (m_text[m_at] == '\\') {
                ++m_at;
            }
        }
        if (done()) {
            return false;
        }
        content = m_text.substr(start, m_at++ - start);
        return true;
    }

    bool value(const std::string& path) {
        skipSpace();
        const char open = peek();
        if (open == '{' || open == '[') {
            ++m_at;
            skipSpace();
            if (peek() == (open == '{' ? '}' : ']')) {
                ++m_at;
                return true;
            }
            for (std::size_t index = 0;; ++index) {
                std::string member = path + "[" + std::to_string(index) + "]";
                if (open == '{') {
                    std::string key;
                    skipSpace();
                    if (!string(key) || (skipSpace(), peek() != ':')) {
                        return false;
                    }
                    ++m_at;
                    member = path.empty() ? key : path + "." + key;
                }
                if (!value(member)) {
                    return false;
                }
                skipSpace();
                const char next = peek();
                ++m_at;
                if (next == (open == '{' ? '}' : ']')) {
                    return true;
                }
                if (next != ',') {
                    return false;
                }
            }
        }
        std::string scalar;
        if (open == '"') {
            if (!string(scalar)) {
                return false;
            }
        } else {
            const std::size_t start = m_at;
            while (!done() && std::string_view(", ]}").find(peek()) == std::string_view::npos) {
                ++m_at;
            }
            scalar = m_text.substr(start, m_at - start);
            if (scalar.empty()) {
                return false;
            }
        }
        m_fields->emplace_back(path, scalar);
        return true;
    }

    const std::string& m_text;
    std::size_t m_at = 0;
    Fields* m_fields = nullptr;
};

TEST(At1QJson2Table, EveryTemplateIsATableOfItsLines) {
    const Document document = openFile(corpusPath("at1-codecs/qjson2_mixed.at1"));
    ASSERT_EQ(document.tables.size(), 5u); // t0..t4 (manifest)
    std::vector<JsonFields::Fields> lines;
    for (const auto& line :
         originalLines(readFileText(corpusPath("at1-codecs/qjson2_mixed.orig")))) {
        lines.push_back(JsonFields::of(line));
    }
    std::vector<int> rowOfLine(lines.size(), -1);
    std::set<std::vector<std::string>> shapes;
    std::uint64_t rows = 0;
    for (std::size_t t = 0; t < document.tables.size(); ++t) {
        const Table& table = *document.tables[t];
        EXPECT_EQ(table.name(), "template " + std::to_string(t));
        // A block shows its row group of the template's blocks stream in the tree.
        for (std::size_t b = 0; b < table.blocks().size(); ++b) {
            EXPECT_EQ(table.blockNodePath(b), "file / stream set / stream 't" + std::to_string(t) +
                                                  ":blocks' / row group " + std::to_string(b));
        }
        const auto cells = tableCells(table);
        const auto& names = cells[0];
        shapes.insert(names);
        rows += cells.size() - 1;
        std::size_t line = 0;
        for (std::size_t row = 1; row < cells.size(); ++row) {
            const auto matches = [&](const JsonFields::Fields& fields) {
                if (fields.size() != names.size()) {
                    return false;
                }
                for (std::size_t c = 0; c < names.size(); ++c) {
                    if (fields[c].first != names[c] || fields[c].second != cells[row][c]) {
                        return false;
                    }
                }
                return true;
            };
            while (line < lines.size() && (rowOfLine[line] >= 0 || !matches(lines[line]))) {
                ++line;
            }
            ASSERT_LT(line, lines.size())
                << "template " << t << " row " << row - 1 << " is no line of the original";
            rowOfLine[line++] = static_cast<int>(t);
        }
    }
    // Every JSON line of a template's shape is a row.
    std::uint64_t shaped = 0;
    for (const auto& fields : lines) {
        std::vector<std::string> paths;
        for (const auto& [path, value] : fields) {
            paths.push_back(path);
        }
        shaped += !fields.empty() && shapes.contains(paths) ? 1 : 0;
    }
    EXPECT_EQ(rows, shaped);
    EXPECT_GT(rows, 1000u);
}

TEST(At1QJson2Table, NoJsonNoTable) {
    EXPECT_TRUE(openFile(corpusPath("at1-codecs/qjson2_no_json.at1")).tables.empty());
}

} // namespace
} // namespace strata::test
