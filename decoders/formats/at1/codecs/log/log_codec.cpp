#include "formats/at1/codecs/log/log_codec.h"

#include "formats/at1/decoded_reader.h"

#include <algorithm>

namespace strata::at1 {
namespace {

// Section 3: every 0x00 byte of a template is one variable slot.
constexpr char slot = '\0';

std::vector<std::string_view> readTemplates(CodecStreams& streams) {
    std::vector<std::string_view> templates;
    splitLines(streams.stream("templates").text(), templates);
    return templates;
}

// Walks a log section line by line: `verbatim(text)` for a verbatim line, `templated(id,
// id bytes, template, variables)` for a templated one, whose id is the varint `id bytes` of
// `tids` and whose variables are its slots' values in order.
template <typename Verbatim, typename Templated>
LineMeta walkLog(CodecStreams& streams, Verbatim&& verbatim, Templated&& templated) {
    StreamCursor metaFields = streams.cursor("meta");
    const LineMeta meta = readLineMeta(metaFields);
    metaFields.expectEnd("nlines and trailing");
    const DecodedStream& flags = readLineFlags(streams, meta.nlines);
    const auto templates = readTemplates(streams);
    StreamCursor tids = streams.cursor("tids");
    ListCursor vars = streams.list("vars");
    ListCursor verbatimLines = streams.list("verbatim");
    std::vector<std::string_view> values;
    for (std::uint64_t line = 0; line < meta.nlines; ++line) {
        if (flags.data[line] == std::byte{0}) {
            verbatim(line, verbatimLines.next("the verbatim lines"));
            continue;
        }
        const std::uint64_t idAt = tids.position();
        const std::uint64_t id = tids.varint("template id");
        if (id >= templates.size()) {
            tids.fail("template id " + std::to_string(id) + " is past the " +
                      std::to_string(templates.size()) + " templates");
        }
        values.clear();
        for (const char byte : templates[id]) {
            if (byte == slot) {
                values.push_back(vars.next("the templates' variable slots"));
            }
        }
        templated(line, id, tids.since(idAt), templates[id], values);
    }
    tids.expectEnd("the template ids");
    vars.expectEnd();
    verbatimLines.expectEnd();
    return meta;
}

void appendFilled(std::string_view text, const std::vector<std::string_view>& values,
                  std::string& out) {
    std::size_t start = 0;
    for (const std::string_view value : values) {
        const std::size_t at = text.find(slot, start);
        out.append(text.substr(start, at - start));
        out.append(value);
        start = at + 1;
    }
    out.append(text.substr(start));
}

} // namespace

void rebuildLog(CodecStreams& streams, std::string& out) {
    const LineMeta meta = walkLog(
        streams,
        [&out](std::uint64_t line, std::string_view text) {
            beginLine(line, out);
            out += text;
        },
        [&out](std::uint64_t line, std::uint64_t, std::string_view, std::string_view text,
               const std::vector<std::string_view>& values) {
            beginLine(line, out);
            appendFilled(text, values, out);
        });
    if (meta.trailing) {
        out += '\n';
    }
}

std::uint64_t LogRecords::rowCount(CodecStreams& streams) const {
    // One flag byte a line: nlines is no more lines than the file holds.
    const std::uint64_t lines = readLineMeta(streams).nlines;
    readLineFlags(streams, lines);
    return lines;
}

std::vector<Column> LogRecords::columns(CodecStreams& streams) const {
    std::size_t slots = 0;
    for (const auto text : readTemplates(streams)) {
        slots = std::max<std::size_t>(slots, std::count(text.begin(), text.end(), slot));
    }
    std::vector<Column> columns{{"line", LogicalType::String, "rebuilt", {}},
                                {"template", LogicalType::Int64, "tids", {}}};
    for (std::size_t s = 0; s < slots; ++s) {
        columns.push_back({"var " + std::to_string(s + 1), LogicalType::String, "vars", {}});
    }
    return columns;
}

void LogRecords::readRecords(CodecStreams& streams, std::vector<RecordColumn>& out) const {
    // Columns: line, template, var 1, var 2, ...
    constexpr std::size_t firstVariable = 2;
    std::string line;
    walkLog(
        streams,
        [&](std::uint64_t, std::string_view text) {
            out[0].appendString(text);
            for (std::size_t c = 1; c < out.size(); ++c) {
                out[c].appendMissing();
            }
        },
        [&](std::uint64_t, std::uint64_t id, std::string_view idBytes, std::string_view text,
            const std::vector<std::string_view>& values) {
            line.clear();
            appendFilled(text, values, line);
            out[0].appendString(line);
            out[1].noteSource(idBytes);
            out[1].appendInt(static_cast<std::int64_t>(id));
            for (std::size_t c = firstVariable; c < out.size(); ++c) {
                if (c - firstVariable < values.size()) {
                    out[c].appendString(values[c - firstVariable]);
                } else {
                    out[c].appendMissing();
                }
            }
        });
}

} // namespace strata::at1
