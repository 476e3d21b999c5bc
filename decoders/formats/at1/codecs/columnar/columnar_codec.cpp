#include "formats/at1/codecs/columnar/columnar_codec.h"

#include "core/worker_pool.h"
#include "formats/at1/codecs/columnar/column_cursor.h"
#include "formats/at1/decoded_reader.h"
#include "strata/decode_error.h"

#include <algorithm>

namespace strata::at1 {
namespace {

// Appends a value's text to the column's own text, remembering where it starts.
struct TextBuilder {
    std::string& text;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> spans;

    void add(const ColumnCursor& cursor) {
        char printed[maxNumberText];
        const std::string_view value =
            cursor.isNumber()
                ? std::string_view(printed,
                                   static_cast<std::size_t>(cursor.write(printed) - printed))
                : cursor.text();
        spans.emplace_back(text.size(), value.size());
        text += value;
    }
    void finishInto(DecodedColumn& column) const {
        column.texts.reserve(spans.size());
        for (const auto& [offset, length] : spans) {
            column.texts.push_back(std::string_view(text).substr(offset, length));
        }
    }
};

// Opens a cursor on every column's chunk of the values stream.
std::vector<ColumnCursor> openCursors(const DecodedStream& values, const ColumnarLayout& layout) {
    std::vector<ColumnCursor> cursors;
    cursors.reserve(layout.shape->columnTypes.size());
    std::uint64_t position = 0;
    for (std::size_t k = 0; k < layout.shape->columnTypes.size(); ++k) {
        cursors.emplace_back(layout.shape->columnTypes[k],
                             values.text().substr(position, layout.chunkLengths[k]), position,
                             cursors);
        position += layout.chunkLengths[k];
    }
    return cursors;
}

// The mixed-quote bitmaps, ceil(m/8) bytes per mode-2 column in column order (corpus README,
// "Quote flags"); `count(k)` is column k's value count.
template <typename Count>
std::vector<std::span<const std::byte>> quoteBits(const ColumnarContent& content,
                                                  const ColumnarLayout& layout, Count&& count) {
    std::vector<std::span<const std::byte>> bits(layout.shape->quoteModes.size());
    parseDecoded(streamNamed(content, "quotebits"), [&](Reader& reader) {
        for (std::size_t k = 0; k < bits.size(); ++k) {
            if (layout.shape->quoteModes[k] == quoteMixed) {
                bits[k] =
                    reader.bytes((count(k) + 7) / 8, "quote bits of column " + std::to_string(k));
            } else if (layout.shape->quoteModes[k] > quoteMixed) {
                reader.fail("quotemodes", "column " + std::to_string(k) + " has quote mode " +
                                              std::to_string(layout.shape->quoteModes[k]));
            }
        }
        return 0;
    });
    return bits;
}

bool quoteFlag(std::uint8_t mode, std::span<const std::byte> bits, std::size_t index) {
    if (mode != quoteMixed) {
        return mode == quoteAll;
    }
    return (static_cast<std::uint8_t>(bits[index >> 3]) >> (index & 7)) & 1;
}

// Writes one field at `out` through `write`, in RFC-4180 quotes with its quotes doubled when
// `quoted`, and returns the end.
template <typename Write> char* writeField(char* out, bool quoted, Write&& write) {
    if (!quoted) {
        return write(out);
    }
    char* start = out + 1;
    char* end = write(start);
    const auto quotes = static_cast<std::size_t>(std::count(start, end, '"'));
    if (quotes != 0) {
        char* from = end;
        char* to = end + quotes;
        end = to;
        while (from != start) {
            *--to = *--from;
            if (*from == '"') {
                *--to = '"';
            }
        }
    }
    *out = '"';
    *end = '"';
    return end + 1;
}

std::uint8_t readFlag(Reader& reader, std::string_view what) {
    const std::uint8_t flag = reader.u8(what);
    if (flag > 1) {
        reader.fail(what, "is " + std::to_string(flag) + ", not 0 or 1");
    }
    return flag;
}

// Header names: the header line split on the delimiter, RFC-4180 quotes removed. Only names; the
// line itself is rebuilt from the stream verbatim.
std::vector<std::string> splitHeader(std::string_view line, std::string_view delimiter) {
    std::vector<std::string> names;
    if (!line.empty() && line.back() == '\r') {
        line.remove_suffix(1);
    }
    std::string name;
    bool inQuotes = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (inQuotes) {
            if (line[i] == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                name += '"';
                ++i;
            } else if (line[i] == '"') {
                inQuotes = false;
            } else {
                name += line[i];
            }
        } else if (!delimiter.empty() && line.substr(i, delimiter.size()) == delimiter) {
            names.push_back(std::move(name));
            name.clear();
            i += delimiter.size() - 1;
        } else if (line[i] == '"' && name.empty()) {
            inQuotes = true;
        } else {
            name += line[i];
        }
    }
    names.push_back(std::move(name));
    return names;
}

} // namespace

