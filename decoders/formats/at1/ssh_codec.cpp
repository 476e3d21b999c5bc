#include "formats/at1/ssh_codec.h"

#include "formats/at1/decoded_reader.h"

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
        StreamCursor(vars).fail("item " + std::to_string(item) +
                                " does not hold one value for each of the " +
                                std::to_string(m_first[id + 1] - m_first[id] - 1) +
                                " slots of template " + std::to_string(id));
    }

    std::vector<std::string_view> m_literals;
    std::vector<std::size_t> m_first;
};

} // namespace

void rebuildSsh(CodecStreams& streams, std::string& out) {
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
    ListCursor verbatim = streams.list("verbatim");
    for (std::uint64_t line = 0; line < meta.nlines; ++line) {
        beginLine(line, out);
        const std::byte flag = flags.data[line];
        if (flag == verbatimLine) {
            out += verbatim.next("the verbatim lines");
            continue;
        }
        if (flag != rawMessageLine && flag != templatedLine) {
            StreamCursor(flags).fail("line " + std::to_string(line) + " has flag " +
                                     std::to_string(static_cast<unsigned>(flag)) +
                                     ", not 0, 1 or 2");
        }
        // month " " day " " time " " host " sshd[" pid "]: " message (section 4).
        out += months.next("the structured lines' months");
        out += ' ';
        out += days.next("the structured lines' days");
        out += ' ';
        out += times.next("the structured lines' times");
        out += ' ';
        out += hosts.next("the structured lines' hosts");
        out += " sshd[";
        appendDecimal(out, pids.varint("pid"));
        out += "]: ";
        if (flag == rawMessageLine) {
            out += rawMessages.next("the raw messages");
            continue;
        }
        const std::uint64_t id = templateIds.varint("template id");
        if (id >= templates.size()) {
            templateIds.fail("template id " + std::to_string(id) + " is past the " +
                             std::to_string(templates.size()) + " templates");
        }
        const std::string_view values = vars.next("the templated lines' values");
        templates.fill(id, values, vars.taken() - 1, out, varsStream);
    }
    for (const ListCursor* list :
         {&months, &days, &times, &hosts, &vars, &rawMessages, &verbatim}) {
        list->expectEnd();
    }
    pids.expectEnd();
    templateIds.expectEnd();
    if (meta.trailing) {
        out += '\n';
    }
}

} // namespace strata::at1
