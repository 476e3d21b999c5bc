#include "formats/at1/codecs/embed/embed_codec.h"

#include "formats/at1/codecs/embed/npy_header.h"
#include "strata/value_text.h"

#include <array>
#include <optional>

namespace strata::at1 {

namespace {

// The widest element the public decoder accepts (at1-codecs.md section 6): `<c16` is 16 bytes,
// `<U8` 32.
constexpr std::uint64_t maxWidth = 32;
// A wider 2-D array shows one element per row: a table of more columns than this is unusable.
constexpr std::uint64_t maxGridColumns = 1024;

// The data stream: width x count bytes in byte planes.
std::string_view readPlanes(CodecStreams& streams, const EmbedMeta& meta) {
    const DecodedStream& data = streams.stream("data");
    const std::uint64_t size = data.data.size();
    // width * n must be the size of `data`; compared by division so it cannot overflow.
    if (size % meta.width != 0 || size / meta.width != meta.count) {
        StreamCursor(data).fail("holds " + std::to_string(size) + " bytes, not width " +
                                std::to_string(meta.width) + " x n " + std::to_string(meta.count));
    }
    return data.text();
}

// How an array's elements become rows, or nullopt when the section is no whole array.
struct ItemLayout {
    std::optional<NpyItemType> type; // nullopt: elements as hex
    std::uint64_t width = 1;
    std::uint64_t rows = 0;
    std::uint64_t gridColumns = 0; // 0: one row per element
    bool fortranOrder = false;
};

std::optional<ItemLayout> itemLayout(const EmbedMeta& meta) {
    const auto header = readNpyHeader(meta.header);
    if (!header) {
        return std::nullopt;
    }
    std::uint64_t elements = 1;
    for (const std::uint64_t extent : header->shape) {
        if (extent != 0 && elements > meta.count / extent) {
            return std::nullopt;
        }
        elements *= extent;
    }
    // The writer falls back to width 1 when the data is not a whole number of elements.
    if (elements != meta.count) {
        return std::nullopt;
    }
    ItemLayout layout;
    layout.width = meta.width;
    layout.type = npyItemType(header->descr);
    if (layout.type && layout.type->width != meta.width) {
        return std::nullopt;
    }
    layout.fortranOrder = header->fortranOrder;
    if (header->shape.size() == 2 && header->shape[1] != 0 && header->shape[1] <= maxGridColumns) {
        layout.rows = header->shape[0];
        layout.gridColumns = header->shape[1];
    } else {
        layout.rows = meta.count;
    }
    return layout;
}

std::string typeDescription(const ItemLayout& layout) {
    if (!layout.type) {
        return "bytes";
    }
    const std::string bits = std::to_string(8 * layout.width);
    switch (layout.type->type) {
    case LogicalType::Float32:
    case LogicalType::Float64:
        return "float" + bits;
    case LogicalType::Int64:
        return "int" + bits;
    default:
        return "uint" + bits;
    }
}

// The elements one after the other, from their byte planes (at1-codecs.md section 6).
void appendElements(const EmbedMeta& meta, std::string_view planes, std::string& out) {
    const std::uint64_t width = meta.width;
    const std::uint64_t count = meta.count;
    if (width == 1) {
        out += planes;
        return;
    }
    // Plane b holds byte b of every element: out[e * width + b] = data[b * n + e].
    const std::size_t start = out.size();
    out.resize(start + planes.size());
    char* elements = out.data() + start;
    for (std::uint64_t b = 0; b < width; ++b) {
        const char* plane = planes.data() + b * count;
        for (std::uint64_t e = 0; e < count; ++e) {
            elements[e * width + b] = plane[e];
        }
    }
}

} // namespace

EmbedMeta readEmbedMeta(CodecStreams& streams) {
    StreamCursor cursor = streams.cursor("meta");
    EmbedMeta meta;
    meta.width = cursor.varint("width");
    meta.header = cursor.lpString("header");
    meta.count = cursor.varint("n");
    if (meta.width < 1 || meta.width > maxWidth) {
        cursor.fail("width " + std::to_string(meta.width) + " is outside 1.." +
                    std::to_string(maxWidth));
    }
    // The public decoder ignores bytes after n; writers leave none.
    cursor.expectEnd();
    return meta;
}

void rebuildEmbed(CodecStreams& streams, std::string& out) {
    const EmbedMeta meta = readEmbedMeta(streams);
    const std::string_view planes = readPlanes(streams, meta);
    out.reserve(out.size() + meta.header.size() + planes.size());
    out += meta.header;
    appendElements(meta, planes, out);
}

void appendEmbedElements(CodecStreams& streams, std::string& out) {
    const EmbedMeta meta = readEmbedMeta(streams);
    appendElements(meta, readPlanes(streams, meta), out);
}

// The writer stores elements wider than a byte only under a .npy header that describes them
// (at1-codecs.md section 6): such a header that does not is damage, reported rather than
// silently showing no table. A width-1 section without a usable header is the writer's fallback.
std::optional<ItemLayout> checkedItemLayout(CodecStreams& streams) {
    const EmbedMeta meta = readEmbedMeta(streams);
    readPlanes(streams, meta); // n is no more elements than `data` holds

    auto layout = itemLayout(meta);
    if (!layout && meta.width > 1) {
        StreamCursor(streams.stream("meta"))
            .fail("the .npy header does not describe " + std::to_string(meta.count) +
                  " elements of " + std::to_string(meta.width) + " bytes: the array has no table");
    }
    return layout;
}

std::uint64_t EmbedRecords::rowCount(CodecStreams& streams) const {
    const auto layout = checkedItemLayout(streams);
    return layout ? layout->rows : 0;
}

std::vector<Column> EmbedRecords::columns(CodecStreams& streams) const {
    const auto layout = itemLayout(readEmbedMeta(streams));
    if (!layout) {
        return {};
    }
    const LogicalType type = layout->type ? layout->type->type : LogicalType::String;
    const std::string encoding = typeDescription(*layout);
    if (layout->gridColumns == 0) {
        return {{"index", LogicalType::UInt64, {}, {}}, {"value", type, encoding, {}}};
    }
    std::vector<Column> columns{{"row", LogicalType::UInt64, {}, {}}};
    for (std::uint64_t c = 0; c < layout->gridColumns; ++c) {
        columns.push_back({std::to_string(c), type, encoding, {}});
    }
    return columns;
}

void EmbedRecords::readRecords(CodecStreams& streams, std::vector<RecordColumn>& out) const {
    const EmbedMeta meta = readEmbedMeta(streams);
    const auto layout = itemLayout(meta);
    if (!layout) {
        return;
    }
    const std::string_view planes = readPlanes(streams, meta);
    std::array<std::byte, maxWidth> element{};
    // Gathers element e's bytes from the planes and appends its cell, whose bytes are the
    // element's in the `elements` layer.
    const auto appendElement = [&](RecordColumn& column, std::uint64_t e) {
        column.notePlace("data", embedElementsLayerName, {e * layout->width, layout->width});
        for (std::uint64_t b = 0; b < layout->width; ++b) {
            element[b] = static_cast<std::byte>(planes[b * meta.count + e]);
        }
        if (layout->type) {
            appendNpyItem(column, *layout->type, element.data());
        } else {
            column.appendString(hexBytes(element.data(), layout->width));
        }
    };
    const std::uint64_t columns = layout->gridColumns;
    for (std::uint64_t row = 0; row < layout->rows; ++row) {
        if (columns == 0) {
            // A list's index is its element too, as in a Blosc2 item table.
            out[0].notePlace("data", embedElementsLayerName, {row * layout->width, layout->width});
        }
        out[0].appendInt(static_cast<std::int64_t>(row));
        if (columns == 0) {
            appendElement(out[1], row);
            continue;
        }
        for (std::uint64_t c = 0; c < columns; ++c) {
            appendElement(out[1 + c],
                          layout->fortranOrder ? c * layout->rows + row : row * columns + c);
        }
    }
}

} // namespace strata::at1
