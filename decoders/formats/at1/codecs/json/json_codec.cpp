#include "formats/at1/codecs/json/json_codec.h"

#include "formats/at1/codecs/json/value_columns.h"
#include "formats/at1/decoded_reader.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <memory>
#include <vector>

namespace strata::at1 {
namespace {

// Tape tokens (at1-codecs.md section 9).
enum class TapeToken : std::uint8_t { Leaf = 0, Object = 1, Array = 2, Derived = 3 };

// The top-level value is depth 1; the public decoder refuses a value at depth 8193.
constexpr std::size_t maxDepth = 8192;

// The smallest tape a value takes: a token and one varint. An object member adds its key id.
constexpr std::uint64_t minValueBytes = 2;
constexpr std::uint64_t minMemberBytes = 3;

// `last[c]` holds a string value's content, without its quotes; other values whole.
std::string_view sourceText(std::string_view value) {
    if (value.size() >= 2 && value.front() == '"') {
        return value.substr(1, value.size() - 2);
    }
    return value;
}

// The `rules` stream: rule r renders `"` lit0 last[src0] lit1 ... last[src_{n-1}] lit_n `"`.
class DerivedRules {
public:
    explicit DerivedRules(CodecStreams& streams) {
        StreamCursor rules = streams.cursor("rules");
        // A rule takes nlit, one literal and nsrc at least.
        const std::uint64_t count = rules.count("nrules", 3);
        m_rules.reserve(count);
        for (std::uint64_t r = 0; r < count; ++r) {
            Rule rule{m_literals.size(), m_sources.size(), 0};
            const std::uint64_t literals = rules.count("nlit");
            for (std::uint64_t i = 0; i < literals; ++i) {
                m_literals.push_back(rules.lpString("rule literal"));
            }
            rule.sources = rules.count("nsrc");
            // The public decoder does not check this and reads past its literals (section 13).
            if (literals != rule.sources + 1) {
                rules.fail("rule " + std::to_string(r) + " has " + std::to_string(literals) +
                           " literals for " + std::to_string(rule.sources) +
                           " sources; it needs one more literal than sources");
            }
            for (std::uint64_t i = 0; i < rule.sources; ++i) {
                m_sources.push_back(rules.varint("rule source"));
            }
            m_rules.push_back(rule);
        }
    }

    void append(std::uint64_t id, const std::vector<std::string_view>& last,
                const StreamCursor& tape, std::string& out) const {
        if (id >= m_rules.size()) {
            tape.fail("rule id " + std::to_string(id) + " is past the " +
                      std::to_string(m_rules.size()) + " rules");
        }
        const Rule& rule = m_rules[id];
        out += '"';
        for (std::size_t i = 0; i < rule.sources; ++i) {
            out += m_literals[rule.firstLiteral + i];
            const std::uint64_t source = m_sources[rule.firstSource + i];
            // Checked when the rule is used, as the public decoder does.
            if (source >= last.size()) {
                tape.fail("rule " + std::to_string(id) + " takes column " + std::to_string(source) +
                          " of " + std::to_string(last.size()));
            }
            out += last[source];
        }
        out += m_literals[rule.firstLiteral + rule.sources];
        out += '"';
    }

private:
    struct Rule {
        std::size_t firstLiteral;
        std::size_t firstSource;
        std::uint64_t sources;
    };
    std::vector<Rule> m_rules;
    std::vector<std::string_view> m_literals;
    std::vector<std::uint64_t> m_sources;
};

// Walks the values of the structured lines on the tape, one after another, telling a visitor
// what it meets: open(object) and close(object) for containers, comma() between their members,
// key(text) before an object member's value (the key as stored, quotes included), leaf(column,
// value) for a value column's value and derived(render) for a derived string, which
// render(std::string&) appends. Nesting is kept on an explicit stack, bounded by maxDepth,
// rather than by recursion.
class TapeWalker {
public:
    explicit TapeWalker(CodecStreams& streams)
        : m_tape(streams.cursor("tape"))
        , m_columns(streams, 1)
        , m_rules(streams)
        , m_last(m_columns.count()) {
        splitLines(streams.stream("keyvocab").text(), m_keys);
    }

    std::uint64_t columnCount() const { return m_columns.count(); }

