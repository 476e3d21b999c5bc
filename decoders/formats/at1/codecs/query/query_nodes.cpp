#include "formats/at1/codecs/query/query_nodes.h"

#include "core/grouped_children.h"
#include "core/labels.h"
#include "core/reader.h"
#include "formats/at1/container.h"
#include "formats/at1/decoded_reader.h"
#include "formats/at1/stream_layer.h"
#include "strata/decode_error.h"
#include "strata/value_text.h"

#include <bit>

namespace strata::at1 {
namespace {

// Values show at most this many bytes of text: a node label, not a viewer.
constexpr std::size_t textPreview = 200;

std::string zoneText(const ZoneMap& zone) {
    if (const auto* integer = std::get_if<IntegerZone>(&zone)) {
        return std::to_string(integer->first) + " .. " + std::to_string(integer->second);
    }
    if (const auto* decimal = std::get_if<DecimalZone>(&zone)) {
        std::string text;
        appendShortest(text, decimal->first);
        text += " .. ";
        appendShortest(text, decimal->second);
        return text;
    }
    return "";
}

std::string_view tagName(std::uint8_t tag) {
    return tag == 0 ? "xz" : (tag == 1 ? "zstd" : "unknown tag");
}

// One footer index entry: clen and the zone map its column's type has, over their bytes.
struct IndexEntry {
    ByteRange range;
    ByteRange clenRange;
    std::uint64_t clen = 0;
    std::optional<std::pair<ByteRange, std::string>> zmin;
    std::optional<std::pair<ByteRange, std::string>> zmax;
};

IndexEntry readIndexEntry(Reader& reader, const QueryLayout& layout, std::size_t column) {
    IndexEntry entry;
    const std::uint64_t start = reader.position();
    entry.clen = reader.uvarint("index clen");
    entry.clenRange = {start, reader.position() - start};
    const auto readZone = [&](auto read) {
        std::uint64_t from = reader.position();
        const std::string low = read("zmin");
        entry.zmin.emplace(ByteRange{from, reader.position() - from}, low);
        from = reader.position();
        const std::string high = read("zmax");
        entry.zmax.emplace(ByteRange{from, reader.position() - from}, high);
    };
    const auto type = static_cast<QueryColumnType>(layout.columnTypes[column]);
    if (type == QueryColumnType::Integer) {
        readZone([&reader](std::string_view what) { return std::to_string(reader.zigzag(what)); });
    } else if (type == QueryColumnType::Decimal) {
        readZone([&reader](std::string_view what) {
            std::string text;
            appendShortest(text, std::bit_cast<double>(reader.le<std::uint64_t>(what)));
            return text;
        });
    }
    entry.range = {start, reader.position() - start};
    return entry;
}

// Entry `i` (row group i / ncols, column i % ncols) as a node, with the block offset it gives.
void addIndexEntryNode(const IndexEntry& entry, const QueryLayout& layout, std::uint64_t i,
                       const Layer& layer, Node& parent) {
    const std::size_t columns = layout.columnCount();
    std::string summary = "clen " + std::to_string(entry.clen);
    if (entry.zmin) {
        summary += ", zone " + entry.zmin->second + " .. " + entry.zmax->second;
    }
    const bool known = i < layout.blocks.size();
    if (known) {
        summary += ", block at " + std::to_string(layout.blocks[i].offsetInBlocks);
    }
    Node& node = addChildInLayer(parent, &layer,
                                 std::make_unique<Node>("entry (" + std::to_string(i / columns) +
                                                            "," + std::to_string(i % columns) + ")",
                                                        NodeKind::Metadata, entry.range, summary));
    if (known) {
        node.addField("offset_in_blocks", layout.blocks[i].offsetInBlocks);
    }
    node.addChild("clen", NodeKind::Metadata, entry.clenRange, std::to_string(entry.clen));
    if (entry.zmin) {
        node.addChild("zmin", NodeKind::Metadata, entry.zmin->first, entry.zmin->second);
        node.addChild("zmax", NodeKind::Metadata, entry.zmax->first, entry.zmax->second);
    }
}

// A block's decoded values: its lines, 512 to a group, over their bytes in the block's layer.
void addBlockValues(const Layer& values, Node& block) {
    const auto bytes = layerBytes(values);
    addLayerDamage(*bytes, values, block);
    const std::string_view text = asText(bytes->source->bytes());
    // Where every 512th value starts, and the end: a group's bytes run between two of them.
    auto starts = std::make_shared<std::vector<std::uint64_t>>();
    std::uint64_t count = 0;
    for (std::uint64_t at = 0;;) {
        if (count % childGroupSize == 0) {
            starts->push_back(at);
        }
        ++count;
        const auto end = text.find('\n', at);
        if (end == std::string_view::npos) {
            break;
        }
        at = end + 1;
    }
    starts->push_back(text.size() + 1);
    addGroupedChildren(
        block, count, "values",
        [&values, starts](Node& group, std::uint64_t first, std::uint64_t end) {
            const auto bytes = layerBytes(values);
            const std::string_view text = asText(bytes->source->bytes());
            std::uint64_t at = (*starts)[first / childGroupSize];
            for (std::uint64_t i = first; i < end && at <= text.size(); ++i) {
                const std::uint64_t stop = std::min(text.find('\n', at), text.size());
                addChildInLayer(
                    group, &values,
                    std::make_unique<Node>(
                        "value " + std::to_string(i), NodeKind::Data, ByteRange{at, stop - at},
                        stringNodeValue(printableText(text.substr(at, stop - at), textPreview))));
                at = stop + 1;
            }
        },
        {&values, [starts](std::uint64_t first, std::uint64_t end) {
             const std::uint64_t from = (*starts)[first / childGroupSize];
             const std::uint64_t to = (*starts)[(end + childGroupSize - 1) / childGroupSize] - 1;
             return ByteRange{from, to - std::min(to, from)};
         }});
}

void addRowGroup(const ByteSourcePtr& source, const Layer& layer, std::span<const std::byte> blocks,
                 const std::shared_ptr<const QueryLayout>& kept, std::size_t g, Node& owner) {
    const QueryLayout& layout = *kept;
    ByteRange range{0, 0};
    if (layout.columnCount() != 0) {
        const QueryBlock& first = layout.block(g, 0);
        const QueryBlock& last = layout.block(g, layout.columnCount() - 1);
        range = {first.offsetInBlocks,
                 last.offsetInBlocks + last.range.length - first.offsetInBlocks};
    }
    Node& group = owner.addChildIn(
        layer, std::make_unique<Node>(rowGroupLabel(g), NodeKind::Group, range,
                                      std::to_string(layout.rowsInGroup(g)) + " rows"));
    group.addField("rows", layout.rowsInGroup(g));
    group.addField("first_structured_row", std::uint64_t{g * layout.rowsPerGroup});
    for (std::size_t c = 0; c < layout.columnCount(); ++c) {
        const QueryBlock& block = layout.block(g, c);
        const std::string tag(tagName(block.tag));
        std::string summary = tag + ", " + std::to_string(block.range.length) + " bytes";
        const std::string zone = zoneText(block.zone);
        if (!zone.empty()) {
            summary += ", zone " + zone;
        }
        Node& node = group.addChild(
            columnLabel(c, layout.json ? layout.paths[c] : ""),
            block.tag <= 1 ? NodeKind::Data : NodeKind::Damaged,
            {block.offsetInBlocks, block.range.length},
            block.tag <= 1 ? summary : "unknown block codec tag " + std::to_string(block.tag));
        node.addField("clen", block.range.length);
        node.addField("offset_in_blocks", block.offsetInBlocks);
        node.addField("file_offset", block.range.offset);
        node.addField("tag", tag);
        if (const auto* integer = std::get_if<IntegerZone>(&block.zone)) {
            node.addField("zmin", integer->first);
            node.addField("zmax", integer->second);
        } else if (const auto* decimal = std::get_if<DecimalZone>(&block.zone)) {
            node.addField("zmin", decimal->first);
            node.addField("zmax", decimal->second);
        }
        if (block.tag > 1) {
            continue;
        }
        // The tag byte, then the payload whose decoded values are the block's own layer.
        node.addChild("tag", NodeKind::Header, {block.offsetInBlocks, 1}, tag);
        node.addChild("payload", NodeKind::Data, {block.offsetInBlocks + 1, block.range.length - 1},
                      countText(block.range.length - 1, "byte"));
        const auto payload = blocks.subspan(
            std::min<std::uint64_t>(block.offsetInBlocks + 1, blocks.size()),
            std::min<std::uint64_t>(
                block.range.length - 1,
                blocks.size() - std::min<std::uint64_t>(block.offsetInBlocks + 1, blocks.size())));
        const Backend backend = block.tag == 0 ? Backend::Xz : Backend::Zstd;
        const auto size = declaredSize(backend, payload);
        node.addLayer(std::make_shared<Layer>(
            "values", layerOriginText(tag, block.range.length - 1, size), size,
            [source, kept, g, c, path = node.path()](const JobControl&) {
                DecodedPayload decoded = decodeQueryBlockPayload(*source, *kept, g, c);
                return keptLayerBytes(std::move(decoded.data), decoded.damage, path);
            }));
        node.setChildGenerator([](Node& blockNode) {
            // The tag and payload nodes were added before: the values follow them.
            addBlockValues(*blockNode.layers().front(), blockNode);
        });
    }
}

// qcolumnar/qjson: meta, template and paths as fields.
void describeQuery(const QueryLayout& layout, Node& streamNode, std::string_view name) {
    if (name == "meta") {
        streamNode.addField("nlines", layout.nlines);
        streamNode.addField("trailing", layout.trailingNewline);
        if (!layout.json) {
            streamNode.addField("delim", printableText(layout.delimiter));
        }
        streamNode.addField("ncols", std::uint64_t{layout.columnCount()});
        streamNode.addField("rg", layout.rowsPerGroup);
        streamNode.addField("n_struct", layout.structuredRows);
        streamNode.addField("nrg", layout.groupCount);
        std::string types;
        for (const auto type : layout.columnTypes) {
            types += (types.empty() ? "" : ",") + std::string(queryColumnTypeName(type));
        }
        streamNode.addField("coltypes", types);
    } else if (name == "template") {
        streamNode.addField("nseg", std::uint64_t{layout.segments.size()});
        for (std::size_t i = 0; i < layout.segments.size(); ++i) {
            streamNode.addField("seg[" + std::to_string(i) + "]",
                                printableText(layout.segments[i]));
        }
    } else if (name == "paths") {
        for (std::size_t i = 0; i < layout.paths.size(); ++i) {
            streamNode.addField("path[" + std::to_string(i) + "]", printableText(layout.paths[i]));
        }
    } else if (name == "index") {
        streamNode.addField("entries", std::uint64_t{layout.blocks.size()});
    } else if (name == "blocks") {
        streamNode.addField("row_groups", layout.groupCount);
    }
}

} // namespace

void addIndexEntries(const Layer& layer, std::shared_ptr<const QueryLayout> layout, Node& owner) {
    const auto bytes = layerBytes(layer);
    const std::size_t columns = layout->columnCount();
    if (columns == 0) {
        return;
    }
    // Where every 512th entry starts, and the end of the last: a group's bytes run between two.
    auto starts = std::make_shared<std::vector<std::uint64_t>>();
    std::uint64_t count = 0;
    const std::uint64_t expected = layout->groupCount * columns;
    Reader reader(bytes->source->bytes(), 0);
    std::uint64_t end = 0; // of the last entry that reads
    try {
        for (; count < expected && !reader.atEnd(); ++count) {
            if (count % childGroupSize == 0) {
                starts->push_back(reader.position());
            }
            readIndexEntry(reader, *layout, count % columns);
            end = reader.position();
        }
    } catch (const DecodeError& error) {
        addDamageIn(layer, owner, error.offset(),
                    "decoded byte " + std::to_string(error.offset()) + ": " + error.what());
    }
    starts->push_back(end);
    addGroupedChildren(
        owner, count, "entries",
        [&layer, layout, starts](Node& group, std::uint64_t first, std::uint64_t end) {
            const auto bytes = layerBytes(layer);
            Reader reader(bytes->source->bytes(), 0);
            reader.seek((*starts)[first / childGroupSize], "index entry");
            for (std::uint64_t i = first; i < end; ++i) {
                addIndexEntryNode(readIndexEntry(reader, *layout, i % layout->columnCount()),
                                  *layout, i, layer, group);
            }
        },
        {&layer, [starts](std::uint64_t first, std::uint64_t end) {
             const std::uint64_t from = (*starts)[first / childGroupSize];
             const std::uint64_t to = (*starts)[(end + childGroupSize - 1) / childGroupSize];
             return ByteRange{from, to - std::min(to, from)};
         }});
}

void addRowGroups(const ByteSourcePtr& source, const Layer& layer,
                  std::shared_ptr<const QueryLayout> layout, Node& owner) {
    const auto bytes = layerBytes(layer);
    for (std::size_t g = 0; g < layout->groupCount; ++g) {
        addRowGroup(source, layer, bytes->source->bytes(), layout, g, owner);
    }
}

void describeQueryStream(const ByteSource& source, const FileLayout& file, std::size_t section,
                         const StreamEntry& stream, Node& node) {
    const SectionCodec& layout = file.codecs[section];
    if (const auto* query = layout.find<QueryLayout>()) {
        describeQuery(*query, node, stream.name);
        return;
    }
    // A set whose layout did not read still shows what its meta says.
    if (!layout.empty() || (stream.name != "meta" && stream.name != "blocks")) {
        return;
    }
    try {
        describeQuery(readQueryMeta(source, streamSetOf(source, file.container.sections[section]),
                                    file.container.codecId == qjsonCodecId),
                      node, stream.name);
    } catch (const DecodeError&) {
        // The meta stream's nodes show the damage.
    }
}

bool addQueryStreamContent(const ExpandedStream& expanded) {
    const auto* query = expanded.file->codecs[expanded.section].find<QueryLayout>();
    if (query == nullptr) {
        return false;
    }
    const std::shared_ptr<const QueryLayout> kept(expanded.file, query);
    if (expanded.stream.name == "index") {
        addIndexEntries(expanded.layer, kept, expanded.node);
        return true;
    }
    if (expanded.stream.name == "blocks") {
        addRowGroups(expanded.source, expanded.layer, kept, expanded.node);
        return true;
    }
    return false;
}

// Each column's blocks in every row group of `blocks`.
std::vector<StreamColumn> queryStreamColumns(const ByteSource&, const StreamSet&,
                                             const SectionCodec& layout, std::string_view stream) {
    std::vector<StreamColumn> columns;
    const auto* query = layout.find<QueryLayout>();
    if (query == nullptr || stream != "blocks" || query->columnCount() == 0) {
        return columns;
    }
    for (std::size_t c = 0; c < query->columnCount(); ++c) {
        std::uint64_t bytes = 0;
        for (std::size_t g = 0; g * query->columnCount() + c < query->blocks.size(); ++g) {
            bytes += query->block(g, c).range.length;
        }
        columns.push_back(
            {columnLabel(c, query->json ? query->paths[c] : ""), bytes, std::nullopt});
    }
    return columns;
}

} // namespace strata::at1