std::string_view columnTypeName(std::uint8_t type) {
    static constexpr std::string_view names[] = {"TEXT",    "INT",  "DEC", "NUMEXC",
                                                 "DERIVED", "DICT", "SHUF"};
    return type < std::size(names) ? names[type] : "unknown";
}

bool DecodedColumn::quoted(std::size_t index) const {
    return quoteFlag(quoteMode, quoteBits, index);
}

char* DecodedColumn::write(std::size_t index, char* out) const {
    if (!numeric) {
        const std::string_view text = texts[index];
        return std::copy(text.begin(), text.end(), out);
    }
    return digits == 0 ? writeInt64(out, numbers[index]) : writeFixed(out, numbers[index], digits);
}

void DecodedColumn::appendText(std::size_t index, std::string& out) const {
    char text[maxNumberText];
    if (!numeric) {
        out += texts[index];
        return;
    }
    out.append(text, static_cast<std::size_t>(write(index, text) - text));
}

namespace {

// col_index: each column's chunk length in `values`.
std::vector<std::uint64_t> readChunkLengths(const ByteSource& source, const StreamSet& streams,
                                            std::uint64_t columnCount) {
    std::vector<std::uint64_t> lengths;
    parseDecoded(decodeStream(source, streams, "col_index"), [&](Reader& reader) {
        // Each entry takes a byte at least (a bound on a damaged ncols).
        lengths.reserve(std::min<std::uint64_t>(columnCount, reader.remaining()));
        for (std::uint64_t k = 0; k < columnCount; ++k) {
            lengths.push_back(reader.uvarint("col_index entry"));
        }
        if (!reader.atEnd()) {
            reader.fail("col_index", "more entries than ncols");
        }
        return 0;
    });
    return lengths;
}

} // namespace

ColumnarLayout withChunkLengths(const ByteSource& source, const StreamSet& streams,
                                const ColumnarSection& kept) {
    ColumnarLayout layout{kept, {}};
    layout.chunkLengths = readChunkLengths(source, streams, kept.shape->columnTypes.size());
    return layout;
}