    // One line's value.
    template <typename Visitor> void walkValue(Visitor& visitor) {
        for (;;) {
            if (m_open.size() >= maxDepth) {
                m_tape.fail("a value nests deeper than " + std::to_string(maxDepth) + " levels");
            }
            const std::uint8_t token = m_tape.byte("tape token");
            switch (static_cast<TapeToken>(token)) {
            case TapeToken::Leaf: {
                const std::uint64_t column = m_tape.varint("leaf column");
                const std::string_view value = m_columns.next(column, m_tape);
                visitor.leaf(column, value);
                m_last[column] = sourceText(value);
                break;
            }
            case TapeToken::Object:
                m_open.push_back({true, m_tape.count("object members", minMemberBytes), false});
                visitor.open(true);
                break;
            case TapeToken::Array:
                m_open.push_back({false, m_tape.count("array values", minValueBytes), false});
                visitor.open(false);
                break;
            case TapeToken::Derived: {
                const std::uint64_t rule = m_tape.varint("rule id");
                visitor.derived(
                    [&](std::string& out) { m_rules.append(rule, m_last, m_tape, out); });
                break;
            }
            default:
                m_tape.fail("unknown tape token " + std::to_string(token) +
                            " (0 leaf, 1 object, 2 array, 3 derived)");
            }
            if (!startNextMember(visitor)) {
                return;
            }
        }
    }

private:
    struct OpenContainer {
        bool object;
        std::uint64_t left;
        bool started;
    };

    // Closes the containers the last value completed and starts the next member; false when the
    // line's value is complete.
    template <typename Visitor> bool startNextMember(Visitor& visitor) {
        while (!m_open.empty()) {
            OpenContainer& open = m_open.back();
            if (open.left == 0) {
                visitor.close(open.object);
                m_open.pop_back();
                continue;
            }
            if (open.started) {
                visitor.comma();
            }
            open.started = true;
            --open.left;
            if (open.object) {
                const std::uint64_t key = m_tape.varint("key id");
                if (key >= m_keys.size()) {
                    m_tape.fail("key id " + std::to_string(key) + " is past the " +
                                std::to_string(m_keys.size()) + " keys of 'keyvocab'");
                }
                visitor.key(m_keys[key]);
            }
            return true;
        }
        return false;
    }

    StreamCursor m_tape;
    ValueColumns m_columns;
    DerivedRules m_rules;
    // The last value each column gave; it carries over from line to line.
    std::vector<std::string_view> m_last;
    std::vector<std::string_view> m_keys;
    std::vector<OpenContainer> m_open;
};

// Writes the JSON text of the values the walker meets.
class JsonText {
public:
    explicit JsonText(std::string& out)
        : m_out(&out) {}

