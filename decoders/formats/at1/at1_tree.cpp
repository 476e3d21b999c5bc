#include "formats/at1/at1_tree.h"

#include "core/grouped_children.h"
#include "formats/at1/at1_table.h"
#include "formats/at1/bundle_entry_tree.h"
#include "formats/at1/bundle_manifest.h"
#include "formats/at1/columnar_nodes.h"
#include "formats/at1/decoded_reader.h"
#include "formats/at1/dicom_elements.h"
#include "formats/at1/dicom_nodes.h"
#include "formats/at1/embed_codec.h"
#include "formats/at1/json_codec.h"
#include "formats/at1/npy_header.h"
#include "formats/at1/query_nodes.h"
#include "formats/at1/stream_layer.h"
#include "formats/at1/stream_nodes.h"
#include "strata/decode_error.h"
#include "strata/value_text.h"

namespace strata::at1 {
namespace {

std::string sizeText(std::uint64_t bytes) {
    return std::to_string(bytes) + " bytes";
}

// Columnar: what meta and header say, as fields of their streams.
void describeColumnar(const ColumnarLayout& layout, Node& streamNode, std::string_view name) {
    if (name == "meta") {
        streamNode.addField("nrows", layout.nrows);
        streamNode.addField("trailing_nl", layout.trailingNewline);
        streamNode.addField("has_header", layout.hasHeader);
        streamNode.addField("delim", printableText(layout.delimiter));
        streamNode.addField("ncols", std::uint64_t{layout.columnTypes.size()});
        streamNode.addField("structured_rows", layout.structuredRows);
        return;
    }
    if (name == "header") {
        streamNode.addField("header", printableText(layout.header));
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

// Bundle: every entry stream names the file it holds (at1-codecs.md section 12).
void describeBundle(const BundleLayout& layout, Node& streamNode, std::string_view name) {
    if (name == "manifest") {
        streamNode.addField("entries", std::uint64_t{layout.entries.size()});
    } else if (const BundleEntryLayout* entry = layout.entryOfStream(name)) {
        streamNode.addField("entry_name", printableText(entry->name));
        streamNode.setValue("entry '" + printableText(entry->name) + "', " + streamNode.value());
    }
}

// Embed: the .npy header's dict as fields of the meta stream (at1-codecs.md section 6). The meta
// stream is small: it is decoded when the tree is built.
void describeNpyHeader(const ByteSource& source, const StreamSet& set, Node& metaNode) {
    try {
        CodecStreams streams(source, set);
        if (const auto header = readNpyHeader(readEmbedMeta(streams).header)) {
            metaNode.addField("descr", printableText(header->descr));
            metaNode.addField("fortran_order", header->fortranOrder);
            metaNode.addField("shape", header->shapeText());
        }
    } catch (const DecodeError&) {
        // Rebuilding the original reports the damage.
    }
}

// Embed: the data stream's byte planes in its layer, plane b holding byte b of every element
// (section 6), and the elements the planes give as a layer of their own, where a table cell's
// bytes lie.
void addBytePlanes(const ByteSourcePtr& source, std::shared_ptr<const StreamSet> set,
                   const Layer& layer, Node& dataNode) {
    try {
        CodecStreams streams(*source, *set);
        const EmbedMeta meta = readEmbedMeta(streams);
        dataNode.addLayer(std::make_shared<Layer>(
            std::string(embedElementsLayerName),
            "byte planes undone: " + groupedDigits(meta.count) +
                (meta.count == 1 ? " element of " : " elements of ") +
                countText(meta.width, "byte"),
            layer.size(), [source, set, path = dataNode.path()](const JobControl&) {
                std::string elements;
                std::optional<DecodeError> damage;
                try {
                    CodecStreams elementStreams(*source, *set);
                    appendEmbedElements(elementStreams, elements);
                } catch (const DecodeError& error) {
                    damage = error;
                }
                const auto* bytes = reinterpret_cast<const std::byte*>(elements.data());
                return keptLayerBytes(Bytes(bytes, bytes + elements.size()), damage, path);
            }));
        for (std::uint64_t b = 0; b < meta.width && meta.width > 1; ++b) {
            dataNode.addChildIn(
                layer, std::make_unique<Node>("plane " + std::to_string(b), NodeKind::Data,
                                              ByteRange{b * meta.count, meta.count},
                                              "byte " + std::to_string(b) + " of " +
                                                  std::to_string(meta.count) + " elements"));
        }
    } catch (const DecodeError&) {
        // Rebuilding the original reports the damage.
    }
}

// Bundle: each entry's name where the manifest gives it (at1-codecs.md section 12).
void addManifestNames(const Layer& layer, const LayerBytes& bytes, Node& manifest) {
    auto names = std::make_shared<std::vector<ByteRange>>();
    try {
        for (const ManifestName& found : findManifestNames(asText(bytes.source->bytes()))) {
            names->push_back({found.offset, found.name.size()});
        }
    } catch (const DecodeError& error) {
        addDamageIn(layer, manifest, error.offset(),
                    "decoded byte " + std::to_string(error.offset()) + ": " + error.what());
    }
    addGroupedChildren(
        manifest, names->size(), "names",
        [&layer, names](Node& group, std::uint64_t first, std::uint64_t end) {
            const auto held = layerBytes(layer);
            const std::string_view text = asText(held->source->bytes());
            for (std::uint64_t k = first; k < end; ++k) {
                const ByteRange range = (*names)[k];
                addChildInLayer(
                    group, &layer,
                    std::make_unique<Node>("name " + std::to_string(k), NodeKind::Metadata, range,
                                           printableText(text.substr(range.offset, range.length))));
            }
        },
        {&layer, [names](std::uint64_t first, std::uint64_t last) {
             return ByteRange{(*names)[first].offset,
                              (*names)[last - 1].end() - (*names)[first].offset};
         }});
}

// Dicom: the pixels `pix` holds (at1-codecs.md section 10), as `meta` describes them (mode 1,
// transform, decode class, rows, cols, samples, bits). With transform 3 they are byte planes, the
// high bytes of every 16-bit sample, then the low bytes. Otherwise they are samples one row of
// `cols x samples` after another (the row the horizontal delta restarts in and the vertical delta
// steps by; a multi-frame file kept with transform 0 holds its frames one after another).
void addPixels(const ByteSource& source, const StreamSet& set, const Layer& layer,
               const LayerBytes& bytes, Node& pixNode) {
    constexpr std::uint8_t pixelMode = 1;
    constexpr std::uint8_t bytePlanes = 3;
    std::uint8_t transform = 0;
    std::uint64_t rows = 0;
    std::uint64_t rowBytes = 0;
    try {
        CodecStreams streams(source, set);
        Reader meta(streams.stream("meta").data, 0);
        if (meta.u8("mode") != pixelMode) {
            return;
        }
        transform = meta.u8("transform");
        meta.u8("decode class");
        rows = meta.uvarint("rows");
        const std::uint64_t cols = meta.uvarint("cols");
        const std::uint64_t samples = meta.uvarint("samples");
        const std::uint64_t sampleBytes = meta.uvarint("bits") == 8 ? 1 : 2;
        if (__builtin_mul_overflow(cols, samples, &rowBytes) ||
            __builtin_mul_overflow(rowBytes, sampleBytes, &rowBytes)) {
            rowBytes = 0;
        }
    } catch (const DecodeError&) {
        return; // rebuilding the original reports the damage
    }
    const std::uint64_t size = bytes.source->size();
    if (transform == bytePlanes) {
        const std::uint64_t half = size / 2;
        pixNode.addChildIn(
            layer, std::make_unique<Node>("high bytes", NodeKind::Data, ByteRange{0, half},
                                          "byte 1 of " + std::to_string(half) + " samples"));
        pixNode.addChildIn(
            layer, std::make_unique<Node>("low bytes", NodeKind::Data, ByteRange{half, half},
                                          "byte 0 of " + std::to_string(half) + " samples"));
        return;
    }
    if (rowBytes == 0 || rowBytes > size) {
        return; // no whole row: rebuilding the original reports the size
    }
    const std::uint64_t count = size / rowBytes;
    // Rows past the image's are the next frames' (transform 0 keeps any size).
    const bool frames = rows > 0 && count > rows;
    addGroupedChildren(
        pixNode, count, "rows",
        [&layer, rows, rowBytes, frames](Node& group, std::uint64_t first, std::uint64_t end) {
            for (std::uint64_t r = first; r < end; ++r) {
                const std::string label = frames ? "frame " + std::to_string(r / rows) + ", row " +
                                                       std::to_string(r % rows)
                                                 : "row " + std::to_string(r);
                addChildInLayer(group, &layer,
                                std::make_unique<Node>(label, NodeKind::Data,
                                                       ByteRange{r * rowBytes, rowBytes},
                                                       countText(rowBytes, "byte")));
            }
        },
        {&layer, [rowBytes](std::uint64_t first, std::uint64_t end) {
             return ByteRange{first * rowBytes, (end - first) * rowBytes};
         }});
}

// Json: the key path of each value column, as the table names them (jsondoc keeps none).
std::vector<std::string> jsonColumnNames(const ByteSource& source, const StreamSet& set,
                                         std::uint8_t codecId) {
    if (codecId != static_cast<std::uint8_t>(Codec::Json)) {
        return {};
    }
    try {
        CodecStreams streams(source, set);
        return jsonValueColumnNames(streams);
    } catch (const DecodeError&) {
        return {}; // rebuilding the original reports the damage
    }
}

// The decoded layer of stream `name` beside a stream's node (in the same stream set).
const Layer* siblingLayer(const Node& stream, std::string_view name) {
    if (stream.parent() == nullptr) {
        return nullptr;
    }
    for (const auto& sibling : stream.parent()->children()) {
        if (sibling->label() == streamLabel(name)) {
            sibling->children(); // its layer is made with the nodes in it
            return sibling->layers().empty() ? nullptr : sibling->layers().front().get();
        }
    }
    return nullptr;
}

// Vcf: whether POS is delta-coded, the meta's fourth field (`varint nlines, byte trailing, varint
// nsamp, byte pos_delta`, at1-codecs.md section 7); nullopt when the meta does not hold it.
std::optional<bool> vcfPositionDeltas(const Node& posStream) {
    const Layer* meta = siblingLayer(posStream, "meta");
    if (meta == nullptr) {
        return std::nullopt;
    }
    try {
        const auto bytes = layerBytes(*meta);
        Reader reader(bytes->source->bytes(), 0);
        reader.uvarint("nlines");
        reader.u8("trailing");
        reader.uvarint("nsamp");
        return reader.u8("pos_delta") != 0;
    } catch (const DecodeError&) {
        return std::nullopt; // the meta stream's nodes show the damage
    }
}

// Qjson2: a template's `t<i>:` stream is a stream of the qjson set the template's streams make
// (at1-codecs.md section 8), shown as qjson's: meta, template and paths by their shapes, the
// index entries and row groups from the template's layout. False for another stream.
bool addTemplateStreamContent(const ByteSourcePtr& source, const StreamSet& set,
                              const StreamEntry& stream, const Layer& layer, Node& node) {
    const std::string_view name = stream.name;
    const auto colon = name.find(':');
    if (name.empty() || name[0] != 't' || colon == std::string_view::npos) {
        return false;
    }
    const std::string_view inner = name.substr(colon + 1);
    if (inner == "index" || inner == "blocks") {
        try {
            const StreamSet nested = nestedStreamSet(set, name.substr(0, colon + 1));
            auto layout = std::make_shared<const QueryLayout>(
                readQueryLayout(*source, nested, true, QueryBlocks::AnyBackend));
            if (inner == "index") {
                addIndexEntries(layer, std::move(layout), node);
            } else {
                addRowGroups(source, layer, std::move(layout), node);
            }
        } catch (const DecodeError&) {
            // Rebuilding the original reports the damage, naming the template.
        }
        return true;
    }
    if (const StreamShape* shape =
            findStreamShape(static_cast<std::uint8_t>(Codec::QJson), inner)) {
        addStreamValues(layer, *shape, node);
    }
    return true;
}

// What a stream's decoded layer holds, as nodes in it; the layer is decoded here, when the
// stream's node is expanded.
void addStreamContent(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
                      std::size_t index, const StreamEntry& stream, const Layer& layer,
                      Node& node) {
    const auto bytes = layerBytes(layer);
    addLayerDamage(*bytes, layer, node);
    const SectionCodec& codec = file->codecs[index];
    const std::uint8_t codecId = file->container.codecId;
    const StreamSet& set = *file->container.sections[index].streams;
    if (const auto* columnar = std::get_if<ColumnarLayout>(&codec);
        columnar != nullptr && stream.name == "values") {
        addColumnChunks(layer, std::shared_ptr<const ColumnarLayout>(file, columnar), node);
        return;
    }
    if (const auto* columnar = std::get_if<ColumnarLayout>(&codec);
        columnar != nullptr && stream.name == "quotebits") {
        // The bitmaps' lengths are the columns' value counts, which their chunks in `values` say.
        if (const Layer* values = siblingLayer(node, "values")) {
            addQuoteBits(layer, *values, std::shared_ptr<const ColumnarLayout>(file, columnar),
                         node);
        }
        return;
    }
    if (const auto* query = std::get_if<QueryLayout>(&codec)) {
        const std::shared_ptr<const QueryLayout> kept(file, query);
        if (stream.name == "index") {
            addIndexEntries(layer, kept, node);
            return;
        }
        if (stream.name == "blocks") {
            addRowGroups(source, layer, kept, node);
            return;
        }
    }
    if (const auto* bundle = std::get_if<BundleLayout>(&codec)) {
        if (stream.name == "manifest") {
            addManifestNames(layer, *bytes, node);
            return;
        }
        if (const BundleEntryLayout* entry = bundle->entryOfStream(stream.name)) {
            if (bytes->diagnostics.empty()) { // else the damage is shown
                addBundleEntryTree(bytes->source, *entry, node);
            }
            return;
        }
    }
    if (codecId == static_cast<std::uint8_t>(Codec::Embed) && stream.name == "data") {
        addBytePlanes(source, std::shared_ptr<const StreamSet>(file, &set), layer, node);
        return;
    }
    if (codecId == static_cast<std::uint8_t>(Codec::Dicom) && stream.name == "pix") {
        addPixels(*source, set, layer, *bytes, node);
        return;
    }
    if (codecId == static_cast<std::uint8_t>(Codec::QJson2)) {
        if (addTemplateStreamContent(source, set, stream, layer, node)) {
            return;
        }
    }
    if (codecId == static_cast<std::uint8_t>(Codec::Vcf) && stream.name == "pos") {
        if (const auto deltas = vcfPositionDeltas(node)) {
            addStreamValues(layer, vcfPositionShape(*deltas), node);
        }
        return;
    }
    if (codecId == static_cast<std::uint8_t>(Codec::Dicom) && stream.name == "suf") {
        // The elements after the pixel data are in the VR encoding `pre`'s transfer syntax says.
        if (const Layer* pre = siblingLayer(node, "pre")) {
            const auto preBytes = layerBytes(*pre);
            addDicomDataSetElements(
                layer, dicomExplicitVr(readDicomElements(asText(preBytes->source->bytes()))), node);
        }
        return;
    }
    if (const StreamShape* shape = findStreamShape(codecId, stream.name)) {
        if (shape->layout == StreamLayout::ValueChunks) {
            if (const Layer* index = siblingLayer(node, "value_index")) {
                addValueChunks(layer, *index, *shape, jsonColumnNames(*source, set, codecId), node);
            }
            return;
        }
        if (shape->layout == StreamLayout::Skeleton) {
            if (const Layer* colids = siblingLayer(node, "colids")) {
                addSkeletonValues(layer, *colids, node);
            }
            return;
        }
        addStreamValues(layer, *shape, node);
    }
}

// The columns a stream holds one after another, with the bytes each takes there: a columnar
// set's `values` (each column's chunk, col_index, at1-spec "Columnar") and a qcolumnar set's
// `blocks` (each column's blocks in every row group); empty for other streams.
std::vector<std::pair<std::string, std::uint64_t>> streamColumns(const SectionCodec& codec,
                                                                 std::string_view stream) {
    std::vector<std::pair<std::string, std::uint64_t>> columns;
    if (const auto* columnar = std::get_if<ColumnarLayout>(&codec);
        columnar && stream == "values") {
        for (std::size_t k = 0; k < columnar->chunkLengths.size(); ++k) {
            const std::string name =
                k < columnar->headerNames.size() ? columnar->headerNames[k] : "";
            columns.emplace_back(columnLabel(k, name), columnar->chunkLengths[k]);
        }
    } else if (const auto* query = std::get_if<QueryLayout>(&codec);
               query && stream == "blocks" && query->columnCount() != 0) {
        for (std::size_t c = 0; c < query->columnCount(); ++c) {
            std::uint64_t bytes = 0;
            for (std::size_t g = 0; g * query->columnCount() + c < query->blocks.size(); ++g) {
                bytes += query->block(g, c).range.length;
            }
            columns.emplace_back(columnLabel(c, query->json ? query->paths[c] : ""), bytes);
        }
    }
    return columns;
}

// A stream entry's bytes: its name and lengths (metadata), then its payload, in the stream's
// backend. A stream of columns splits its payload among them in proportion to the bytes each
// column takes in the decoded stream (the compressed bytes of one column cannot be told
// apart); a column's decoded size is its chunk's length where col_index gives it.
ByteShares streamShares(const StreamEntry& stream, const SectionCodec& codec, NodeKind kind) {
    const std::string backend(backendName(stream.backend));
    ByteShares shares;
    shares.push_back({.column = {},
                      .codec = {},
                      .kind = NodeKind::Metadata,
                      .bytes = stream.payload.offset - stream.entry.offset,
                      .decodedSize = std::nullopt});
    const auto columns = streamColumns(codec, stream.name);
    if (columns.empty()) {
        shares.push_back({.column = {},
                          .codec = backend,
                          .kind = kind,
                          .bytes = stream.payload.length,
                          .decodedSize = stream.decodedSize});
    } else {
        std::vector<std::uint64_t> weights;
        for (const auto& column : columns) {
            weights.push_back(column.second);
        }
        const auto parts = apportion(stream.payload.length, weights);
        const bool chunks = std::holds_alternative<ColumnarLayout>(codec);
        for (std::size_t k = 0; k < columns.size(); ++k) {
            shares.push_back(
                {.column = columns[k].first,
                 .codec = backend,
                 .kind = NodeKind::Data,
                 .bytes = parts[k],
                 .decodedSize = chunks ? std::optional(columns[k].second) : std::nullopt});
        }
    }
    shares.push_back({.column = {},
                      .codec = {},
                      .kind = NodeKind::Metadata,
                      .bytes = stream.entry.end() - stream.payload.end(),
                      .decodedSize = std::nullopt});
    return shares;
}

std::optional<QueryLayout> queryMetaOfDamagedSet(const ByteSource& source, const FileLayout& file,
                                                 std::size_t index) {
    const auto codec = static_cast<Codec>(file.container.codecId);
    const auto& streams = file.container.sections[index].streams;
    if ((codec != Codec::QColumnar && codec != Codec::QJson) || !streams ||
        !std::holds_alternative<std::monostate>(file.codecs[index])) {
        return std::nullopt;
    }
    try {
        return readQueryMeta(source, *streams, codec == Codec::QJson);
    } catch (const DecodeError&) {
        return std::nullopt; // the meta stream's nodes show the damage
    }
}

// The first error that opening found in a stream's stored bytes (an xz stream that does not
// decode), if any.
std::optional<Diagnostic> streamDamage(const FileLayout& file, const StreamEntry& stream) {
    for (const Diagnostic& diagnostic : file.diagnostics) {
        if (diagnostic.severity == Severity::Error && stream.payload.contains(diagnostic.offset)) {
            return diagnostic;
        }
    }
    return std::nullopt;
}

// The stored bytes of a damaged stream from where the damage was found.
ByteRange damagedPart(const StreamEntry& stream, const Diagnostic& damage) {
    return {damage.offset, stream.payload.end() - damage.offset};
}

void addStreamSet(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
                  std::size_t index, Node& parent) {
    const Section& section = file->container.sections[index];
    const StreamSet& set = *section.streams;
    Node& setNode = parent.addChild("stream set", NodeKind::Group, set.range,
                                    std::to_string(set.streams.size()) + " streams");
    setNode.addField("n_streams", std::uint64_t{set.streams.size()});
    const SectionCodec& codec = file->codecs[index];
    // A qcolumnar or qjson set whose layout did not read still shows what its meta says.
    const std::optional<QueryLayout> metaOnly = queryMetaOfDamagedSet(*source, *file, index);
    // Children produced later read the set: they keep the file layout alive.
    const std::shared_ptr<const StreamSet> keptSet(file, &set);
    for (const auto& stream : set.streams) {
        std::string summary(backendName(stream.backend));
        summary += ", " + sizeText(stream.payload.length);
        if (stream.decodedSize) {
            summary += " -> " + sizeText(*stream.decodedSize) + " (" +
                       compressionRatioText(*stream.decodedSize, stream.payload.length) + ")";
        }
        // A stream of fields (meta, a qjson template) is metadata; the others hold data.
        const StreamShape* shape = findStreamShape(file->container.codecId, stream.name);
        const NodeKind kind = shape != nullptr && shape->layout == StreamLayout::Fields
                                  ? NodeKind::Metadata
                                  : NodeKind::Data;
        Node& node = setNode.addChild(streamLabel(stream.name), kind, stream.entry, summary);
        node.addField("name", stream.name);
        node.addField("backend", std::string(backendName(stream.backend)));
        node.addField("compressed_size", stream.payload.length);
        if (stream.decodedSize) {
            node.addField("decoded_size", *stream.decodedSize);
            node.addField("ratio",
                          compressionRatioText(*stream.decodedSize, stream.payload.length));
        }
        node.addField("payload_offset", stream.payload.offset);
        node.setSizeRole({.column = {},
                          .codec = std::string(backendName(stream.backend)),
                          .unit = true,
                          .decodedSize = stream.decodedSize});
        node.setByteShares([file, index, &stream, kind] {
            return streamShares(stream, file->codecs[index], kind);
        });
        if (const auto* columnar = std::get_if<ColumnarLayout>(&codec)) {
            describeColumnar(*columnar, node, stream.name);
        } else if (const auto* query = std::get_if<QueryLayout>(&codec)) {
            describeQuery(*query, node, stream.name);
        } else if (metaOnly && (stream.name == "meta" || stream.name == "blocks")) {
            describeQuery(*metaOnly, node, stream.name);
        } else if (const auto* bundle = std::get_if<BundleLayout>(&codec)) {
            describeBundle(*bundle, node, stream.name);
        } else if (file->container.codecId == static_cast<std::uint8_t>(Codec::Embed) &&
                   stream.name == "meta") {
            describeNpyHeader(*source, set, node);
        }
        // A stream that opening found damaged shows so in the file's bytes, from the damage on,
        // before and after it is expanded.
        const std::optional<Diagnostic> damage = streamDamage(*file, stream);
        if (damage) {
            node.setChildKinds([range = damagedPart(stream, *damage)] {
                return KindSpans{{range, NodeKind::Damaged}};
            });
        }
        // The stream's decoded bytes are a layer of its node, made and filled on expand.
        node.setChildGenerator([source, file, index, &stream, keptSet, damage](Node& streamNode) {
            const Layer& layer =
                streamNode.addLayer(makeStreamLayer(source, keptSet, stream, streamNode.path()));
            addStreamContent(source, file, index, stream, layer, streamNode);
            if (damage) {
                streamNode.addChild("damaged", NodeKind::Damaged, damagedPart(stream, *damage),
                                    damage->message);
            }
        });
    }
}

void addRawData(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
                std::size_t index, Node& parent) {
    const Section& section = file->container.sections[index];
    std::string summary(backendName(section.rawBackend));
    summary += ", " + sizeText(section.body.length);
    if (section.rawDeclaredSize) {
        summary += " -> " + sizeText(*section.rawDeclaredSize) + " (" +
                   compressionRatioText(*section.rawDeclaredSize, section.body.length) + ")";
    }
    if (section.rawBackendOffset) {
        parent.addChild("backend", NodeKind::Metadata, {*section.rawBackendOffset, 1},
                        std::string(backendName(section.rawBackend)));
    }
    Node& data = parent.addChild("raw data", NodeKind::Data, section.body, summary);
    data.addField("backend", std::string(backendName(section.rawBackend)));
    data.addField("compressed_size", section.body.length);
    if (section.rawDeclaredSize) {
        data.addField("decoded_size", *section.rawDeclaredSize);
    }
    data.setSizeRole({.column = {},
                      .codec = std::string(backendName(section.rawBackend)),
                      .unit = true,
                      .decodedSize = section.rawDeclaredSize});
    // The decoded original is a layer of the node, made on expand as the rebuild decodes it.
    // Generators run later: they keep the file layout alive.
    const std::shared_ptr<const Section> kept(file, &section);
    data.setChildGenerator(
        [source, kept, what = sectionLabel(file->container, index) + " raw data"](Node& node) {
            const Layer& layer = node.addLayer(makePayloadLayer(
                source, kept->rawBackend, kept->body, kept->rawDeclaredSize, what, node.path()));
            addLayerDamage(*layerBytes(layer), layer, node);
        });
}

void addSection(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
                std::size_t index, Node& root) {
    const auto& container = file->container;
    const Section& section = container.sections[index];
    Node* parent = &root;
    if (container.streaming && section.methodOffset == 0 && section.damage) {
        // The framing itself is unreadable: the bytes up to the next frame are one damaged range.
        root.addChild(sectionLabel(container, index), NodeKind::Damaged, section.range,
                      section.damage->message);
        return;
    }
    if (container.streaming) {
        const std::string method =
            section.method == 0 ? "structured" : (section.method == 1 ? "raw" : "unknown");
        Node& frame =
            root.addChild(sectionLabel(container, index), NodeKind::Group, section.range,
                          "method " + std::to_string(section.method) + " (" + method + ")");
        const std::uint64_t payloadLength = section.range.end() - section.methodOffset;
        frame.addField("payload_len", payloadLength);
        frame.addField("method", std::uint64_t{section.method});
        frame.setSizeRole({.column = {}, .codec = {}, .unit = true, .decodedSize = std::nullopt});
        if (section.methodOffset != 0) {
            frame.addChild("payload_len", NodeKind::Header,
                           {section.range.offset, section.methodOffset - section.range.offset},
                           std::to_string(payloadLength));
            frame.addChild("method", NodeKind::Header, {section.methodOffset, 1}, method);
        }
        parent = &frame;
    }
    if (section.damage) {
        parent->addChild("damaged", NodeKind::Damaged, {section.damage->offset, 0},
                         section.damage->message);
    }
    if (!section.structured) {
        Node* rawParent = parent;
        if (!container.streaming) {
            rawParent = &root.addChild("raw payload", NodeKind::Group, section.range, "RAW");
        }
        addRawData(source, file, index, *rawParent);
    } else if (section.streams) {
        addStreamSet(source, file, index, *parent);
    }
}

} // namespace

std::unique_ptr<Node> buildTree(ByteSourcePtr source, std::shared_ptr<const FileLayout> file) {
    const auto& container = file->container;
    auto root = std::make_unique<Node>("file", NodeKind::File, ByteRange{0, source->size()});
    if (!container.header.length) {
        for (const auto& diagnostic : container.diagnostics) {
            root->addChild("damaged", NodeKind::Damaged, {diagnostic.offset, 0},
                           diagnostic.message);
        }
        return root;
    }
    const std::string codec(codecName(container.codecId).value_or("unknown"));
    const std::string summary = std::string(container.streaming ? "streaming" : "whole-file") +
                                " container, codec " + codec + " (" +
                                std::to_string(container.codecId) + "), " +
                                std::string(dialectName(container.dialect)) + " dialect";
    root->setValue(summary);
    Node& header = root->addChild("header", NodeKind::Header, container.header, summary);
    header.addField("magic", std::string(container.streaming ? "AT1\\x03" : "AT1\\x02"));
    header.addField("container", std::string(container.streaming ? "streaming" : "whole-file"));
    header.addField("codec_id", std::uint64_t{container.codecId});
    header.addField("codec", codec);
    header.addField("dialect", std::string(dialectName(container.dialect)));
    if (!container.headerValid) {
        for (const auto& diagnostic : container.diagnostics) {
            root->addChild("damaged", NodeKind::Damaged, {diagnostic.offset, 0},
                           diagnostic.message);
        }
        return root;
    }
    if (container.streaming) {
        if (container.chunkLinesRange.length != 0) {
            root->addChild("chunk_lines", NodeKind::Header, container.chunkLinesRange,
                           std::to_string(container.chunkLines));
        }
        root->addField("frames", std::uint64_t{container.sections.size()});
    }
    for (std::size_t i = 0; i < container.sections.size(); ++i) {
        addSection(source, file, i, *root);
    }
    for (const auto& diagnostic : container.diagnostics) {
        if (diagnostic.nodePath == "file") {
            root->addChild("damaged", NodeKind::Damaged, {diagnostic.offset, 0},
                           diagnostic.message);
        }
    }
    if (container.trailer) {
        Node& trailer = root->addChild("trailer", NodeKind::Metadata, container.trailer->range,
                                       "SHA-256 " + hexBytes(container.trailer->sha256.data(), 32));
        trailer.addField("sha256", hexBytes(container.trailer->sha256.data(), 32));
        trailer.addField("magic", std::string("A1 53 36 01"));
    }
    return root;
}

} // namespace strata::at1
