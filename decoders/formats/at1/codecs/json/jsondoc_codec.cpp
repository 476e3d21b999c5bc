#include "formats/at1/codecs/json/jsondoc_codec.h"

#include <cstring>
#include <vector>

namespace strata::at1 {

namespace {

// The value columns: `value_index` gives each chunk's byte length, the chunks lie back to back
// in `values`, and each is a list of its own (at1-codecs.md section 5).
std::vector<ListCursor> readColumns(CodecStreams& streams) {
    StreamCursor index = streams.cursor("value_index");
    const DecodedStream& values = streams.stream("values");
    // Every chunk length is a varint of at least one byte (the public decoder's check, too).
    const std::uint64_t columnCount = index.count("ncol");
    std::vector<ListCursor> columns;
    columns.reserve(columnCount);
    std::uint64_t start = 0;
    for (std::uint64_t column = 0; column < columnCount; ++column) {
        const std::uint64_t length = index.varint("column length");
        if (length > values.data.size() - start) {
            index.fail("column " + std::to_string(column) + " (" + std::to_string(length) +
                       " bytes from byte " + std::to_string(start) + ") runs past the " +
                       std::to_string(values.data.size()) + " bytes of 'values'");
        }
        columns.emplace_back(values, values.text().substr(start, length),
                             "column " + std::to_string(column) + " of stream 'values'");
        start += length;
    }
    index.expectEnd();
    if (start != values.data.size()) {
        StreamCursor(values).fail("the columns take " + std::to_string(start) + " of its " +
                                  std::to_string(values.data.size()) + " bytes");
    }
    return columns;
}

void rebuildStructured(CodecStreams& streams, std::string& out) {
    std::vector<ListCursor> columns = readColumns(streams);
    const std::string_view skeleton = streams.stream("skeleton").text();
    StreamCursor columnIds = streams.cursor("colids");
    // Every value replaces one skeleton byte, so this is room enough.
    out.reserve(out.size() + skeleton.size() + streams.stream("values").data.size());
    std::size_t position = 0;
    while (position < skeleton.size()) {
        const auto* placeholder = static_cast<const char*>(
            std::memchr(skeleton.data() + position, '\0', skeleton.size() - position));
        if (placeholder == nullptr) {
            out += skeleton.substr(position);
            break;
        }
        const auto next = static_cast<std::size_t>(placeholder - skeleton.data());
        out += skeleton.substr(position, next - position);
        const std::uint64_t column = columnIds.varint("column id");
        if (column >= columns.size()) {
            columnIds.fail("column id " + std::to_string(column) + " is past the " +
                           std::to_string(columns.size()) + " columns");
        }
        out += columns[column].next("the skeleton's placeholders");
        position = next + 1;
    }
    columnIds.expectEnd();
    for (const ListCursor& column : columns) {
        column.expectEnd();
    }
}

} // namespace

void rebuildJsonDoc(CodecStreams& streams, std::string& out) {
    // meta 00: the document is kept whole in `raw`; 01: skeleton and columns. The public
    // decoder takes any other meta as structured; writers write only these two.
    StreamCursor meta = streams.cursor("meta");
    const bool structured = meta.flag("mode");
    meta.expectEnd();
    if (structured) {
        rebuildStructured(streams, out);
    } else {
        out += streams.stream("raw").text();
    }
}

} // namespace strata::at1