    void open(bool object) { *m_out += object ? '{' : '['; }
    void close(bool object) { *m_out += object ? '}' : ']'; }
    void comma() { *m_out += ','; }
    void key(std::string_view key) {
        *m_out += key;
        *m_out += ':';
    }
    void leaf(std::uint64_t, std::string_view value) { *m_out += value; }
    template <typename Render> void derived(Render&& render) { render(*m_out); }

private:
    std::string* m_out;
};

// Walks a json section line by line: `verbatim(text)` for a verbatim line, `structured(tape)`
// for a structured one, which walks its value from the tape.
template <typename Verbatim, typename Structured>
LineMeta walkJson(CodecStreams& streams, Verbatim&& verbatim, Structured&& structured) {
    const LineMeta meta = readLineMeta(streams);
    const DecodedStream& flags = readLineFlags(streams, meta.nlines);
    TapeWalker tape(streams);
    ListCursor verbatimLines = streams.list("verbatim");
    for (std::uint64_t line = 0; line < meta.nlines; ++line) {
        const auto flag = static_cast<std::uint8_t>(flags.data[line]);
        if (flag == 0) {
            verbatim(line, verbatimLines.next("the verbatim lines"));
        } else if (flag == 1) {
            structured(line, tape);
        } else {
            StreamCursor(flags).fail("line " + std::to_string(line) + " has flag " +
                                     std::to_string(flag) + ", not 0 or 1");
        }
    }
    return meta;
}

// Appends a JSON string's content (`text` without its quotes) with its escapes decoded to UTF-8;
// false, with `out` as it was, when an escape is not valid JSON.
bool appendUnescaped(std::string_view text, std::string& out) {
    const std::size_t start = out.size();
    const auto hex4 = [&](std::size_t at, std::uint32_t& value) {
        if (at + 4 > text.size()) {
            return false;
        }
        value = 0;
        for (std::size_t i = at; i < at + 4; ++i) {
            const char c = text[i];
            const int digit = c >= '0' && c <= '9'   ? c - '0'
                              : c >= 'a' && c <= 'f' ? c - 'a' + 10
                              : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                     : -1;
            if (digit < 0) {
                return false;
            }
            value = value * 16 + static_cast<std::uint32_t>(digit);
        }
        return true;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\\') {
            // The run up to the next escape, in one piece.
            const std::size_t escape = std::min(text.find('\\', i), text.size());
            out.append(text, i, escape - i);
            i = escape - 1;
            continue;
        }
        if (++i == text.size()) {
            out.resize(start);
            return false;
        }
        std::uint32_t code = 0;
        switch (text[i]) {
        case '"':
        case '\\':
        case '/':
            out += text[i];
            continue;
        case 'b':
            out += '\b';
            continue;
        case 'f':
            out += '\f';
            continue;
        case 'n':
            out += '\n';
            continue;
        case 'r':
            out += '\r';
            continue;
        case 't':
            out += '\t';
            continue;
        case 'u':
            if (!hex4(i + 1, code)) {
                out.resize(start);
                return false;
            }
            i += 4;
            // A surrogate pair is one code point; a lone surrogate is kept as U+FFFD.
            if (code >= 0xD800 && code < 0xDC00 && i + 2 < text.size() && text[i + 1] == '\\' &&
                text[i + 2] == 'u') {
                std::uint32_t low = 0;
                if (hex4(i + 3, low) && low >= 0xDC00 && low < 0xE000) {
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                    i += 6;
                }
            }
            if (code >= 0xD800 && code < 0xE000) {
                code = 0xFFFD;
            }
            if (code < 0x80) {
                out += static_cast<char>(code);
            } else if (code < 0x800) {
                out += static_cast<char>(0xC0 | (code >> 6));
                out += static_cast<char>(0x80 | (code & 0x3F));
            } else if (code < 0x10000) {
                out += static_cast<char>(0xE0 | (code >> 12));
                out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
                out += static_cast<char>(0x80 | (code & 0x3F));
            } else {
                out += static_cast<char>(0xF0 | (code >> 18));
                out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
                out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
                out += static_cast<char>(0x80 | (code & 0x3F));
            }
            continue;
        default:
            out.resize(start);
            return false;
        }
    }
    return true;
}

// A value's text in a cell: a string's content with its escapes decoded (as stored when they
// are not valid JSON), anything else as written.
void appendCellText(std::string_view value, std::string& out) {
    if (value.size() >= 2 && value.front() == '"' && value.back() == '"' &&
        appendUnescaped(value.substr(1, value.size() - 2), out)) {
        return;
    }
    out += value;
}

bool jsonInteger(std::string_view value, std::int64_t& number) {
    const char* end = value.data() + value.size();
    const auto result = std::from_chars(value.data(), end, number);
    const std::size_t digits = value.size() - (value.starts_with('-') ? 1 : 0);
    const char first = value.empty() ? '\0' : value[value.size() - digits];
    return result.ec == std::errc() && result.ptr == end && !value.starts_with("+") &&
           (first != '0' || digits == 1);
}

// A JSON number that a double holds (1E+400 does not).
bool jsonNumber(std::string_view value, double& number) {
    if (value.empty() || !(value[0] == '-' || (value[0] >= '0' && value[0] <= '9'))) {
        return false;
    }
    const char* end = value.data() + value.size();
    const auto result = std::from_chars(value.data(), end, number);
    return result.ec == std::errc() && result.ptr == end && std::isfinite(number);
}

// The values of the structured lines by key path: `.key` per object member (the key without
// quotes, escapes decoded), `[]` per array element, `$` for a line that is one scalar. For each
// line, the values at each path: joined by "; " as the cell shows them (strings without quotes,
// escapes decoded), how many, and the one value as written when there is one leaf value.
// Columns: every value column of `value_index`, named by the path of its first value ("column
// N" when none is met), then one per path that holds only derived strings (a URL built from a
// name), in the order they are met.
class JsonPathCells {
public:
    static constexpr std::size_t none = static_cast<std::size_t>(-1);

    // Without `cellText` the cells stay empty: the column names and types need only the paths,
    // the counts and the single values.
    JsonPathCells(std::uint64_t columns, bool cellText)
        : m_cellText(cellText)
        , m_columnPath(columns, none) {}

    void beginLine() {
        for (const std::size_t path : m_touched) {
            m_cells[path].clear();
            m_counts[path] = 0;
        }
        m_touched.clear();
        m_path.clear();
        m_bases.clear();
    }