ColumnarLayout readColumnarLayout(const ByteSource& source, const StreamSet& streams,
                                  const ColumnarSection* before) {
    ColumnarLayout layout;
    ColumnarShape shape;
    std::uint64_t columnCount = 0;
    parseDecoded(decodeStream(source, streams, "meta"), [&](Reader& reader) {
        layout.nrows = reader.uvarint("nrows");
        layout.trailingNewline = readFlag(reader, "trailing_nl") == 1;
        shape.hasHeader = readFlag(reader, "has_header") == 1;
        shape.delimiter = std::string(reader.text(reader.uvarint("delim_len"), "delim"));
        columnCount = reader.uvarint("ncols");
        return 0;
    });
    const auto coltypes = decodeStream(source, streams, "coltypes");
    if (coltypes.data.size() != columnCount) {
        throw DecodeError(coltypes.payload.offset,
                          "stream 'coltypes' has " + std::to_string(coltypes.data.size()) +
                              " entries but meta ncols is " + std::to_string(columnCount));
    }
    for (const auto byte : coltypes.data) {
        shape.columnTypes.push_back(static_cast<std::uint8_t>(byte));
    }
    const auto quotemodes = decodeStream(source, streams, "quotemodes");
    if (quotemodes.data.size() != columnCount) {
        throw DecodeError(quotemodes.payload.offset,
                          "stream 'quotemodes' has " + std::to_string(quotemodes.data.size()) +
                              " entries but meta ncols is " + std::to_string(columnCount));
    }
    for (const auto byte : quotemodes.data) {
        shape.quoteModes.push_back(static_cast<std::uint8_t>(byte));
    }
    layout.chunkLengths = readChunkLengths(source, streams, columnCount);
    const auto rowModes = decodeStream(source, streams, "row_modes");
    if (rowModes.data.size() != layout.nrows) {
        throw DecodeError(rowModes.payload.offset,
                          "stream 'row_modes' has " + std::to_string(rowModes.data.size()) +
                              " entries but meta nrows is " + std::to_string(layout.nrows));
    }
    layout.structuredRows = 0;
    for (std::size_t r = 0; r < rowModes.data.size(); ++r) {
        const auto mode = static_cast<std::uint8_t>(rowModes.data[r]);
        if (mode > 1) {
            throw DecodeError(rowModes.payload.offset, "stream 'row_modes': row " +
                                                           std::to_string(r) + " has mode " +
                                                           std::to_string(mode));
        }
        layout.structuredRows += mode;
    }
    if (shape.hasHeader) {
        shape.header = std::string(decodeStream(source, streams, "header").text());
        shape.headerNames = splitHeader(shape.header, shape.delimiter);
    }
    layout.shape = before != nullptr && *before->shape == shape
                       ? before->shape
                       : std::make_shared<const ColumnarShape>(std::move(shape));
    return layout;
}

namespace {

// Decodes the streams row assembly reads and checks col_index against `values`.
std::unique_ptr<ColumnarContent> decodeColumnarStreams(const ByteSource& source,
                                                       const StreamSet& streams,
                                                       const ColumnarLayout& layout) {
    auto content = std::make_unique<ColumnarContent>();
    // The streams are independent: a big `values` stream decodes on another core meanwhile. A
    // small one (a frame of a few rows) decodes in less time than handing it over takes.
    constexpr std::uint64_t handedOver = 32 * 1024;
    const StreamEntry* valuesEntry = streams.find("values");
    const auto decodeValues = [&] { return decodeStream(source, streams, "values"); };
    auto values = valuesEntry != nullptr && valuesEntry->payload.length >= handedOver
                      ? WorkerPool::shared().submit(decodeValues)
                      : WorkerPool::defer(decodeValues);
    for (const auto* name : {"row_modes", "fieldcounts", "quotebits", "verbatim"}) {
        content->streams.push_back(decodeStream(source, streams, name));
    }
    content->streams.push_back(values.get());
    const DecodedStream& valuesStream = streamNamed(*content, "values");
    std::uint64_t total = 0;
    for (std::size_t k = 0; k < layout.chunkLengths.size(); ++k) {
        total += std::min(layout.chunkLengths[k], maxDecodedBytes);
    }
    if (total != valuesStream.data.size()) {
        throw DecodeError(valuesStream.payload.offset,
                          "col_index chunk lengths add up to " + std::to_string(total) +
                              ", but 'values' has " + std::to_string(valuesStream.data.size()) +
                              " bytes");
    }
    splitLines(streamNamed(*content, "verbatim").text(), content->verbatimLines);
    return content;
}

} // namespace

const DecodedStream& streamNamed(const ColumnarContent& content, std::string_view name) {
    for (const auto& stream : content.streams) {
        if (stream.name == name) {
            return stream;
        }
    }
    throw DecodeError(0, "no decoded stream '" + std::string(name) + "'");
}

