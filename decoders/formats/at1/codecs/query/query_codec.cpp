#include "formats/at1/codecs/query/query_codec.h"

#include "core/short_copy.h"
#include "core/worker_pool.h"
#include "formats/at1/decoded_reader.h"
#include "strata/decode_error.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cstring>

namespace strata::at1 {
namespace {

std::vector<std::string> readSegments(Reader& reader, std::string_view what) {
    const std::uint64_t count = reader.uvarint(what);
    if (count > reader.remaining() + 1) {
        reader.fail(what, std::to_string(count) + " entries cannot fit");
    }
    std::vector<std::string> segments;
    segments.reserve(count);
    for (std::uint64_t i = 0; i < count; ++i) {
        segments.emplace_back(reader.text(reader.uvarint("entry length"), "entry"));
    }
    if (!reader.atEnd()) {
        reader.fail(what, std::to_string(reader.remaining()) + " bytes after the last entry");
    }
    return segments;
}

void readMeta(const DecodedStream& meta, QueryLayout& layout) {
    parseDecoded(meta, [&](Reader& reader) {
        layout.nlines = reader.uvarint("nlines");
        const std::uint8_t trailing = reader.u8("trailing");
        if (trailing > 1) {
            reader.fail("trailing", "is " + std::to_string(trailing) + ", not 0 or 1");
        }
        layout.trailingNewline = trailing == 1;
        if (!layout.json) {
            layout.delimiter = std::string(reader.text(reader.uvarint("dlen"), "delim"));
        }
        const std::uint64_t columns = reader.uvarint("ncols");
        layout.rowsPerGroup = reader.uvarint("rg");
        layout.structuredRows = reader.uvarint("n_struct");
        layout.groupCount = reader.uvarint("nrg");
        const auto types = reader.bytes(columns, "coltypes");
        for (const auto type : types) {
            if (static_cast<std::uint8_t>(type) > 2) {
                reader.fail("coltypes",
                            "unknown column type " + std::to_string(static_cast<int>(type)));
            }
            layout.columnTypes.push_back(static_cast<std::uint8_t>(type));
        }
        if (!reader.atEnd()) {
            reader.fail("meta", std::to_string(reader.remaining()) + " bytes after coltypes");
        }
        // rg, n_struct and nrg as the corpus defines them (README, "qcolumnar (7) and qjson (8)").
        if (layout.rowsPerGroup == 0) {
            reader.fail("rg", "is 0; a row group holds at least one row");
        }
        const std::uint64_t groups = layout.structuredRows / layout.rowsPerGroup +
                                     (layout.structuredRows % layout.rowsPerGroup != 0 ? 1 : 0);
        if (groups != layout.groupCount) {
            reader.fail("nrg", std::to_string(layout.groupCount) +
                                   " is not ceil(n_struct / rg) = " + std::to_string(groups));
        }
        return 0;
    });
}

// `blocksLength` is the byte length of the blocks stream's content, the payload itself when it is
// stored.
void readIndex(const DecodedStream& index, const StreamEntry& blocks, std::uint64_t blocksLength,
               QueryLayout& layout) {
    layout.blocksStream = blocks.payload;
    parseDecoded(index, [&](Reader& reader) {
        const std::uint64_t columns = layout.columnCount();
        // Every index entry takes at least one byte.
        if (columns != 0 && layout.groupCount > reader.remaining() / columns) {
            reader.fail("index", "holds fewer than nrg x ncols entries");
        }
        std::uint64_t offset = 0;
        for (std::size_t g = 0; g < layout.groupCount; ++g) {
            for (std::size_t c = 0; c < columns; ++c) {
                QueryBlock block;
                block.group = g;
                block.column = c;
                const std::uint64_t length = reader.uvarint("index clen");
                const auto type = static_cast<QueryColumnType>(layout.columnTypes[c]);
                if (type == QueryColumnType::Integer) {
                    const std::int64_t low = reader.zigzag("integer zmin");
                    block.zone = IntegerZone{low, reader.zigzag("integer zmax")};
                } else if (type == QueryColumnType::Decimal) {
                    const double low =
                        std::bit_cast<double>(reader.le<std::uint64_t>("decimal zmin"));
                    block.zone = DecimalZone{
                        low, std::bit_cast<double>(reader.le<std::uint64_t>("decimal zmax"))};
                }
                if (length == 0 || length > blocksLength - offset) {
                    reader.fail("index clen",
                                "block (" + std::to_string(g) + "," + std::to_string(c) + ") of " +
                                    std::to_string(length) +
                                    " bytes does not fit in the 'blocks' stream at " +
                                    std::to_string(offset) + " of " + std::to_string(blocksLength));
                }
                block.offsetInBlocks = offset;
                block.range = {blocks.payload.offset + (layout.decodedBlocks ? 0 : offset), length};
                offset += length;
                layout.blocks.push_back(block);
            }
        }
        if (!reader.atEnd()) {
            reader.fail("index",
                        std::to_string(reader.remaining()) + " bytes after the last entry");
        }
        if (offset != blocksLength) {
            reader.fail("index", "blocks add up to " + std::to_string(offset) +
                                     " bytes, but 'blocks' has " + std::to_string(blocksLength));
        }
        return 0;
    });
}

template <typename T> std::optional<T> parseWhole(std::string_view text) {
    T value{};
    const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    if (result.ec != std::errc() || result.ptr != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

// The zone map is the min and max of the group's values (corpus README, "Column value
// semantics"); the blocks carry no checksum of their own, so a value outside it or one that is
// not a number in a numeric column shows the block is damaged.
template <typename T>
void checkZone(const std::vector<std::string_view>& values, const std::pair<T, T>& zone,
               const QueryBlock& block, const std::string& what) {
    for (std::size_t i = 0; i < values.size(); ++i) {
        const auto value = parseWhole<T>(values[i]);
        if (!value || *value < zone.first || *value > zone.second) {
            throw DecodeError(block.range.offset,
                              what + ": value " + std::to_string(i) + " '" +
                                  std::string(values[i].substr(0, 40)) +
                                  (value ? "' lies outside the zone map"
                                         : "' is not a number of the column's type"));
        }
    }
}

// A block's tag byte and payload: in the file, or in the decoded `blocks` stream.
std::span<const std::byte> blockBytes(const ByteSource& source, const QueryLayout& layout,
                                      const QueryBlock& block) {
    if (layout.decodedBlocks) {
        return std::span<const std::byte>(*layout.decodedBlocks)
            .subspan(block.offsetInBlocks, block.range.length);
    }
    return source.view(block.range.offset, block.range.length);
}

// Handing a row group to another thread costs tens of microseconds (a wake-up): below this many
// stored bytes, decoding it here is cheaper.
constexpr std::uint64_t worthAThread = 32 * 1024;

std::uint64_t storedGroupBytes(const QueryLayout& layout, std::size_t group) {
    std::uint64_t bytes = 0;
    for (std::size_t c = 0; c < layout.columnCount(); ++c) {
        bytes += layout.block(group, c).range.length;
    }
    return bytes;
}

} // namespace

std::string_view queryColumnTypeName(std::uint8_t type) {
    static constexpr std::string_view names[] = {"text", "integer", "decimal"};
    return type < std::size(names) ? names[type] : "unknown";
}

std::uint64_t QueryLayout::rowsInGroup(std::size_t group) const {
    const std::uint64_t first = group * rowsPerGroup;
    return std::min(rowsPerGroup, structuredRows - std::min(first, structuredRows));
}

QueryLayout readQueryMeta(const ByteSource& source, const StreamSet& streams, bool json) {
    QueryLayout layout;
    layout.json = json;
    readMeta(decodeStream(source, streams, "meta"), layout);
    return layout;
}

QueryLayout readQueryLayout(const ByteSource& source, const StreamSet& streams, bool json,
                            QueryBlocks blocksStorage) {
    QueryLayout layout = readQueryMeta(source, streams, json);
    if (json) {
        const auto templateStream = decodeStream(source, streams, "template");
        layout.segments = parseDecoded(templateStream,
                                       [](Reader& r) { return readSegments(r, "template nseg"); });
        if (layout.segments.size() != layout.columnCount() + 1) {
            throw DecodeError(
                templateStream.payload.offset,
                "template has " + std::to_string(layout.segments.size()) +
                    " segments; ncols + 1 = " + std::to_string(layout.columnCount() + 1));
        }
        const auto paths = decodeStream(source, streams, "paths");
        layout.paths =
            parseDecoded(paths, [](Reader& r) { return readSegments(r, "paths count"); });
        if (layout.paths.size() != layout.columnCount()) {
            throw DecodeError(paths.payload.offset,
                              "paths has " + std::to_string(layout.paths.size()) + " names for " +
                                  std::to_string(layout.columnCount()) + " columns");
        }
    }
    const StreamEntry* blocks = streams.find("blocks");
    if (blocks == nullptr) {
        throw DecodeError(streams.range.offset, "the stream set has no 'blocks' stream");
    }
    // The index places blocks in the stream as written: a stream the file's end cuts keeps its
    // length, and the blocks past the cut are marked.
    std::uint64_t blocksLength = blocks->payload.length + blocks->missing;
    if (blocks->backend != Backend::Stored) {
        if (blocksStorage == QueryBlocks::Stored) {
            throw DecodeError(blocks->payload.offset,
                              "stream 'blocks' is not stored; its block offsets "
                              "cannot be computed (spec: stored backend 2)");
        }
        layout.decodedBlocks = decodeStream(source, streams, "blocks").data;
        blocksLength = layout.decodedBlocks->size();
    }
    readIndex(decodeStream(source, streams, "index"), *blocks, blocksLength, layout);
    for (auto& block : layout.blocks) {
        const auto bytes = blockBytes(source, layout, block);
        block.cut = bytes.size() < block.range.length;
        block.tag = bytes.empty() ? 0 : static_cast<std::uint8_t>(bytes[0]);
    }
    return layout;
}

DecodedPayload decodeQueryBlockPayload(const ByteSource& source, const QueryLayout& layout,
                                       std::size_t group, std::size_t column) {
    const QueryBlock& block = layout.block(group, column);
    const auto bytes = blockBytes(source, layout, block);
    const std::string what = "block (" + std::to_string(group) + "," + std::to_string(column) + ")";
    if (block.cut || bytes.empty()) {
        return {{},
                DecodeError(block.range.offset,
                            what + ": the file ends inside it (" + std::to_string(bytes.size()) +
                                " of " + std::to_string(block.range.length) + " bytes)")};
    }
    if (block.tag > 1) {
        return {
            {},
            DecodeError(block.range.offset, what + ": unknown codec tag 0x" +
                                                std::string(1, "0123456789abcdef"[block.tag >> 4]) +
                                                std::string(1, "0123456789abcdef"[block.tag & 15]) +
                                                " (0x00 xz and 0x01 zstd exist)")};
    }
    const ByteRange payload = layout.decodedBlocks
                                  ? block.range
                                  : ByteRange{block.range.offset + 1, block.range.length - 1};
    return decodePayloadKeeping(block.tag == 0 ? Backend::Xz : Backend::Zstd, bytes.subspan(1),
                                payload, what);
}

BlockValues decodeQueryBlock(const ByteSource& source, const QueryLayout& layout, std::size_t group,
                             std::size_t column) {
    const QueryBlock& block = layout.block(group, column);
    const std::string what = "block (" + std::to_string(group) + "," + std::to_string(column) + ")";
    DecodedPayload payload = decodeQueryBlockPayload(source, layout, group, column);
    if (payload.damage) {
        throw *payload.damage;
    }
    BlockValues values;
    values.data = std::move(payload.data);
    // As many values as the group has rows; never more than the block's bytes allow (the row
    // counts come from the meta stream, which may be damaged).
    values.values.reserve(
        std::min<std::uint64_t>(layout.rowsInGroup(group), values.data.size() + 1));
    splitLines(asText(values.data), values.values);
    if (values.values.size() != layout.rowsInGroup(group)) {
        throw DecodeError(block.range.offset,
                          what + " holds " + std::to_string(values.values.size()) + " values for " +
                              std::to_string(layout.rowsInGroup(group)) + " rows");
    }
    if (const auto* integer = std::get_if<IntegerZone>(&block.zone)) {
        checkZone(values.values, *integer, block, what);
    } else if (const auto* decimal = std::get_if<DecimalZone>(&block.zone)) {
        checkZone(values.values, *decimal, block, what);
    }
    return values;
}

namespace {

// Makes room in `out` for a row group's rows at once (its values, their separators or template
// segments, a newline each), growing it at least twofold, rather than growing it value by value.
void reserveForGroup(const QueryLayout& layout, const std::vector<BlockValues>& group,
                     std::string& out) {
    std::uint64_t perRow = 1;
    for (const std::string& segment : layout.segments) {
        perRow += segment.size();
    }
    perRow += layout.delimiter.size() * layout.columnCount();
    std::uint64_t bytes = 0;
    std::uint64_t rows = 0;
    for (const BlockValues& values : group) {
        bytes += values.data.size();
        rows = values.values.size();
    }
    const std::uint64_t needed = out.size() + bytes + rows * perRow;
    if (needed > out.capacity()) {
        out.reserve(std::max<std::uint64_t>(needed, 2 * out.capacity()));
    }
}

} // namespace

void appendQueryRow(const QueryLayout& layout, const std::vector<BlockValues>& group,
                    std::size_t row, std::string& out) {
    // The row's length first, then every piece copied into place (rebuildQuery made room for
    // the group): a qjson row is a dozen short pieces.
    const std::size_t columns = layout.columnCount();
    std::size_t length = layout.json    ? layout.segments[columns].size()
                         : columns == 0 ? 0
                                        : layout.delimiter.size() * (columns - 1);
    for (std::size_t c = 0; c < columns; ++c) {
        length += group[c].values[row].size() + (layout.json ? layout.segments[c].size() : 0);
    }
    const std::size_t start = out.size();
    out.resize(start + length);
    char* to = out.data() + start;
    if (layout.json) {
        for (std::size_t c = 0; c < columns; ++c) {
            to = copyText(to, layout.segments[c]);
            to = copyText(to, group[c].values[row]);
        }
        copyText(to, layout.segments[columns]);
        return;
    }
    for (std::size_t c = 0; c < columns; ++c) {
        if (c != 0) {
            to = copyText(to, layout.delimiter);
        }
        to = copyText(to, group[c].values[row]);
    }
}

std::vector<std::string> queryHeaderNames(const ByteSource& source, const StreamSet& streams,
                                          const QueryLayout& layout) {
    constexpr std::uint64_t maxDecoded = std::uint64_t{64} << 20;
    const StreamEntry* modes = streams.find("row_modes");
    const StreamEntry* verbatim = streams.find("verbatim");
    const auto small = [&source](const StreamEntry* entry) {
        if (entry == nullptr) {
            return false;
        }
        const auto decodedSize = declaredDecodedSize(source, *entry);
        return decodedSize && *decodedSize <= maxDecoded;
    };
    if (layout.json || layout.nlines == 0 || layout.structuredRows == layout.nlines ||
        !small(modes) || !small(verbatim)) {
        return {};
    }
    const auto rowModes = decodeStream(source, streams, "row_modes");
    if (rowModes.data.empty() || rowModes.data[0] != std::byte{0}) {
        return {};
    }
    const auto verbatimLines = decodeStream(source, streams, "verbatim");
    std::vector<std::string_view> lines;
    splitLines(verbatimLines.text(), lines);
    if (lines.empty() || layout.delimiter.empty()) {
        return {};
    }
    std::vector<std::string> names;
    std::string_view rest = lines.front();
    for (;;) {
        const auto cut = rest.find(layout.delimiter);
        names.emplace_back(rest.substr(0, cut));
        if (cut == std::string_view::npos) {
            break;
        }
        rest.remove_prefix(cut + layout.delimiter.size());
    }
    if (names.size() != layout.columnCount() ||
        std::any_of(names.begin(), names.end(), [](const auto& n) { return n.empty(); })) {
        return {};
    }
    return names;
}

void rebuildQuery(const ByteSource& source, const StreamSet& streams, const QueryLayout& layout,
                  std::string& out) {
    const auto rowModes = decodeStream(source, streams, "row_modes");
    const auto verbatim = decodeStream(source, streams, "verbatim");
    if (rowModes.data.size() != layout.nlines) {
        throw DecodeError(rowModes.payload.offset,
                          "stream 'row_modes' has " + std::to_string(rowModes.data.size()) +
                              " entries but meta nlines is " + std::to_string(layout.nlines));
    }
    std::vector<std::string_view> verbatimLines;
    splitLines(verbatim.text(), verbatimLines);
    std::size_t verbatimIndex = 0;
    std::uint64_t structured = 0;
    const auto decodeGroup = [&source, &layout](std::size_t g) {
        std::vector<BlockValues> values;
        values.reserve(layout.columnCount());
        for (std::size_t c = 0; c < layout.columnCount(); ++c) {
            values.push_back(decodeQueryBlock(source, layout, g, c));
        }
        return values;
    };
    std::vector<BlockValues> group;
    PooledTask<std::vector<BlockValues>> ahead;
    for (std::uint64_t line = 0; line < layout.nlines; ++line) {
        if (line != 0) {
            out += '\n';
        }
        const auto mode = static_cast<std::uint8_t>(rowModes.data[line]);
        if (mode == 0) {
            if (verbatimIndex >= verbatimLines.size()) {
                throw DecodeError(verbatim.payload.offset,
                                  "stream 'verbatim' runs out of lines at line " +
                                      std::to_string(line));
            }
            out += verbatimLines[verbatimIndex++];
            continue;
        }
        if (mode != 1) {
            throw DecodeError(rowModes.payload.offset, "stream 'row_modes': line " +
                                                           std::to_string(line) + " has mode " +
                                                           std::to_string(mode));
        }
        if (structured >= layout.structuredRows) {
            throw DecodeError(rowModes.payload.offset,
                              "stream 'row_modes' has more structured lines than n_struct " +
                                  std::to_string(layout.structuredRows));
        }
        const std::size_t g = structured / layout.rowsPerGroup;
        const std::size_t r = structured % layout.rowsPerGroup;
        if (r == 0) {
            // Row groups are independent: the next one decodes on another core meanwhile, when
            // it is large enough to pay for waking a thread (qjson2 templates hold small groups
            // and are themselves rebuilt on both cores).
            group = ahead.valid() ? ahead.get() : decodeGroup(g);
            reserveForGroup(layout, group, out);
            if (g + 1 < layout.groupCount && storedGroupBytes(layout, g + 1) >= worthAThread) {
                ahead =
                    WorkerPool::shared().submit([&decodeGroup, g] { return decodeGroup(g + 1); });
            }
        }
        appendQueryRow(layout, group, r, out);
        ++structured;
    }
    if (structured != layout.structuredRows) {
        throw DecodeError(rowModes.payload.offset, "stream 'row_modes' has " +
                                                       std::to_string(structured) +
                                                       " structured lines; n_struct is " +
                                                       std::to_string(layout.structuredRows));
    }
    if (layout.trailingNewline) {
        out += '\n';
    }
}

SectionCodec readQColumnarSection(const ByteSource& source, const ContainerLayout& container,
                                  std::size_t section, const SectionCodec& /*before*/,
                                  std::vector<Diagnostic>&) {
    return readQueryLayout(source, streamSetOf(source, container.sections[section]), false);
}

SectionCodec readQJsonSection(const ByteSource& source, const ContainerLayout& container,
                              std::size_t section, const SectionCodec& /*before*/,
                              std::vector<Diagnostic>&) {
    return readQueryLayout(source, streamSetOf(source, container.sections[section]), true);
}

} // namespace strata::at1
