#include "formats/at1/json_codec.h"

#include "formats/at1/decoded_reader.h"
#include "formats/at1/value_columns.h"

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

// Rebuilds the values of the structured lines from the tape, one after another. Nesting is kept
// on an explicit stack, bounded by maxDepth, rather than by recursion.
class TapeReader {
public:
    explicit TapeReader(CodecStreams& streams)
        : m_tape(streams.cursor("tape"))
        , m_columns(streams, 1)
        , m_rules(streams)
        , m_last(m_columns.count()) {
        splitLines(streams.stream("keyvocab").text(), m_keys);
    }

    void appendValue(std::string& out) {
        for (;;) {
            if (m_open.size() >= maxDepth) {
                m_tape.fail("a value nests deeper than " + std::to_string(maxDepth) + " levels");
            }
            const std::uint8_t token = m_tape.byte("tape token");
            switch (static_cast<TapeToken>(token)) {
            case TapeToken::Leaf: {
                const std::uint64_t column = m_tape.varint("leaf column");
                const std::string_view value = m_columns.next(column, m_tape);
                out += value;
                m_last[column] = sourceText(value);
                break;
            }
            case TapeToken::Object:
                m_open.push_back({true, m_tape.count("object members", minMemberBytes), false});
                out += '{';
                break;
            case TapeToken::Array:
                m_open.push_back({false, m_tape.count("array values", minValueBytes), false});
                out += '[';
                break;
            case TapeToken::Derived:
                m_rules.append(m_tape.varint("rule id"), m_last, m_tape, out);
                break;
            default:
                m_tape.fail("unknown tape token " + std::to_string(token) +
                            " (0 leaf, 1 object, 2 array, 3 derived)");
            }
            if (!startNextMember(out)) {
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

    // Closes the containers the last value completed and writes what comes before the next
    // member's value; false when the line's value is complete.
    bool startNextMember(std::string& out) {
        while (!m_open.empty()) {
            OpenContainer& open = m_open.back();
            if (open.left == 0) {
                out += open.object ? '}' : ']';
                m_open.pop_back();
                continue;
            }
            if (open.started) {
                out += ',';
            }
            open.started = true;
            --open.left;
            if (open.object) {
                const std::uint64_t key = m_tape.varint("key id");
                if (key >= m_keys.size()) {
                    m_tape.fail("key id " + std::to_string(key) + " is past the " +
                                std::to_string(m_keys.size()) + " keys of 'keyvocab'");
                }
                out += m_keys[key];
                out += ':';
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

} // namespace

void rebuildJson(CodecStreams& streams, std::string& out) {
    const LineMeta meta = readLineMeta(streams);
    const DecodedStream& flags = readLineFlags(streams, meta.nlines);
    TapeReader tape(streams);
    ListCursor verbatim = streams.list("verbatim");
    for (std::uint64_t line = 0; line < meta.nlines; ++line) {
        beginLine(line, out);
        const auto flag = static_cast<std::uint8_t>(flags.data[line]);
        if (flag == 0) {
            out += verbatim.next("the verbatim lines");
        } else if (flag == 1) {
            tape.appendValue(out);
        } else {
            StreamCursor(flags).fail("line " + std::to_string(line) + " has flag " +
                                     std::to_string(flag) + ", not 0 or 1");
        }
    }
    if (meta.trailing) {
        out += '\n';
    }
}

} // namespace strata::at1
