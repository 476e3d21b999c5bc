#include "formats/at1/codecs/ssh/ssh_codec.h"

#include "formats/at1/decoded_reader.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace strata::at1 {

namespace {

// The `flags` values of ssh lines (at1-codecs.md section 4). The public decoder reads every
// other non-zero value as a raw message; writers use 1 only, so anything above 2 is refused.
constexpr std::byte verbatimLine{0};
constexpr std::byte rawMessageLine{1};
constexpr std::byte templatedLine{2};

constexpr std::string_view slotMark = "<*>";

// The message templates, each cut at its `<*>` slots once: template t is the literal pieces
// [first[t], first[t + 1]), with one slot between neighbours. The slots are found leftmost
// first and never overlap, so `<<*>` is '<' and a slot (at1-codecs.md section 4).
class SshTemplates {
public:
    explicit SshTemplates(std::string_view text) {
        std::vector<std::string_view> templates;
        splitLines(text, templates);
        m_first.reserve(templates.size() + 1);
        for (const std::string_view item : templates) {
            m_first.push_back(m_literals.size());
            std::size_t start = 0;
            for (std::size_t slot = item.find(slotMark); slot != std::string_view::npos;
                 slot = item.find(slotMark, start)) {
                m_literals.push_back(item.substr(start, slot - start));
                start = slot + slotMark.size();
            }
            m_literals.push_back(item.substr(start));
        }
        m_first.push_back(m_literals.size());
    }

    std::uint64_t size() const { return m_first.size() - 1; }
    std::size_t slots(std::uint64_t id) const { return m_first[id + 1] - m_first[id] - 1; }

    // Appends template `id` with its slots filled by the 0x00-separated pieces of `values`, item
    // `item` of `vars`. Writers store exactly one piece per slot, and an empty item for a template
    // without slots; the public decoder's leniency about missing or extra pieces is not needed.
    void fill(std::uint64_t id, std::string_view values, std::uint64_t item, std::string& out,
              const DecodedStream& vars) const {
        const std::size_t first = m_first[id];
        const std::size_t last = m_first[id + 1] - 1; // the literal after the last slot
        if (first == last && !values.empty()) {
            piecesMismatch(id, item, vars);
        }
        out += m_literals[first];
        std::size_t start = 0;
        for (std::size_t literal = first + 1; literal <= last; ++literal) {
            // Only the last slot's piece runs to the end of the item.
            const bool lastSlot = literal == last;
            const std::size_t separator = values.find('\0', start);
            if ((separator == std::string_view::npos) != lastSlot) {
                piecesMismatch(id, item, vars);
            }
            const std::size_t end = lastSlot ? values.size() : separator;
            out += values.substr(start, end - start);
            out += m_literals[literal];
            start = end + 1;
        }
    }

private:
    [[noreturn]] void piecesMismatch(std::uint64_t id, std::uint64_t item,
                                     const DecodedStream& vars) const {
        StreamCursor(vars).fail(
            "item " + std::to_string(item) + " does not hold one value for each of the " +
            std::to_string(slots(id)) + " slots of template " + std::to_string(id));
    }

    std::vector<std::string_view> m_literals;
    std::vector<std::size_t> m_first;
};

// A structured line: its header fields and its message, raw or templated.
struct SshLine {
    std::string_view month;
    std::string_view day;
    std::string_view time;
    std::string_view host;
    std::uint64_t pid = 0;
    std::optional<std::uint64_t> templateId; // none for a raw message
    std::string_view text;                   // the raw message, or the template's vars item
    std::uint64_t item = 0;                  // the vars item's index
};

// Walks an ssh section line by line: `verbatim(line, text)` for a verbatim line,
// `structured(line, sshLine, templates, vars)` for a structured one.
template <typename Verbatim, typename Structured>
LineMeta walkSsh(CodecStreams& streams, Verbatim&& verbatim, Structured&& structured) {
    const LineMeta meta = readLineMeta(streams);
    const DecodedStream& flags = readLineFlags(streams, meta.nlines);
    ListCursor months = streams.list("months");
    ListCursor days = streams.list("days");
    ListCursor times = streams.list("times");
    ListCursor hosts = streams.list("hosts");
    StreamCursor pids = streams.cursor("pids");
    StreamCursor templateIds = streams.cursor("template_ids");
    const SshTemplates templates(streams.stream("templates").text());
    const DecodedStream& varsStream = streams.stream("vars");
    ListCursor vars(varsStream);
    ListCursor rawMessages = streams.list("rawmsgs");
    ListCursor verbatimLines = streams.list("verbatim");
    SshLine current;
    for (std::uint64_t line = 0; line < meta.nlines; ++line) {
        const std::byte flag = flags.data[line];
        if (flag == verbatimLine) {
            verbatim(line, verbatimLines.next("the verbatim lines"));
            continue;
        }
        if (flag != rawMessageLine && flag != templatedLine) {
            StreamCursor(flags).fail("line " + std::to_string(line) + " has flag " +
                                     std::to_string(static_cast<unsigned>(flag)) +
                                     ", not 0, 1 or 2");
        }
        current.month = months.next("the structured lines' months");
        current.day = days.next("the structured lines' days");
        current.time = times.next("the structured lines' times");
        current.host = hosts.next("the structured lines' hosts");
        current.pid = pids.varint("pid");
        if (flag == rawMessageLine) {
            current.templateId.reset();
            current.text = rawMessages.next("the raw messages");
        } else {
            const std::uint64_t id = templateIds.varint("template id");
            if (id >= templates.size()) {
                templateIds.fail("template id " + std::to_string(id) + " is past the " +
                                 std::to_string(templates.size()) + " templates");
            }
            current.templateId = id;
            current.text = vars.next("the templated lines' values");
            current.item = vars.taken() - 1;
        }
        structured(line, current, templates, varsStream);
    }
    for (const ListCursor* list :
         {&months, &days, &times, &hosts, &vars, &rawMessages, &verbatimLines}) {
        list->expectEnd();
    }
    pids.expectEnd();
    templateIds.expectEnd();
    return meta;
}

// month " " day " " time " " host " sshd[" pid "]: " (section 4).
void appendHeader(const SshLine& line, std::string& out) {
    out += line.month;
    out += ' ';
    out += line.day;
    out += ' ';
    out += line.time;
    out += ' ';
    out += line.host;
    out += " sshd[";
    appendDecimal(out, line.pid);
    out += "]: ";
}

void appendMessage(const SshLine& line, const SshTemplates& templates, const DecodedStream& vars,
                   std::string& out) {
    if (line.templateId) {
        templates.fill(*line.templateId, line.text, line.item, out, vars);
    } else {
        out += line.text;
    }
}

std::size_t widestTemplate(CodecStreams& streams) {
    const SshTemplates templates(streams.stream("templates").text());
    std::size_t slots = 0;
    for (std::uint64_t id = 0; id < templates.size(); ++id) {
        slots = std::max(slots, templates.slots(id));
    }
    return slots;
}

} // namespace

