#include "formats/at1/codecs/columnar/columnar_nodes.h"

#include "core/grouped_children.h"
#include "formats/at1/codecs/columnar/column_cursor.h"
#include "formats/at1/codecs/columnar/column_walk.h"
#include "formats/at1/container.h"
#include "formats/at1/decoded_reader.h"
#include "formats/at1/stream_content.h"
#include "formats/at1/stream_layer.h"
#include "strata/decode_error.h"
#include "strata/value_text.h"

#include <algorithm>

namespace strata::at1 {
namespace {

// Values show at most this many bytes of text: a node label, not a viewer.
constexpr std::size_t textPreview = 200;

std::string valueText(const ColumnCursor& cursor) {
    if (cursor.isNumber()) {
        char text[maxNumberText];
        return std::string(text, static_cast<std::size_t>(cursor.write(text) - text));
    }
    return stringNodeValue(printableText(cursor.text(), textPreview));
}

ByteRange spanOf(ByteRange a, ByteRange b) {
    const std::uint64_t begin = std::min(a.offset, b.offset);
    return {begin, std::max(a.end(), b.end()) - begin};
}

// Column k's values in groups of 512, each group over the bytes its values come from.
void addColumnValues(const Layer& layer, const std::shared_ptr<const ColumnarLayout>& layout,
                     std::size_t k, Node& column) {
    const auto bytes = layerBytes(layer);
    auto opened = openCursors(asText(bytes->source->bytes()), *layout, k);
    if (opened.cursors.size() <= k) {
        return; // the head's damage is shown with the head
    }
    auto groupRanges = std::make_shared<std::vector<ByteRange>>();
    std::uint64_t count = 0;
    try {
        walkValues(opened.cursors, k, 0, opened.cursors[k].count(),
                   [&](std::uint64_t i, const ColumnCursor& cursor) {
                       if (i % childGroupSize == 0) {
                           groupRanges->push_back(cursor.valueRange());
                       }
                       groupRanges->back() = spanOf(groupRanges->back(), cursor.valueRange());
                       count = i + 1;
                   });
    } catch (const DecodeError& error) {
        addDamageIn(layer, column, error.offset(), error.what());
    }
    addGroupedChildren(
        column, count, "values",
        [&layer, layout, k](Node& group, std::uint64_t first, std::uint64_t end) {
            const auto bytes = layerBytes(layer);
            auto cursors = openCursors(asText(bytes->source->bytes()), *layout, k).cursors;
            if (cursors.size() <= k) {
                return;
            }
            try {
                walkValues(cursors, k, first, end,
                           [&group](std::uint64_t i, const ColumnCursor& cursor) {
                               group.addChild("value " + std::to_string(i), NodeKind::Data,
                                              cursor.valueRange(), valueText(cursor));
                           });
            } catch (const DecodeError&) {
                // Shown once, on the column.
            }
        },
        {nullptr, [groupRanges](std::uint64_t first, std::uint64_t) {
             return (*groupRanges)[first / childGroupSize];
         }});
}

// Column k's head fields and entries, then its values.
void addColumnContent(const Layer& layer, const std::shared_ptr<const ColumnarLayout>& layout,
                      std::size_t k, Node& column) {
    const auto bytes = layerBytes(layer);
    auto opened = openCursors(asText(bytes->source->bytes()), *layout, k);
    if (opened.cursors.size() <= k) {
        if (opened.damage) {
            addDamageIn(layer, column, opened.damage->offset(), opened.damage->what());
        }
        return;
    }
    const ColumnCursor& cursor = opened.cursors[k];
    for (const auto& part : cursor.headParts()) {
        column.addChild(std::string(part.name), NodeKind::Metadata, part.range,
                        fieldValueText(part.value));
    }
    const auto& entries = cursor.entries();
    if (!entries.empty()) {
        // "dict entries", "24 dict entries" (countText would write "entrys").
        const std::string_view singular = cursor.entryNoun();
        const std::string plural =
            singular.ends_with('y') ? std::string(singular.substr(0, singular.size() - 1)) + "ies"
                                    : std::string(singular) + "s";
        Node& list =
            column.addChild(plural, NodeKind::Metadata,
                            spanOf(cursor.rangeOf(entries.front()), cursor.rangeOf(entries.back())),
                            std::to_string(entries.size()) + ' ' +
                                (entries.size() == 1 ? std::string(singular) : plural));
        const std::string noun(cursor.entryNoun());
        addGroupedChildren(
            list, entries.size(), "entries",
            [&layer, layout, k, noun](Node& group, std::uint64_t first, std::uint64_t end) {
                const auto bytes = layerBytes(layer);
                const auto cursors = openCursors(asText(bytes->source->bytes()), *layout, k);
                if (cursors.cursors.size() <= k) {
                    return;
                }
                const ColumnCursor& cursor = cursors.cursors[k];
                for (std::uint64_t i = first; i < end && i < cursor.entries().size(); ++i) {
                    const std::string_view entry = cursor.entries()[i];
                    group.addChild(noun + " " + std::to_string(i), NodeKind::Data,
                                   cursor.rangeOf(entry),
                                   stringNodeValue(printableText(entry, textPreview)));
                }
            });
    }
    addColumnValues(layer, layout, k, column);
}

// Columnar: what meta and header say, as fields of their streams.
void describeColumnar(const ColumnarSection& layout, Node& streamNode, std::string_view name) {
    if (name == "meta") {
        streamNode.addField("nrows", layout.nrows);
        streamNode.addField("trailing_nl", layout.trailingNewline);
        streamNode.addField("has_header", layout.shape->hasHeader);
        streamNode.addField("delim", printableText(layout.shape->delimiter));
        streamNode.addField("ncols", std::uint64_t{layout.shape->columnTypes.size()});
        streamNode.addField("structured_rows", layout.structuredRows);
        return;
    }
    if (name == "header") {
        streamNode.addField("header", printableText(layout.shape->header));
    }
}

} // namespace

void addColumnChunks(const Layer& layer, std::shared_ptr<const ColumnarLayout> layout,
                     Node& owner) {
    const auto bytes = layerBytes(layer);
    const std::string_view values = asText(bytes->source->bytes());
    const std::size_t columns = layout->shape->columnTypes.size();
    // Every head is read here, for the columns' summaries; values wait for their groups.
    const auto opened = columns == 0 ? OpenedCursors{} : openCursors(values, *layout, columns - 1);
    for (std::size_t k = 0; k < columns; ++k) {
        const std::string name =
            k < layout->shape->headerNames.size() ? layout->shape->headerNames[k] : "";
        const std::string type(columnTypeName(layout->shape->columnTypes[k]));
        Node& column = owner.addChildIn(
            layer, std::make_unique<Node>(columnLabel(k, name), NodeKind::Data,
                                          chunkRange(*layout, k, values.size()), type));
        column.addField("type", type);
        column.addField("chunk_len", layout->chunkLengths[k]);
        column.addField("quotemode", std::uint64_t{layout->shape->quoteModes[k]});
        if (k < opened.cursors.size()) {
            const ColumnCursor& cursor = opened.cursors[k];
            column.addField("count", cursor.count());
            std::string summary = type + ", " + countText(cursor.count(), "value");
            for (const auto& parameter : cursor.parameters()) {
                column.addField(parameter.name, parameter.value);
                summary += ", " + parameter.name + " " + fieldValueText(parameter.value);
            }
            column.setValue(summary);
        }
        column.setChildGenerator(
            [&layer, layout, k](Node& node) { addColumnContent(layer, layout, k, node); });
    }
    if (opened.damage) {
        addDamageIn(layer, owner, opened.damage->offset(), opened.damage->what());
    }
}

void addQuoteBits(const Layer& layer, const Layer& values,
                  std::shared_ptr<const ColumnarLayout> layout, Node& owner) {
    const std::size_t columns = layout->shape->columnTypes.size();
    if (columns == 0) {
        return;
    }
    const auto valueBytes = layerBytes(values);
    const auto opened = openCursors(asText(valueBytes->source->bytes()), *layout, columns - 1);
    const auto bits = layerBytes(layer);
    const std::span<const std::byte> data = bits->source->bytes();
    std::uint64_t offset = 0;
    for (std::size_t k = 0; k < columns && k < layout->shape->quoteModes.size(); ++k) {
        if (layout->shape->quoteModes[k] != quoteMixed) {
            continue;
        }
        if (k >= opened.cursors.size()) {
            // Without the chunk's head the bitmap's length is unknown, and so where the next is.
            addDamageIn(layer, owner, offset,
                        "column " + std::to_string(k) +
                            "'s quote bits: its value count is unknown (its chunk in 'values' "
                            "does not read)");
            return;
        }
        const std::uint64_t count = opened.cursors[k].count();
        const std::uint64_t length = (count + 7) / 8;
        if (offset + length > data.size()) {
            addDamageIn(
                layer, owner, offset,
                "column " + std::to_string(k) + " needs " + countText(length, "byte") +
                    " of quote bits; " +
                    countText(data.size() - std::min<std::uint64_t>(offset, data.size()), "byte") +
                    " are left");
            return;
        }
        std::uint64_t quoted = 0;
        for (std::uint64_t i = 0; i < count; ++i) {
            quoted += (std::to_integer<unsigned>(data[offset + i / 8]) >> (i % 8)) & 1u;
        }
        const std::string name =
            k < layout->shape->headerNames.size() ? layout->shape->headerNames[k] : "";
        Node& column = owner.addChildIn(
            layer, std::make_unique<Node>(
                       columnLabel(k, name), NodeKind::Metadata, ByteRange{offset, length},
                       std::to_string(quoted) + " of " + countText(count, "value") + " quoted"));
        column.addField("values", count);
        column.addField("quoted", quoted);
        offset += length;
    }
}

void describeColumnarStream(const ByteSource&, const FileLayout& file, std::size_t section,
                            const StreamEntry& stream, Node& node) {
    if (const auto* columnar = file.codecs[section].find<ColumnarSection>()) {
        describeColumnar(*columnar, node, stream.name);
    }
}

bool addColumnarStreamContent(const ExpandedStream& expanded) {
    const auto* columnar = expanded.file->codecs[expanded.section].find<ColumnarSection>();
    if (columnar == nullptr ||
        (expanded.stream.name != "values" && expanded.stream.name != "quotebits")) {
        return false;
    }
    std::shared_ptr<const ColumnarLayout> kept;
    try {
        kept = std::make_shared<const ColumnarLayout>(
            withChunkLengths(*expanded.source, *expanded.set, *columnar));
    } catch (const DecodeError&) {
        return false; // opening read them: a file changed since
    }
    if (expanded.stream.name == "values") {
        addColumnChunks(expanded.layer, kept, expanded.node);
        return true;
    }
    if (expanded.stream.name == "quotebits") {
        // The bitmaps' lengths are the columns' value counts, which their chunks in `values` say.
        if (const Layer* values = siblingLayer(expanded.node, "values")) {
            addQuoteBits(expanded.layer, *values, kept, expanded.node);
        }
        return true;
    }
    return false;
}

// Each column's chunk in `values`, whose length col_index gives (at1-spec "Columnar").
std::vector<StreamColumn> columnarStreamColumns(const ByteSource& source, const StreamSet& set,
                                                const SectionCodec& layout,
                                                std::string_view stream) {
    std::vector<StreamColumn> columns;
    const auto* columnar = layout.find<ColumnarSection>();
    if (columnar == nullptr || stream != "values") {
        return columns;
    }
    std::vector<std::uint64_t> chunkLengths;
    try {
        chunkLengths = withChunkLengths(source, set, *columnar).chunkLengths;
    } catch (const DecodeError&) {
        return columns; // opening read them: a file changed since
    }
    for (std::size_t k = 0; k < chunkLengths.size(); ++k) {
        const std::string name =
            k < columnar->shape->headerNames.size() ? columnar->shape->headerNames[k] : "";
        columns.push_back({columnLabel(k, name), chunkLengths[k], chunkLengths[k]});
    }
    return columns;
}

} // namespace strata::at1