std::unique_ptr<ColumnarContent> decodeColumnar(const ByteSource& source, const StreamSet& streams,
                                                const ColumnarLayout& layout) {
    auto content = decodeColumnarStreams(source, streams, layout);
    const DecodedStream& values = streamNamed(*content, "values");
    content->columns.resize(layout.shape->columnTypes.size());
    parseDecoded(values, [&](Reader&) {
        auto cursors = openCursors(values, layout);
        std::vector<TextBuilder> builders;
        builders.reserve(cursors.size());
        std::uint64_t longest = 0;
        for (std::size_t k = 0; k < cursors.size(); ++k) {
            auto& column = content->columns[k];
            column.type = layout.shape->columnTypes[k];
            column.quoteMode = layout.shape->quoteModes[k];
            column.numeric = cursors[k].allNumbers();
            column.digits = cursors[k].digits();
            column.parameters = cursors[k].parameters();
            builders.push_back({column.ownedText, {}});
            longest = std::max(longest, cursors[k].count());
        }
        // Value i of every column in turn: a DERIVED column reads its source's value i.
        for (std::uint64_t i = 0; i < longest; ++i) {
            for (std::size_t k = 0; k < cursors.size(); ++k) {
                if (i >= cursors[k].count()) {
                    continue;
                }
                cursors[k].next();
                auto& column = content->columns[k];
                if (column.numeric) {
                    column.numbers.push_back(cursors[k].number());
                } else if (column.type == static_cast<std::uint8_t>(ColumnType::NumExc)) {
                    builders[k].add(cursors[k]);
                } else {
                    column.texts.push_back(cursors[k].text());
                }
            }
        }
        for (std::size_t k = 0; k < cursors.size(); ++k) {
            cursors[k].finish();
            builders[k].finishInto(content->columns[k]);
        }
        return 0;
    });
    const auto bits = quoteBits(*content, layout,
                                [&content](std::size_t k) { return content->columns[k].size(); });
    for (std::size_t k = 0; k < content->columns.size(); ++k) {
        content->columns[k].quoteBits = bits[k];
    }
    return content;
}

std::vector<std::uint32_t> columnarFieldCounts(const DecodedStream& fieldcounts,
                                               const ColumnarSection& layout) {
    std::vector<std::uint32_t> counts;
    counts.reserve(layout.structuredRows);
    parseDecoded(fieldcounts, [&](Reader& reader) {
        for (std::uint64_t r = 0; r < layout.structuredRows; ++r) {
            const std::uint64_t position = reader.offset();
            const std::uint64_t fields = reader.uvarint("fieldcounts entry");
            if (fields < 1 || fields > layout.shape->columnTypes.size()) {
                reader.failAt(position, "fieldcounts entry",
                              "structured row " + std::to_string(r) + " has " +
                                  std::to_string(fields) + " fields; ncols is " +
                                  std::to_string(layout.shape->columnTypes.size()));
            }
            counts.push_back(static_cast<std::uint32_t>(fields));
        }
        if (!reader.atEnd()) {
            reader.fail("fieldcounts", "more entries than structured rows");
        }
        return 0;
    });
    return counts;
}

namespace {

// The most bytes value `index` of a column can take in a row.
std::uint64_t valueBound(const DecodedColumn& column, std::size_t index) {
    const std::uint64_t text = column.numeric ? maxNumberText : column.texts[index].size();
    return column.quoteMode == quoteNone ? text : 2 * text + 2;
}

// Writes one structured row at `out` (room checked by the caller's bound) and returns the end.
char* writeColumnarRow(const ColumnarContent& content, const ColumnarSection& layout,
                       std::uint32_t fields, std::vector<std::size_t>& cursor, char* out) {
    for (std::uint32_t i = 0; i < fields; ++i) {
        const DecodedColumn& column = content.columns[i];
        const std::size_t v = cursor[i]++;
        if (v >= column.size()) {
            throw DecodeError(streamNamed(content, "values").payload.offset,
                              "column " + std::to_string(i) + " runs out of values (it holds " +
                                  std::to_string(column.size()) + ")");
        }
        if (i != 0) {
            out = std::copy(layout.shape->delimiter.begin(), layout.shape->delimiter.end(), out);
        }
        out = writeField(out, column.quoted(v), [&](char* at) { return column.write(v, at); });
    }
    return out;
}

} // namespace

