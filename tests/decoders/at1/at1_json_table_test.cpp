// A json file's table (codec 1, at1-codecs.md section 9) against the original lines: one row
// per structured line, one column per value column named by its key path, each cell the values
// found at that path in the line by a small compact-JSON parser here (strings decoded by Qt).
#include "strata/format_registry.h"
#include "support/at1_original.h"
#include "support/corpus.h"
#include "support/table_text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <gtest/gtest.h>
#include <map>
#include <set>

namespace strata::test {
namespace {

// The scalar values of one compact JSON line by key path (`.key`, `[]`, `$` for the line's
// value itself), in document order, as written.
class CompactJson {
public:
    explicit CompactJson(const std::string& text)
        : m_text(text) {}

    bool parse(std::map<std::string, std::vector<std::string>>& values) {
        m_values = &values;
        return value("") && m_at == m_text.size();
    }

private:
    bool value(const std::string& path) {
        if (m_at >= m_text.size()) {
            return false;
        }
        const char c = m_text[m_at];
        if (c == '{' || c == '[') {
            const bool object = c == '{';
            ++m_at;
            if (m_at < m_text.size() && m_text[m_at] == (object ? '}' : ']')) {
                ++m_at;
                return true;
            }
            for (;;) {
                std::string member = path + "[]";
                if (object) {
                    const std::size_t key = m_at;
                    if (!string() || m_at >= m_text.size() || m_text[m_at++] != ':') {
                        return false;
                    }
                    member = path + "." + decoded(m_text.substr(key, m_at - 1 - key));
                }
                if (!value(member) || m_at >= m_text.size()) {
                    return false;
                }
                const char next = m_text[m_at++];
                if (next == (object ? '}' : ']')) {
                    return true;
                }
                if (next != ',') {
                    return false;
                }
            }
        }
        const std::size_t start = m_at;
        if (c == '"') {
            if (!string()) {
                return false;
            }
        } else {
            while (m_at < m_text.size() &&
                   std::string_view(",]}").find(m_text[m_at]) == std::string_view::npos) {
                ++m_at;
            }
        }
        const std::string scalar = m_text.substr(start, m_at - start);
        if (scalar.empty() ||
            (c != '"' &&
             QJsonDocument::fromJson(QByteArray::fromStdString("[" + scalar + "]")).isNull() &&
             scalar.find_first_not_of("-+.0123456789eE") != std::string::npos)) {
            return false;
        }
        (*m_values)[path.empty() ? "$" : path].push_back(scalar);
        return true;
    }

    bool string() {
        if (m_text[m_at] != '"') {
            return false;
        }
        for (++m_at; m_at < m_text.size(); ++m_at) {
            if (m_text[m_at] == '\\') {
                ++m_at;
            } else if (m_text[m_at] == '"') {
                ++m_at;
                return true;
            }
        }
        return false;
    }

    const std::string& m_text;
    std::size_t m_at = 0;
    std::map<std::string, std::vector<std::string>>* m_values = nullptr;

public:
    // A string's content with its escapes decoded; other values as written.
    static std::string decoded(const std::string& value) {
        if (value.empty() || value[0] != '"') {
            return value;
        }
        return QJsonDocument::fromJson(QByteArray::fromStdString("[" + value + "]"))
            .array()[0]
            .toString()
            .toStdString();
    }
};

// Every structured line's row, checked cell by cell.
void expectTableOf(const std::string& name) {
    const Document document = openFile(corpusPath("at1-codecs/" + name + ".at1"));
    ASSERT_EQ(document.tables.size(), 1u);
    const Table& table = *document.tables[0];
    const auto cells = tableCells(table);
    std::vector<std::map<std::string, std::vector<std::string>>> rows;
    for (const auto& line :
         originalLines(readFileText(corpusPath("at1-codecs/" + name + ".orig")))) {
        std::map<std::string, std::vector<std::string>> values;
        if (CompactJson(line).parse(values)) {
            rows.push_back(std::move(values));
        }
    }
    ASSERT_EQ(cells.size(), rows.size() + 1);
    const auto& header = cells[0];
    // Every path that holds a value in some line is a column, once.
    std::set<std::string> paths;
    for (const auto& row : rows) {
        for (const auto& [path, values] : row) {
            paths.insert(path);
        }
    }
    EXPECT_EQ(std::set<std::string>(header.begin(), header.end()), paths);
    EXPECT_EQ(header.size(), paths.size());
    for (std::size_t c = 0; c < header.size(); ++c) {
        const LogicalType type = table.columns()[c].type;
        std::size_t filled = 0;
        for (std::size_t row = 0; row < rows.size(); ++row) {
            const std::string& cell = cells[row + 1][c];
            const auto values = rows[row].find(header[c]);
            if (values == rows[row].end()) {
                EXPECT_EQ(cell, missingMarker) << "row " << row << " " << header[c];
                continue;
            }
            ++filled;
            if (type == LogicalType::Float64) {
                ASSERT_EQ(values->second.size(), 1u);
                EXPECT_EQ(std::stod(cell), std::stod(values->second[0]))
                    << "row " << row << " " << header[c];
                continue;
            }
            std::string expected;
            for (const auto& value : values->second) {
                expected += (expected.empty() ? "" : "; ") + CompactJson::decoded(value);
            }
            EXPECT_EQ(cell, expected) << "row " << row << " " << header[c];
        }
        EXPECT_GT(filled, 0u) << header[c];
    }
}

TEST(At1JsonTable, RowsAreTheStructuredLinesByKeyPath) {
    expectTableOf("json_gh_events");
    const Document document = openFile(corpusPath("at1-codecs/json_gh_events.at1"));
    const auto& columns = document.tables[0]->columns();
    // The 30 value columns (ncols in the manifest), then the paths of derived strings only.
    ASSERT_EQ(columns.size(), 36u);
    EXPECT_EQ(columns[29].encoding, "values");
    EXPECT_EQ(columns[30].encoding, "rules");
    EXPECT_EQ(columns[30].type, LogicalType::String);
    EXPECT_EQ(columns[0].name, ".id");
    EXPECT_EQ(columns[0].type, LogicalType::String); // "2489651046": a string
    EXPECT_EQ(columns[2].name, ".actor.id");
    EXPECT_EQ(columns[2].type, LogicalType::Int64);
    EXPECT_EQ(columns[6].name, ".repo.name");
    EXPECT_EQ(columns[13].name, ".payload.commits[].sha");
}

TEST(At1JsonTable, StreamingFramesLineUpByKeyPath) {
    const Document document = openFile(corpusPath("at1-codecs/json_stream.at1"));
    ASSERT_EQ(document.tables.size(), 1u);
    ASSERT_GT(document.tables[0]->blocks().size(), 1u);
    expectTableOf("json_stream");
}

TEST(At1JsonTable, OneScalarPerLineIsColumnDollar) {
    expectTableOf("json_one_line");
}

} // namespace
} // namespace strata::test
