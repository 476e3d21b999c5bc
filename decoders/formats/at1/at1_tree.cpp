#include "formats/at1/at1_tree.h"

#include "core/grouped_children.h"
#include "formats/at1/codec_table.h"
#include "formats/at1/decoded_reader.h"
#include "formats/at1/stream_content.h"
#include "formats/at1/stream_layer.h"
#include "strata/byte_kinds.h"
#include "strata/decode_error.h"
#include "strata/value_text.h"

#include <algorithm>

namespace strata::at1 {
namespace {

std::string sizeText(std::uint64_t bytes) {
    return std::to_string(bytes) + " bytes";
}

// What a stream's decoded layer holds, as nodes in it; the layer is decoded here, when the
// stream's node is expanded.
void addStreamContent(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
                      std::size_t index, const std::shared_ptr<const StreamSet>& set,
                      const StreamEntry& stream, const Layer& layer, Node& node) {
    const auto bytes = layerBytes(layer);
    addLayerDamage(*bytes, layer, node);
    const Codec& codec = *file->codec();
    if (codec.streamContent != nullptr &&
        codec.streamContent({source, file, index, set, stream, layer, *bytes, node})) {
        return;
    }
    if (const StreamShape* shape = findShape(codec.streams, stream.name)) {
        addShapedContent(layer, *shape, {}, node);
    }
}

// A stream entry's bytes: its name and lengths (metadata), then its payload, in the stream's
// backend. A stream of columns splits its payload among them in proportion to the bytes each
// column takes in the decoded stream (the compressed bytes of one column cannot be told
// apart); a column's decoded size is its chunk's length where col_index gives it.
ByteShares streamShares(const ByteSource& source, const StreamSet& set, const StreamEntry& stream,
                        std::optional<std::uint64_t> decodedSize, StreamColumns streamColumns,
                        const SectionCodec& layout, NodeKind kind) {
    const std::string backend(backendName(stream.backend));
    ByteShares shares;
    shares.push_back({.column = {},
                      .codec = {},
                      .kind = NodeKind::Metadata,
                      .bytes = stream.payload.offset - stream.entry.offset,
                      .decodedSize = std::nullopt});
    const auto columns = streamColumns == nullptr ? std::vector<StreamColumn>{}
                                                  : streamColumns(source, set, layout, stream.name);
    if (columns.empty()) {
        shares.push_back({.column = {},
                          .codec = backend,
                          .kind = kind,
                          .bytes = stream.payload.length,
                          .decodedSize = decodedSize});
    } else {
        std::vector<std::uint64_t> weights;
        for (const auto& column : columns) {
            weights.push_back(column.bytes);
        }
        const auto parts = apportion(stream.payload.length, weights);
        for (std::size_t k = 0; k < columns.size(); ++k) {
            shares.push_back({.column = columns[k].label,
                              .codec = backend,
                              .kind = NodeKind::Data,
                              .bytes = parts[k],
                              .decodedSize = columns[k].decodedSize});
        }
    }
    shares.push_back({.column = {},
                      .codec = {},
                      .kind = NodeKind::Metadata,
                      .bytes = stream.entry.end() - stream.payload.end(),
                      .decodedSize = std::nullopt});
    return shares;
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
    // Parsed again from the file (the layout keeps none); the children made later read it, and
    // keep it alive.
    const auto keptSet =
        std::make_shared<const StreamSet>(streamSetOf(*source, file->container.sections[index]));
    const StreamSet& set = *keptSet;
    Node& setNode = parent.addChild("stream set", NodeKind::Group, set.range,
                                    std::to_string(set.streams.size()) + " streams");
    setNode.addField("n_streams", std::uint64_t{set.streams.size()});
    const Codec& codec = *file->codec();
    for (const auto& stream : set.streams) {
        const auto decodedSize = declaredDecodedSize(*source, stream);
        std::string summary(backendName(stream.backend));
        summary += ", " + sizeText(stream.payload.length);
        if (decodedSize) {
            summary += " -> " + sizeText(*decodedSize) + " (" +
                       compressionRatioText(*decodedSize, stream.payload.length) + ")";
        }
        // A stream of fields (meta, a qjson template) is metadata; the others hold data.
        const StreamShape* shape = findShape(codec.streams, stream.name);
        const NodeKind kind = shape != nullptr && shape->layout == StreamLayout::Fields
                                  ? NodeKind::Metadata
                                  : NodeKind::Data;
        Node& node = setNode.addChild(streamLabel(stream.name), kind, stream.entry, summary);
        node.addField("name", stream.name);
        node.addField("backend", std::string(backendName(stream.backend)));
        node.addField("compressed_size", stream.payload.length);
        if (decodedSize) {
            node.addField("decoded_size", *decodedSize);
            node.addField("ratio", compressionRatioText(*decodedSize, stream.payload.length));
        }
        node.addField("payload_offset", stream.payload.offset);
        node.setSizeRole({.column = {},
                          .codec = std::string(backendName(stream.backend)),
                          .unit = true,
                          .decodedSize = decodedSize});
        node.setByteShares([source, file, index, keptSet, &stream, decodedSize,
                            columns = codec.streamColumns, kind] {
            return streamShares(*source, *keptSet, stream, decodedSize, columns,
                                file->codecs[index], kind);
        });
        if (codec.streamFields != nullptr) {
            codec.streamFields(*source, *file, index, stream, node);
        }
        // A stream that opening found damaged shows so in the file's bytes, from the damage on,
        // before and after it is expanded.
        const std::optional<Diagnostic> damage = streamDamage(*file, stream);
        if (damage) {
            node.setChildKinds([range = damagedPart(stream, *damage)] {
                return KindSpans{{range, NodeKind::Damaged}};
            });
        } else if (!codec.streamContentInFile) {
            // Its children lie in its decoded layer: check need not decode the stream to walk
            // them (a file of 100,000 frames decoded each of its streams once more for that).
            node.setDamageReportedElsewhere();
        }
        // The stream's decoded bytes are a layer of its node, made and filled on expand.
        node.setChildGenerator([source, file, index, &stream, keptSet, damage](Node& streamNode) {
            const Layer& layer =
                streamNode.addLayer(makeStreamLayer(source, keptSet, stream, streamNode.path()));
            addStreamContent(source, file, index, keptSet, stream, layer, streamNode);
            if (damage) {
                streamNode.addChild("damaged", NodeKind::Damaged, damagedPart(stream, *damage),
                                    damage->message);
            }
        });
    }
}

void addRawData(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
                std::size_t index, Node& parent) {
    const Section section = file->container.sections[index];
    const auto declared = rawDeclaredSize(*source, section);
    std::string summary(backendName(section.rawBackend));
    summary += ", " + sizeText(section.body.length);
    if (declared) {
        summary += " -> " + sizeText(*declared) + " (" +
                   compressionRatioText(*declared, section.body.length) + ")";
    }
    if (section.rawBackendByte) {
        parent.addChild("backend", NodeKind::Metadata, {section.body.offset - 1, 1},
                        std::string(backendName(section.rawBackend)));
    }
    Node& data = parent.addChild("raw data", NodeKind::Data, section.body, summary);
    data.addField("backend", std::string(backendName(section.rawBackend)));
    data.addField("compressed_size", section.body.length);
    if (declared) {
        data.addField("decoded_size", *declared);
    }
    data.setSizeRole({.column = {},
                      .codec = std::string(backendName(section.rawBackend)),
                      .unit = true,
                      .decodedSize = declared});
    // The decoded original is a layer of the node, made on expand as the rebuild decodes it.
    data.setChildGenerator([source, backend = section.rawBackend, body = section.body, declared,
                            what = sectionLabel(file->container, index) + " raw data"](Node& node) {
        const Layer& layer =
            node.addLayer(makePayloadLayer(source, backend, body, declared, what, node.path()));
        addLayerDamage(*layerBytes(layer), layer, node);
    });
}

// What a section holds below its framing: its damage, and its raw data or its stream set.
void addSectionContent(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
                       std::size_t index, Node& parent, Node& root) {
    const auto& container = file->container;
    const Section section = container.sections[index];
    if (section.damage) {
        parent.addChild("damaged", NodeKind::Damaged, {section.damage->offset, 0},
                        section.damage->message);
    }
    if (!section.structured) {
        Node* rawParent = &parent;
        if (!container.streaming) {
            rawParent = &root.addChild("raw payload", NodeKind::Group, section.range, "RAW");
        }
        addRawData(source, file, index, *rawParent);
    } else if (section.hasStreams) {
        addStreamSet(source, file, index, parent);
    }
}

std::string_view methodName(std::uint8_t method) {
    return method == 0 ? "structured" : (method == 1 ? "raw" : "unknown");
}

// Where the open's diagnostics are, in order: a frame none of them lies in shows no damage of
// its own when it is expanded.
using DamageOffsets = std::vector<std::uint64_t>;

std::shared_ptr<const DamageOffsets> damageOffsets(const FileLayout& file) {
    auto offsets = std::make_shared<DamageOffsets>();
    for (const Diagnostic& diagnostic : file.diagnostics) {
        offsets->push_back(diagnostic.offset);
    }
    std::sort(offsets->begin(), offsets->end());
    return offsets;
}

bool anyWithin(const DamageOffsets& offsets, ByteRange range) {
    const auto first = std::lower_bound(offsets.begin(), offsets.end(), range.offset);
    return first != offsets.end() && *first < range.end();
}

// A streaming container's frame: its fields and children are made when it is shown (a file may
// have 100,000 frames), its bytes coloured by its layout before.
void addFrame(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
              const DamageOffsets& damage, std::size_t index, Node& parent) {
    const auto& container = file->container;
    const Section section = container.sections[index];
    if (section.methodOffset == 0 && section.damage) {
        // The framing itself is unreadable: the bytes up to the next frame are one damaged range.
        parent.addChild(sectionLabel(container, index), NodeKind::Damaged, section.range,
                        section.damage->message);
        return;
    }
    Node& frame = parent.addChild(sectionLabel(container, index), NodeKind::Group, section.range,
                                  "method " + std::to_string(section.method) + " (" +
                                      std::string(methodName(section.method)) + ")");
    frame.setSizeRole({.column = {}, .codec = {}, .unit = true, .decodedSize = std::nullopt});
    frame.setFieldGenerator([file, index] {
        const Section shown = file->container.sections[index];
        return std::vector<Field>{{"payload_len", shown.range.end() - shown.methodOffset},
                                  {"method", std::uint64_t{shown.method}}};
    });
    const Node::ChildGenerator produce = [source, file, index](Node& frameNode) {
        const Section shown = file->container.sections[index];
        if (shown.methodOffset != 0) {
            frameNode.addChild("payload_len", NodeKind::Header,
                               {shown.range.offset, shown.methodOffset - shown.range.offset},
                               std::to_string(shown.range.end() - shown.methodOffset));
            frameNode.addChild("method", NodeKind::Header, {shown.methodOffset, 1},
                               std::string(methodName(shown.method)));
        }
        addSectionContent(source, file, index, frameNode, frameNode);
    };
    frame.setChildKinds(kindsFromGenerator(frame, produce));
    frame.setChildGenerator(produce);
    // A frame the open found sound shows no damaged node outside its streams' decoded layers,
    // whose damage the decodes that make them report: check need not make its children.
    const Codec* codec = file->codec();
    if (codec != nullptr && !codec->streamContentInFile && !anyWithin(damage, section.range)) {
        frame.setDamageReportedElsewhere();
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
    const Codec* known = findCodec(container.codecId);
    const std::string codec(known != nullptr ? known->name : "unknown");
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
    if (container.streaming) {
        // Frames in groups of 512, each group's made when it is shown.
        const auto& sections = container.sections;
        addGroupedChildren(
            *root, sections.size(), "frames",
            [source, file, damage = damageOffsets(*file)](Node& parent, std::uint64_t first,
                                                          std::uint64_t end) {
                for (std::uint64_t i = first; i < end; ++i) {
                    addFrame(source, file, *damage, i, parent);
                }
            },
            {.layer = nullptr,
             .range =
                 [file](std::uint64_t first, std::uint64_t end) {
                     const auto& all = file->container.sections;
                     return ByteRange{all[first].range.offset,
                                      all[end - 1].range.end() - all[first].range.offset};
                 },
             .knownKinds = true});
    } else {
        for (std::size_t i = 0; i < container.sections.size(); ++i) {
            addSectionContent(source, file, i, *root, *root);
        }
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