void appendColumnarRow(const ColumnarContent& content, const ColumnarSection& layout,
                       std::uint32_t fields, std::vector<std::size_t>& cursor, std::string& out) {
    std::uint64_t bound = 0;
    for (std::uint32_t i = 0; i < fields; ++i) {
        const DecodedColumn& column = content.columns[i];
        bound += layout.shape->delimiter.size() +
                 (cursor[i] < column.size() ? valueBound(column, cursor[i]) : 0);
    }
    const std::size_t start = out.size();
    out.resize(start + bound);
    char* end = writeColumnarRow(content, layout, fields, cursor, out.data() + start);
    out.resize(static_cast<std::size_t>(end - out.data()));
}

std::uint64_t columnarSizeBound(const ColumnarContent& content, const ColumnarSection& layout) {
    std::uint64_t bound = layout.shape->header.size() + 1 + layout.nrows;
    for (const auto& column : content.columns) {
        std::uint64_t text = column.size() * maxNumberText;
        if (!column.numeric) {
            text = 0;
            for (const auto value : column.texts) {
                text += value.size();
            }
        }
        bound += (column.quoteMode == quoteNone ? text : 2 * text + 2 * column.size()) +
                 column.size() * layout.shape->delimiter.size();
    }
    for (const auto line : content.verbatimLines) {
        bound += line.size();
    }
    return bound;
}

namespace {

// Assembles rows from the columns decoded whole (the spec's reading, value i of a DERIVED column
// from value i of its source).
void rebuildFromColumns(const ColumnarContent& content, const ColumnarLayout& layout,
                        std::string& out) {
    const auto fieldCounts = columnarFieldCounts(streamNamed(content, "fieldcounts"), layout);
    const DecodedStream& rowModes = streamNamed(content, "row_modes");
    std::vector<std::size_t> cursor(content.columns.size(), 0);
    std::size_t verbatimIndex = 0;
    std::size_t structuredIndex = 0;
    const std::size_t start = out.size();
    out.resize(start + columnarSizeBound(content, layout));
    char* p = out.data() + start;
    for (std::uint64_t r = 0; r < layout.nrows; ++r) {
        if (layout.shape->hasHeader || r != 0) {
            *p++ = '\n';
        }
        if (rowModes.data[r] == std::byte{0}) {
            if (verbatimIndex >= content.verbatimLines.size()) {
                throw DecodeError(streamNamed(content, "verbatim").payload.offset,
                                  "stream 'verbatim' runs out of lines at row " +
                                      std::to_string(r));
            }
            const std::string_view line = content.verbatimLines[verbatimIndex++];
            p = std::copy(line.begin(), line.end(), p);
            continue;
        }
        p = writeColumnarRow(content, layout, fieldCounts[structuredIndex++], cursor, p);
    }
    out.resize(static_cast<std::size_t>(p - out.data()));
}

// Rows take a DERIVED column's values together with its source's exactly when no row has a
// field count between them; then the columns can be read value by value as rows need them.
bool derivedInStep(const std::vector<ColumnCursor>& cursors,
                   const std::vector<std::uint32_t>& fieldCounts) {
    for (std::size_t k = 0; k < cursors.size(); ++k) {
        if (const auto source = cursors[k].source()) {
            for (const std::uint32_t fields : fieldCounts) {
                if (fields > *source && fields <= k) {
                    return false;
                }
            }
        }
    }
    return true;
}

} // namespace

