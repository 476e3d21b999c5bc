#include "formats/at1/qjson2_codec.h"

#include "formats/at1/decoded_reader.h"
#include "formats/at1/query_codec.h"
#include "strata/decode_error.h"

namespace strata::at1 {
namespace {

// at1-codecs.md section 8: "nt <= 64 is checked".
constexpr std::uint64_t maxTemplates = 64;

// One template's lines: its qjson set rebuilt by the codec-8 decoder, then split on '\n'.
struct TemplateLines {
    std::string text;
    std::vector<std::string_view> lines;
    std::size_t next = 0;
};

// Template i's streams are the set's `t<i>:` streams with that prefix removed; the sub-set is
// written without a trailing newline, so its split gives exactly its lines. Its `blocks` stream
// may use any backend (section 8, notes): the corpus's valid files store it, its malformed ones
// compress it with xz.
void rebuildTemplate(CodecStreams& streams, std::uint64_t index, TemplateLines& lines) {
    const std::string prefix = "t" + std::to_string(index) + ":";
    try {
        const StreamSet nested = nestedStreamSet(streams.set(), prefix);
        const QueryLayout layout =
            readQueryLayout(streams.source(), nested, true, QueryBlocks::AnyBackend);
        rebuildQuery(streams.source(), nested, layout, lines.text);
    } catch (const DecodeError& error) {
        throw DecodeError(error.offset(), "template " + std::to_string(index) + " (streams '" +
                                              prefix + "'): " + error.what());
    }
    splitLines(lines.text, lines.lines);
}

} // namespace

void rebuildQJson2(CodecStreams& streams, std::string& out) {
    StreamCursor meta = streams.cursor("meta");
    const std::uint64_t nlines = meta.varint("nlines");
    const bool trailing = meta.flag("trailing");
    const std::uint64_t templateCount = meta.varint("nt");
    if (templateCount > maxTemplates) {
        meta.fail("nt " + std::to_string(templateCount) + " is more than the " +
                  std::to_string(maxTemplates) + " templates a file may hold");
    }
    std::vector<TemplateLines> templates(templateCount);
    std::uint64_t templateBytes = 0;
    for (std::uint64_t i = 0; i < templateCount; ++i) {
        rebuildTemplate(streams, i, templates[i]);
        templateBytes += templates[i].text.size();
    }
    StreamCursor lineMap = streams.cursor("line_map");
    ListCursor verbatim = streams.list("verbatim");
    // Every line takes one line_map byte at least, so its size bounds the separators.
    out.reserve(out.size() + templateBytes + streams.stream("verbatim").data.size() +
                lineMap.remaining());
    for (std::uint64_t line = 0; line < nlines; ++line) {
        beginLine(line, out);
        const std::uint64_t source = lineMap.varint("line_map entry");
        if (source == 0) {
            out += verbatim.next("the top-level verbatim lines");
            continue;
        }
        if (source > templateCount) {
            lineMap.fail("line " + std::to_string(line) + ": entry " + std::to_string(source) +
                         " names template " + std::to_string(source - 1) + ", past the " +
                         std::to_string(templateCount) + " templates");
        }
        TemplateLines& lines = templates[source - 1];
        if (lines.next == lines.lines.size()) {
            lineMap.fail("line " + std::to_string(line) + " reads template " +
                         std::to_string(source - 1) + ", which holds only " +
                         std::to_string(lines.lines.size()) + " lines");
        }
        out += lines.lines[lines.next++];
    }
    // Unlike the other line codecs, the trailing '\n' needs at least one line (section 8).
    if (trailing && nlines > 0) {
        out += '\n';
    }
}

} // namespace strata::at1
