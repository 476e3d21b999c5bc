#include "formats/at1/columnar_codec.h"

#include "formats/at1/decoded_reader.h"
#include "strata/decode_error.h"

#include <algorithm>
#include <unordered_map>

namespace strata::at1 {
namespace {

constexpr std::uint8_t quoteNone = 0;
constexpr std::uint8_t quoteAll = 1;
constexpr std::uint8_t quoteMixed = 2;

const DecodedStream& streamNamed(const ColumnarContent& content, std::string_view name) {
    for (const auto& stream : content.streams) {
        if (stream.name == name) {
            return stream;
        }
    }
    throw DecodeError(0, "no decoded stream '" + std::string(name) + "'");
}

std::uint64_t svarintSum(std::uint64_t accumulator, std::int64_t delta) {
    // INT/DEC/NUMEXC deltas wrap in 64 bits: the corpus has a delta of exactly -2^63.
    return accumulator + static_cast<std::uint64_t>(delta);
}

// Appends a value's text to the column's own text, remembering where it starts.
struct TextBuilder {
    std::string& text;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> spans;

    void finishInto(DecodedColumn& column) const {
        column.texts.reserve(spans.size());
        for (const auto& [offset, length] : spans) {
            column.texts.push_back(std::string_view(text).substr(offset, length));
        }
    }
};

void addNumber(TextBuilder& builder, std::int64_t value, unsigned digits) {
    char text[maxNumberText];
    const char* end = digits == 0 ? writeInt64(text, value) : writeFixed(text, value, digits);
    const auto length = static_cast<std::size_t>(end - text);
    builder.spans.emplace_back(builder.text.size(), length);
    builder.text.append(text, length);
}

unsigned readDigits(Reader& reader) {
    const std::uint8_t digits = reader.u8("DEC digits D");
    // D = 0 is ill-defined in the spec's s[:-D]; the corpus uses 1..18 (README, "DEC").
    if (digits == 0 || digits > 18) {
        reader.fail("DEC digits D", std::to_string(digits) + " is outside 1..18");
    }
    return digits;
}

void decodeText(std::string_view chunk, DecodedColumn& column) {
    splitLines(chunk, column.texts);
}

void decodeInt(Reader& reader, DecodedColumn& column, bool fixed) {
    column.numeric = true;
    column.digits = fixed ? readDigits(reader) : 0;
    if (fixed) {
        column.parameters.push_back({"D", std::uint64_t{column.digits}});
    }
    column.numbers.reserve(reader.remaining());
    std::uint64_t accumulator = 0;
    while (!reader.atEnd()) {
        accumulator = svarintSum(accumulator, reader.zigzag("svarint"));
        column.numbers.push_back(static_cast<std::int64_t>(accumulator));
    }
}

void decodeNumExc(Reader& reader, DecodedColumn& column) {
    const std::uint8_t subtype = reader.u8("NUMEXC subtype");
    if (subtype > 1) {
        reader.fail("NUMEXC subtype", std::to_string(subtype) + " is neither 0 (int) nor 1 (dec)");
    }
    const unsigned digits = subtype == 1 ? readDigits(reader) : 0;
    const std::uint64_t count = reader.uvarint("NUMEXC count");
    const auto bitmap = reader.bytes((count + 7) / 8, "NUMEXC bitmap");
    const std::uint64_t exceptionCount = reader.uvarint("NUMEXC nexc");
    if (exceptionCount > reader.remaining()) {
        reader.fail("NUMEXC nexc", std::to_string(exceptionCount) + " exceptions cannot fit");
    }
    std::vector<std::string_view> exceptions;
    exceptions.reserve(exceptionCount);
    for (std::uint64_t e = 0; e < exceptionCount; ++e) {
        exceptions.push_back(reader.text(reader.uvarint("exception length"), "exception"));
    }
    column.parameters.push_back({"subtype", std::string(subtype == 1 ? "dec" : "int")});
    if (subtype == 1) {
        column.parameters.push_back({"D", std::uint64_t{digits}});
    }
    column.parameters.push_back({"nexc", exceptionCount});
    // Exceptions are copied into the column's text so that every value points into one place.
    TextBuilder builder{column.ownedText, {}};
    std::uint64_t accumulator = 0;
    std::size_t nextException = 0;
    for (std::uint64_t i = 0; i < count; ++i) {
        const bool numeric = (static_cast<std::uint8_t>(bitmap[i >> 3]) >> (i & 7)) & 1;
        if (numeric) {
            accumulator = svarintSum(accumulator, reader.zigzag("NUMEXC svarint"));
            addNumber(builder, static_cast<std::int64_t>(accumulator), digits);
        } else {
            if (nextException >= exceptions.size()) {
                reader.fail("NUMEXC", "value " + std::to_string(i) + " needs exception " +
                                          std::to_string(nextException + 1) + " of " +
                                          std::to_string(exceptions.size()));
            }
            const std::uint64_t start = column.ownedText.size();
            column.ownedText += exceptions[nextException++];
            builder.spans.emplace_back(start, column.ownedText.size() - start);
        }
    }
    builder.finishInto(column);
}

void decodeDerived(Reader& reader, DecodedColumn& column, std::size_t index,
                   const std::vector<DecodedColumn>& columns) {
    const std::uint64_t source = reader.uvarint("DERIVED source column");
    if (source >= index) {
        reader.fail("DERIVED source column", "column " + std::to_string(index) + " derives from column " +
                                                 std::to_string(source) + ", not an earlier one");
    }
    const std::uint64_t mapCount = reader.uvarint("DERIVED nmap");
    if (mapCount > reader.remaining()) {
        reader.fail("DERIVED nmap", std::to_string(mapCount) + " map values cannot fit");
    }
    std::vector<std::string_view> mapValues;
    mapValues.reserve(mapCount);
    for (std::uint64_t m = 0; m < mapCount; ++m) {
        mapValues.push_back(reader.text(reader.uvarint("map value length"), "map value"));
    }
    column.parameters.push_back({"source", source});
    column.parameters.push_back({"nmap", mapCount});
    // The j-th distinct source value, in order of first appearance, maps to mapvals[j]. Numbers
    // print to distinct texts, so a numeric source is keyed by its numbers.
    const DecodedColumn& sourceColumn = columns[source];
    column.texts.reserve(sourceColumn.size());
    const auto derive = [&](const auto& sourceValues) {
        using Key = typename std::decay_t<decltype(sourceValues)>::value_type;
        std::unordered_map<Key, std::string_view> mapping;
        for (const auto& value : sourceValues) {
            auto found = mapping.find(value);
            if (found == mapping.end()) {
                if (mapping.size() >= mapValues.size()) {
                    reader.fail("DERIVED", "source column " + std::to_string(source) + " has more than " +
                                               std::to_string(mapValues.size()) + " distinct values");
                }
                found = mapping.emplace(value, mapValues[mapping.size()]).first;
            }
            column.texts.push_back(found->second);
        }
    };
    if (sourceColumn.numeric) {
        derive(sourceColumn.numbers);
    } else {
        derive(sourceColumn.texts);
    }
}

void decodeDict(Reader& reader, DecodedColumn& column) {
    const std::uint64_t count = reader.uvarint("DICT nvals");
    const std::uint64_t dictionarySize = reader.uvarint("DICT ndict");
    if (dictionarySize > reader.remaining() || count > reader.remaining()) {
        reader.fail("DICT", "nvals " + std::to_string(count) + " / ndict " +
                                std::to_string(dictionarySize) + " cannot fit in the chunk");
    }
    std::vector<std::string_view> entries;
    entries.reserve(dictionarySize);
    for (std::uint64_t d = 0; d < dictionarySize; ++d) {
        entries.push_back(reader.text(reader.uvarint("DICT entry length"), "DICT entry"));
    }
    column.parameters.push_back({"ndict", dictionarySize});
    column.texts.reserve(count);
    for (std::uint64_t i = 0; i < count; ++i) {
        const std::uint64_t position = reader.offset();
        const std::uint64_t entry = reader.uvarint("DICT index");
        if (entry >= dictionarySize) {
            reader.failAt(position, "DICT index", "value " + std::to_string(i) + " has index " +
                                                      std::to_string(entry) + ", not below ndict " +
                                                      std::to_string(dictionarySize));
        }
        column.texts.push_back(entries[entry]);
    }
}

void decodeShuf(Reader& reader, DecodedColumn& column) {
    const std::uint64_t count = reader.uvarint("SHUF count");
    const std::int64_t base = reader.zigzag("SHUF base");
    const std::uint64_t widthOffset = reader.offset();
    const std::uint8_t width = reader.u8("SHUF width W");
    if (width < 1 || width > 8) {
        reader.failAt(widthOffset, "SHUF width W", std::to_string(width) + " is outside 1..8");
    }
    if (count > reader.remaining() / width) {
        reader.fail("SHUF planes", std::to_string(width) + " planes of " + std::to_string(count) +
                                       " bytes cannot fit");
    }
    const auto planes = reader.bytes(count * width, "SHUF planes");
    column.parameters.push_back({"width", std::uint64_t{width}});
    column.parameters.push_back({"base", base});
    column.numeric = true;
    column.numbers.reserve(count);
    for (std::uint64_t i = 0; i < count; ++i) {
        std::uint64_t offset = 0;
        for (unsigned p = 0; p < width; ++p) {
            offset |= std::uint64_t{static_cast<std::uint8_t>(planes[p * count + i])} << (8 * p);
        }
        std::int64_t value = 0;
        // base + x_i must stay inside int64 (corpus README, "SHUF").
        if (offset > static_cast<std::uint64_t>(INT64_MAX) ||
            __builtin_add_overflow(base, static_cast<std::int64_t>(offset), &value)) {
            reader.fail("SHUF", "value " + std::to_string(i) + " leaves int64");
        }
        column.numbers.push_back(value);
    }
}

void decodeColumn(std::string_view chunk, std::uint64_t chunkOffset, std::size_t index,
                  std::vector<DecodedColumn>& columns) {
    DecodedColumn& column = columns[index];
    Reader reader(std::span(reinterpret_cast<const std::byte*>(chunk.data()), chunk.size()),
                  chunkOffset);
    switch (static_cast<ColumnType>(column.type)) {
    case ColumnType::Text:
        decodeText(chunk, column);
        return;
    case ColumnType::Int:
        decodeInt(reader, column, false);
        return;
    case ColumnType::Dec:
        decodeInt(reader, column, true);
        return;
    case ColumnType::NumExc:
        decodeNumExc(reader, column);
        break;
    case ColumnType::Derived:
        decodeDerived(reader, column, index, columns);
        break;
    case ColumnType::Dict:
        decodeDict(reader, column);
        break;
    case ColumnType::Shuf:
        decodeShuf(reader, column);
        break;
    default:
        reader.fail("coltypes", "unknown column type " + std::to_string(column.type));
    }
    if (!reader.atEnd()) {
        reader.fail("column chunk", std::to_string(reader.remaining()) + " bytes left after the values");
    }
}

void readQuoteBits(ColumnarContent& content) {
    const DecodedStream& stream = streamNamed(content, "quotebits");
    parseDecoded(stream, [&](Reader& reader) {
        for (std::size_t k = 0; k < content.columns.size(); ++k) {
            auto& column = content.columns[k];
            if (column.quoteMode == quoteMixed) {
                column.quoteBits =
                    reader.bytes((column.size() + 7) / 8, "quote bits of column " + std::to_string(k));
            } else if (column.quoteMode > quoteMixed) {
                reader.fail("quotemodes", "column " + std::to_string(k) + " has quote mode " +
                                              std::to_string(column.quoteMode));
            }
        }
        return 0;
    });
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
    static constexpr std::string_view names[] = {"TEXT", "INT", "DEC", "NUMEXC", "DERIVED", "DICT", "SHUF"};
    return type < std::size(names) ? names[type] : "unknown";
}

bool DecodedColumn::quoted(std::size_t index) const {
    if (quoteMode != quoteMixed) {
        return quoteMode == quoteAll;
    }
    return (static_cast<std::uint8_t>(quoteBits[index >> 3]) >> (index & 7)) & 1;
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

ColumnarLayout readColumnarLayout(const ByteSource& source, const StreamSet& streams) {
    ColumnarLayout layout;
    std::uint64_t columnCount = 0;
    parseDecoded(decodeStream(source, streams, "meta"), [&](Reader& reader) {
        layout.nrows = reader.uvarint("nrows");
        layout.trailingNewline = readFlag(reader, "trailing_nl") == 1;
        layout.hasHeader = readFlag(reader, "has_header") == 1;
        layout.delimiter = std::string(reader.text(reader.uvarint("delim_len"), "delim"));
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
        layout.columnTypes.push_back(static_cast<std::uint8_t>(byte));
    }
    const auto quotemodes = decodeStream(source, streams, "quotemodes");
    if (quotemodes.data.size() != columnCount) {
        throw DecodeError(quotemodes.payload.offset,
                          "stream 'quotemodes' has " + std::to_string(quotemodes.data.size()) +
                              " entries but meta ncols is " + std::to_string(columnCount));
    }
    for (const auto byte : quotemodes.data) {
        layout.quoteModes.push_back(static_cast<std::uint8_t>(byte));
    }
    parseDecoded(decodeStream(source, streams, "col_index"), [&](Reader& reader) {
        for (std::uint64_t k = 0; k < columnCount; ++k) {
            layout.chunkLengths.push_back(reader.uvarint("col_index entry"));
        }
        if (!reader.atEnd()) {
            reader.fail("col_index", "more entries than ncols");
        }
        return 0;
    });
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
            throw DecodeError(rowModes.payload.offset, "stream 'row_modes': row " + std::to_string(r) +
                                                           " has mode " + std::to_string(mode));
        }
        layout.structuredRows += mode;
    }
    if (layout.hasHeader) {
        layout.header = std::string(decodeStream(source, streams, "header").text());
        layout.headerNames = splitHeader(layout.header, layout.delimiter);
    }
    return layout;
}

std::unique_ptr<ColumnarContent> decodeColumnar(const ByteSource& source, const StreamSet& streams,
                                                const ColumnarLayout& layout) {
    auto content = std::make_unique<ColumnarContent>();
    for (const auto* name : {"values", "row_modes", "fieldcounts", "quotebits", "verbatim"}) {
        content->streams.push_back(decodeStream(source, streams, name));
    }
    const DecodedStream& values = streamNamed(*content, "values");
    std::uint64_t total = 0;
    for (const auto length : layout.chunkLengths) {
        total += std::min(length, maxDecodedBytes);
    }
    if (total != values.data.size()) {
        throw DecodeError(values.payload.offset, "col_index chunk lengths add up to " +
                                                     std::to_string(total) + ", but 'values' has " +
                                                     std::to_string(values.data.size()) + " bytes");
    }
    content->columns.resize(layout.columnTypes.size());
    std::uint64_t position = 0;
    parseDecoded(values, [&](Reader&) {
        for (std::size_t k = 0; k < content->columns.size(); ++k) {
            auto& column = content->columns[k];
            column.type = layout.columnTypes[k];
            column.quoteMode = layout.quoteModes[k];
            const auto chunk = values.text().substr(position, layout.chunkLengths[k]);
            decodeColumn(chunk, position, k, content->columns);
            position += layout.chunkLengths[k];
        }
        return 0;
    });
    readQuoteBits(*content);
    splitLines(streamNamed(*content, "verbatim").text(), content->verbatimLines);
    return content;
}

std::vector<std::uint32_t> columnarFieldCounts(const ColumnarContent& content,
                                               const ColumnarLayout& layout) {
    std::vector<std::uint32_t> counts;
    counts.reserve(layout.structuredRows);
    parseDecoded(streamNamed(content, "fieldcounts"), [&](Reader& reader) {
        for (std::uint64_t r = 0; r < layout.structuredRows; ++r) {
            const std::uint64_t position = reader.offset();
            const std::uint64_t fields = reader.uvarint("fieldcounts entry");
            if (fields < 1 || fields > layout.columnTypes.size()) {
                reader.failAt(position, "fieldcounts entry",
                              "structured row " + std::to_string(r) + " has " + std::to_string(fields) +
                                  " fields; ncols is " + std::to_string(layout.columnTypes.size()));
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
char* writeColumnarRow(const ColumnarContent& content, const ColumnarLayout& layout, std::uint32_t fields,
                       std::vector<std::size_t>& cursor, char* out) {
    for (std::uint32_t i = 0; i < fields; ++i) {
        const DecodedColumn& column = content.columns[i];
        const std::size_t v = cursor[i]++;
        if (v >= column.size()) {
            throw DecodeError(streamNamed(content, "values").payload.offset,
                              "column " + std::to_string(i) + " runs out of values (it holds " +
                                  std::to_string(column.size()) + ")");
        }
        if (i != 0) {
            out = std::copy(layout.delimiter.begin(), layout.delimiter.end(), out);
        }
        if (!column.quoted(v)) {
            out = column.write(v, out);
            continue;
        }
        // RFC-4180: the value in quotes, its quotes doubled.
        char* start = out + 1;
        char* end = column.write(v, start);
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
        out = end + 1;
    }
    return out;
}

} // namespace

void appendColumnarRow(const ColumnarContent& content, const ColumnarLayout& layout,
                       std::uint32_t fields, std::vector<std::size_t>& cursor, std::string& out) {
    std::uint64_t bound = 0;
    for (std::uint32_t i = 0; i < fields; ++i) {
        const DecodedColumn& column = content.columns[i];
        bound += layout.delimiter.size() + (cursor[i] < column.size() ? valueBound(column, cursor[i]) : 0);
    }
    const std::size_t start = out.size();
    out.resize(start + bound);
    char* end = writeColumnarRow(content, layout, fields, cursor, out.data() + start);
    out.resize(static_cast<std::size_t>(end - out.data()));
}

std::uint64_t columnarSizeBound(const ColumnarContent& content, const ColumnarLayout& layout) {
    std::uint64_t bound = layout.header.size() + 1 + layout.nrows;
    for (const auto& column : content.columns) {
        std::uint64_t text = column.size() * maxNumberText;
        if (!column.numeric) {
            text = 0;
            for (const auto value : column.texts) {
                text += value.size();
            }
        }
        bound += (column.quoteMode == quoteNone ? text : 2 * text + 2 * column.size()) +
                 column.size() * layout.delimiter.size();
    }
    for (const auto line : content.verbatimLines) {
        bound += line.size();
    }
    return bound;
}

void rebuildColumnar(const ColumnarContent& content, const ColumnarLayout& layout, std::string& out) {
    const auto fieldCounts = columnarFieldCounts(content, layout);
    const DecodedStream& rowModes = streamNamed(content, "row_modes");
    std::vector<std::size_t> cursor(content.columns.size(), 0);
    std::size_t verbatimIndex = 0;
    std::size_t structuredIndex = 0;
    const std::size_t start = out.size();
    // Rows are written into room sized by the bound: each column's values are used at most once.
    out.resize(start + columnarSizeBound(content, layout));
    char* p = out.data() + start;
    bool first = true;
    if (layout.hasHeader) {
        p = std::copy(layout.header.begin(), layout.header.end(), p);
        first = false;
    }
    for (std::uint64_t r = 0; r < layout.nrows; ++r) {
        if (!first) {
            *p++ = '\n';
        }
        first = false;
        if (rowModes.data[r] == std::byte{0}) {
            if (verbatimIndex >= content.verbatimLines.size()) {
                throw DecodeError(streamNamed(content, "verbatim").payload.offset,
                                  "stream 'verbatim' runs out of lines at row " + std::to_string(r));
            }
            const std::string_view line = content.verbatimLines[verbatimIndex++];
            p = std::copy(line.begin(), line.end(), p);
            continue;
        }
        p = writeColumnarRow(content, layout, fieldCounts[structuredIndex++], cursor, p);
    }
    if (layout.trailingNewline) {
        *p++ = '\n';
    }
    out.resize(static_cast<std::size_t>(p - out.data()));
}

} // namespace strata::at1