    void open(bool object) {
        m_bases.push_back(m_path.size());
        if (!object) {
            m_path += "[]";
        }
    }
    void close(bool) {
        m_path.resize(m_bases.back());
        m_bases.pop_back();
    }
    void comma() {}
    void key(std::string_view key) {
        m_path.resize(m_bases.back());
        m_path += '.';
        appendCellText(key, m_path);
    }
    void leaf(std::uint64_t column, std::string_view value) {
        const std::size_t path = currentPath();
        if (m_columnPath[column] == none) {
            m_columnPath[column] = path;
        }
        if (m_pathColumn[path] == none) {
            m_pathColumn[path] = column;
        }
        add(path, value, true);
    }
    template <typename Render> void derived(Render&& render) {
        m_derived.clear();
        render(m_derived);
        add(currentPath(), m_derived, false);
    }

    // The paths the line holds values at, and what it holds there.
    const std::vector<std::size_t>& touched() const { return m_touched; }
    std::uint32_t count(std::size_t path) const { return m_counts[path]; }
    const std::string& cell(std::size_t path) const { return m_cells[path]; }
    // The path's one value as written, when the line has one leaf value there; empty else.
    std::string_view single(std::size_t path) const {
        return m_counts[path] == 1 ? m_single[path] : std::string_view();
    }
    std::size_t pathCount() const { return m_paths.size(); }
    std::size_t valueColumnCount() const { return m_columnPath.size(); }

    // The columns (above) as the path each shows, `none` for a value column never met.
    std::vector<std::size_t> columnPaths() const {
        std::vector<std::size_t> paths = m_columnPath;
        for (std::size_t path = 0; path < m_paths.size(); ++path) {
            if (m_pathColumn[path] == none) {
                paths.push_back(path);
            }
        }
        return paths;
    }
    std::string columnName(std::size_t column, std::size_t path) const {
        return path == none ? "column " + std::to_string(column) : m_paths[path];
    }

private:
    std::size_t currentPath() {
        const std::string_view text = m_path.empty() ? std::string_view("$") : m_path;
        const auto found = m_pathIds.find(text);
        if (found != m_pathIds.end()) {
            return found->second;
        }
        m_pathIds.emplace(std::string(text), m_paths.size());
        m_paths.emplace_back(text);
        m_pathColumn.push_back(none);
        m_cells.emplace_back();
        m_counts.push_back(0);
        m_single.emplace_back();
        return m_paths.size() - 1;
    }

    void add(std::size_t path, std::string_view value, bool leafValue) {
        if (m_counts[path]++ == 0) {
            m_touched.push_back(path);
        } else if (m_cellText) {
            m_cells[path] += "; ";
        }
        // A derived value lives in a scratch string: it is a string, never the column's number.
        m_single[path] = leafValue ? value : std::string_view();
        if (m_cellText) {
            appendCellText(value, m_cells[path]);
        }
    }

    bool m_cellText;
    std::vector<std::size_t> m_columnPath; // per value column
    std::map<std::string, std::size_t, std::less<>> m_pathIds;
    std::vector<std::string> m_paths;
    std::vector<std::size_t> m_pathColumn; // per path: its value column, or none
    std::vector<std::string> m_cells;      // per path, this line
    std::vector<std::uint32_t> m_counts;
    std::vector<std::string_view> m_single;
    std::vector<std::size_t> m_touched;
    std::string m_path;
    std::vector<std::size_t> m_bases;
    std::string m_derived;
};

// Walks every structured line of a section into `cells`, calling `line(cells)` after each.
template <typename Line>
void walkPathCells(CodecStreams& streams, bool cellText, std::unique_ptr<JsonPathCells>& cells,
                   Line&& line) {
    walkJson(
        streams, [](std::uint64_t, std::string_view) {},
        [&](std::uint64_t, TapeWalker& tape) {
            if (!cells) {
                cells = std::make_unique<JsonPathCells>(tape.columnCount(), cellText);
            }
            cells->beginLine();
            tape.walkValue(*cells);
            line(*cells);
        });
}

// The bytes on the tape a cell's text shows: a single value as stored, the characters between
// a string's quotes when they are its text, the quoted string with its escapes when they are not
// (or it is empty); nothing for a cell built from several values or a derived one (empty).
std::string_view storedText(std::string_view single, std::string_view text) {
    if (single.size() > 2 && single.front() == '"' && single.back() == '"' &&
        single.substr(1, single.size() - 2) == text) {
        return single.substr(1, single.size() - 2);
    }
    return single;
}

} // namespace

void rebuildJson(CodecStreams& streams, std::string& out) {
    JsonText text(out);
    const LineMeta meta = walkJson(
        streams,
        [&out](std::uint64_t line, std::string_view verbatim) {
            beginLine(line, out);
            out += verbatim;
        },
        [&](std::uint64_t line, TapeWalker& tape) {
            beginLine(line, out);
            tape.walkValue(text);
        });
    if (meta.trailing) {
        out += '\n';
    }
}