void rebuildSsh(CodecStreams& streams, std::string& out) {
    const LineMeta meta = walkSsh(
        streams,
        [&out](std::uint64_t line, std::string_view text) {
            beginLine(line, out);
            out += text;
        },
        [&out](std::uint64_t index, const SshLine& line, const SshTemplates& templates,
               const DecodedStream& vars) {
            beginLine(index, out);
            appendHeader(line, out);
            appendMessage(line, templates, vars, out);
        });
    if (meta.trailing) {
        out += '\n';
    }
}

std::uint64_t SshRecords::rowCount(CodecStreams& streams) const {
    // One flag byte a line: nlines is no more lines than the file holds.
    const std::uint64_t lines = readLineMeta(streams).nlines;
    readLineFlags(streams, lines);
    return lines;
}

std::vector<Column> SshRecords::columns(CodecStreams& streams) const {
    std::vector<Column> columns{{"line", LogicalType::String, "rebuilt", {}},
                                {"month", LogicalType::String, "months", {}},
                                {"day", LogicalType::String, "days", {}},
                                {"time", LogicalType::String, "times", {}},
                                {"host", LogicalType::String, "hosts", {}},
                                {"pid", LogicalType::UInt64, "pids", {}},
                                {"template", LogicalType::Int64, "template_ids", {}},
                                {"message", LogicalType::String, "rebuilt", {}}};
    const std::size_t slots = widestTemplate(streams);
    for (std::size_t s = 0; s < slots; ++s) {
        columns.push_back({"var " + std::to_string(s + 1), LogicalType::String, "vars", {}});
    }
    return columns;
}

void SshRecords::readRecords(CodecStreams& streams, std::vector<RecordColumn>& out) const {
    // Columns: line, month, day, time, host, pid, template, message, var 1, var 2, ...
    constexpr std::size_t templateColumn = 6;
    constexpr std::size_t messageColumn = 7;
    constexpr std::size_t firstVariable = 8;
    std::string text;
    walkSsh(
        streams,
        [&](std::uint64_t, std::string_view verbatim) {
            out[0].appendString(verbatim);
            for (std::size_t c = 1; c < out.size(); ++c) {
                out[c].appendMissing();
            }
        },
        [&](std::uint64_t, const SshLine& line, const SshTemplates& templates,
            const DecodedStream& vars) {
            text.clear();
            appendHeader(line, text);
            const std::size_t messageStart = text.size();
            appendMessage(line, templates, vars, text);
            out[0].appendString(text);
            out[1].appendString(line.month);
            out[2].appendString(line.day);
            out[3].appendString(line.time);
            out[4].appendString(line.host);
            out[5].appendInt(static_cast<std::int64_t>(line.pid));
            out[messageColumn].appendString(std::string_view(text).substr(messageStart));
            std::size_t column = firstVariable;
            if (line.templateId) {
                out[templateColumn].appendInt(static_cast<std::int64_t>(*line.templateId));
                // fill() checked that the item holds one 0x00-separated piece per slot.
                const std::size_t slots = templates.slots(*line.templateId);
                std::size_t start = 0;
                for (std::size_t s = 0; s < slots; ++s, ++column) {
                    const std::size_t end = std::min(line.text.find('\0', start), line.text.size());
                    out[column].appendString(line.text.substr(start, end - start));
                    start = end + 1;
                }
            } else {
                out[templateColumn].appendMissing();
            }
            for (; column < out.size(); ++column) {
                out[column].appendMissing();
            }
        });
}

} // namespace strata::at1
