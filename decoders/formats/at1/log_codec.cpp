#include "formats/at1/log_codec.h"

#include "formats/at1/decoded_reader.h"

namespace strata::at1 {

void rebuildLog(CodecStreams& streams, std::string& out) {
    const LineMeta meta = readLineMeta(streams);
    const DecodedStream& flags = readLineFlags(streams, meta.nlines);
    std::vector<std::string_view> templates;
    splitLines(streams.stream("templates").text(), templates);
    StreamCursor tids = streams.cursor("tids");
    ListCursor vars = streams.list("vars");
    ListCursor verbatim = streams.list("verbatim");
    for (std::uint64_t line = 0; line < meta.nlines; ++line) {
        beginLine(line, out);
        if (flags.data[line] == std::byte{0}) {
            out += verbatim.next("the verbatim lines");
            continue;
        }
        const std::uint64_t id = tids.varint("template id");
        if (id >= templates.size()) {
            tids.fail("template id " + std::to_string(id) + " is past the " +
                      std::to_string(templates.size()) + " templates");
        }
        // Every 0x00 of a template is one variable slot.
        for (const char byte : templates[id]) {
            if (byte == '\0') {
                out += vars.next("the templates' variable slots");
            } else {
                out += byte;
            }
        }
    }
    if (meta.trailing) {
        out += '\n';
    }
}

} // namespace strata::at1