std::uint64_t JsonRecords::rowCount(CodecStreams& streams) const {
    const LineMeta meta = readLineMeta(streams);
    const std::string_view flags = readLineFlags(streams, meta.nlines).text();
    return meta.nlines - static_cast<std::uint64_t>(std::count(flags.begin(), flags.end(), '\0'));
}

std::vector<std::string> jsonValueColumnNames(CodecStreams& streams) {
    std::unique_ptr<JsonPathCells> cells;
    walkPathCells(streams, false, cells, [](const JsonPathCells&) {});
    std::vector<std::string> names;
    if (cells) {
        const auto paths = cells->columnPaths();
        for (std::size_t c = 0; c < cells->valueColumnCount(); ++c) {
            names.push_back(cells->columnName(c, paths[c]));
        }
    }
    return names;
}

std::vector<Column> JsonRecords::columns(CodecStreams& streams) const {
    // A column is Int64 when every value is one JSON integer in its line, Float64 when every
    // value is one JSON number, String otherwise: the whole section is walked once.
    enum class Kind { None, Integer, Number, Text };
    std::unique_ptr<JsonPathCells> cells;
    std::vector<Kind> kinds;
    walkPathCells(streams, false, cells, [&](const JsonPathCells& line) {
        kinds.resize(line.pathCount(), Kind::None);
        for (const std::size_t path : line.touched()) {
            std::int64_t integer = 0;
            double number = 0;
            const std::string_view value = line.single(path);
            if (kinds[path] == Kind::Text) {
                continue;
            }
            if (jsonInteger(value, integer)) {
                kinds[path] = kinds[path] == Kind::None ? Kind::Integer : kinds[path];
            } else if (jsonNumber(value, number)) {
                kinds[path] = Kind::Number;
            } else {
                kinds[path] = Kind::Text;
            }
        }
    });
    std::vector<Column> columns;
    if (!cells) {
        return columns;
    }
    const auto paths = cells->columnPaths();
    for (std::size_t c = 0; c < paths.size(); ++c) {
        const Kind kind = paths[c] == JsonPathCells::none ? Kind::None : kinds[paths[c]];
        const LogicalType type = kind == Kind::Integer  ? LogicalType::Int64
                                 : kind == Kind::Number ? LogicalType::Float64
                                                        : LogicalType::String;
        columns.push_back({cells->columnName(c, paths[c]),
                           type,
                           c < cells->valueColumnCount() ? "values" : "rules",
                           {}});
    }
    return columns;
}

void JsonRecords::readRecords(CodecStreams& streams, std::vector<RecordColumn>& out) const {
    // A path's column is known only once the section is walked (a path may hold derived strings
    // before its first leaf value): the lines' cells are kept, then written.
    struct PathCell {
        std::size_t path;
        std::string text;
        std::string_view single;
    };
    std::vector<std::vector<PathCell>> lines;
    std::unique_ptr<JsonPathCells> cells;
    walkPathCells(streams, true, cells, [&](const JsonPathCells& line) {
        auto& row = lines.emplace_back();
        for (const std::size_t path : line.touched()) {
            row.push_back({path, line.cell(path), line.single(path)});
        }
    });
    if (!cells) {
        return;
    }
    const auto paths = cells->columnPaths();
    std::vector<std::size_t> pathColumn(cells->pathCount(), JsonPathCells::none);
    for (std::size_t c = 0; c < paths.size() && c < out.size(); ++c) {
        if (paths[c] != JsonPathCells::none) {
            pathColumn[paths[c]] = c;
        }
    }
    std::vector<const PathCell*> row(out.size());
    for (const auto& line : lines) {
        std::fill(row.begin(), row.end(), nullptr);
        for (const PathCell& cell : line) {
            if (pathColumn[cell.path] != JsonPathCells::none) {
                row[pathColumn[cell.path]] = &cell;
            }
        }
        for (std::size_t c = 0; c < out.size(); ++c) {
            std::int64_t integer = 0;
            double number = 0;
            if (row[c] == nullptr) {
                out[c].appendMissing();
            } else if (out[c].type() == LogicalType::Int64) {
                // The column's type says every value is one integer (columns()).
                jsonInteger(row[c]->single, integer);
                out[c].noteSource(row[c]->single);
                out[c].appendInt(integer);
            } else if (out[c].type() == LogicalType::Float64) {
                jsonNumber(row[c]->single, number);
                out[c].noteSource(row[c]->single);
                out[c].appendDouble(number);
            } else {
                out[c].appendString(row[c]->text, storedText(row[c]->single, row[c]->text));
            }
        }
    }
}

} // namespace strata::at1