void rebuildColumnar(const ByteSource& source, const StreamSet& streams,
                     const ColumnarLayout& layout, std::string& out) {
    const auto content = decodeColumnarStreams(source, streams, layout);
    const DecodedStream& values = streamNamed(*content, "values");
    const auto fieldCounts = columnarFieldCounts(streamNamed(*content, "fieldcounts"), layout);
    out.clear();
    if (layout.shape->hasHeader) {
        out = layout.shape->header;
    }
    const bool streamed = parseDecoded(values, [&](Reader&) {
        auto cursors = openCursors(values, layout);
        if (!derivedInStep(cursors, fieldCounts)) {
            return false;
        }
        const auto bits =
            quoteBits(*content, layout, [&cursors](std::size_t k) { return cursors[k].count(); });
        const DecodedStream& rowModes = streamNamed(*content, "row_modes");
        std::uint64_t bound = out.size() + layout.nrows + 1;
        for (const auto line : content->verbatimLines) {
            bound += line.size();
        }
        for (std::size_t k = 0; k < cursors.size(); ++k) {
            const std::uint64_t text = cursors[k].textBound();
            bound +=
                (layout.shape->quoteModes[k] == quoteNone ? text
                                                          : 2 * text + 2 * cursors[k].count()) +
                cursors[k].count() * layout.shape->delimiter.size();
        }
        const std::size_t start = out.size();
        out.resize(bound);
        char* p = out.data() + start;
        std::size_t verbatimIndex = 0;
        std::size_t structuredIndex = 0;
        for (std::uint64_t r = 0; r < layout.nrows; ++r) {
            if (layout.shape->hasHeader || r != 0) {
                *p++ = '\n';
            }
            if (rowModes.data[r] == std::byte{0}) {
                if (verbatimIndex >= content->verbatimLines.size()) {
                    throw DecodeError(streamNamed(*content, "verbatim").payload.offset,
                                      "stream 'verbatim' runs out of lines at row " +
                                          std::to_string(r));
                }
                const std::string_view line = content->verbatimLines[verbatimIndex++];
                p = std::copy(line.begin(), line.end(), p);
                continue;
            }
            const std::uint32_t fields = fieldCounts[structuredIndex++];
            for (std::uint32_t i = 0; i < fields; ++i) {
                ColumnCursor& column = cursors[i];
                if (column.used() >= column.count()) {
                    throw DecodeError(values.payload.offset,
                                      "column " + std::to_string(i) +
                                          " runs out of values at row " + std::to_string(r) +
                                          " (it holds " + std::to_string(column.count()) + ")");
                }
                column.next();
                if (i != 0) {
                    p = std::copy(layout.shape->delimiter.begin(), layout.shape->delimiter.end(),
                                  p);
                }
                p = writeField(p,
                               quoteFlag(layout.shape->quoteModes[i], bits[i], column.used() - 1),
                               [&column](char* at) { return column.write(at); });
            }
        }
        for (auto& cursor : cursors) {
            cursor.finish();
        }
        out.resize(static_cast<std::size_t>(p - out.data()));
        return true;
    });
    if (!streamed) {
        const auto columns = decodeColumnar(source, streams, layout);
        rebuildFromColumns(*columns, layout, out);
    }
    if (layout.trailingNewline) {
        out += '\n';
    }
}

SectionCodec readColumnarSection(const ByteSource& source, const ContainerLayout& container,
                                 std::size_t section, const SectionCodec& before,
                                 std::vector<Diagnostic>&) {
    // Read whole, so that a damaged col_index is found when the file opens; kept without it.
    const auto* previous = before.find<ColumnarSection>();
    const ColumnarSection read =
        readColumnarLayout(source, streamSetOf(source, container.sections[section]), previous);
    if (previous != nullptr && *previous == read) {
        return before; // most frames of a streaming file: one for them all
    }
    return read;
}

void rebuildColumnarSection(const ByteSource& source, const StreamSet& streams,
                            const ColumnarSection& kept, std::string& out) {
    rebuildColumnar(source, streams, withChunkLengths(source, streams, kept), out);
}

} // namespace strata::at1
