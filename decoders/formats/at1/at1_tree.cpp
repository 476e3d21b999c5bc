#include "formats/at1/at1_tree.h"

#include "formats/at1/at1_table.h"
#include "formats/at1/bundle_entry_tree.h"
#include "formats/at1/decoded_reader.h"
#include "formats/at1/embed_codec.h"
#include "formats/at1/npy_header.h"
#include "formats/at1/stream_nodes.h"
#include "strata/byte_kinds.h"
#include "strata/decode_error.h"
#include "strata/value_text.h"

#include <cstdio>

namespace strata::at1 {
namespace {

std::string sizeText(std::uint64_t bytes) {
    return std::to_string(bytes) + " bytes";
}

void addDamage(Node& parent, const DecodeError& error) {
    parent.addChild("damaged", NodeKind::Damaged, {error.offset(), 0}, error.what());
}

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

std::string columnLabel(std::size_t index, std::string_view name) {
    return "column " + std::to_string(index) +
           (name.empty() ? "" : " \"" + printableText(name) + "\"");
}

// Columnar: meta fields on the meta stream, columns under the values stream (decoded on expand).
void describeColumnar(const ByteSourcePtr& source, std::shared_ptr<const StreamSet> streams,
                      std::shared_ptr<const ColumnarLayout> columnar, Node& streamNode,
                      std::string_view name) {
    const ColumnarLayout& layout = *columnar;
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
        return;
    }
    if (name != "values") {
        return;
    }
    streamNode.setChildGenerator([source, streams, columnar](Node& node) {
        std::unique_ptr<ColumnarContent> content;
        try {
            content = decodeColumnar(*source, *streams, *columnar);
        } catch (const DecodeError& error) {
            addDamage(node, error);
        }
        for (std::size_t k = 0; k < columnar->columnTypes.size(); ++k) {
            const std::string name =
                k < columnar->headerNames.size() ? columnar->headerNames[k] : "";
            const std::string type(columnTypeName(columnar->columnTypes[k]));
            Node& column = node.addChild(columnLabel(k, name), NodeKind::Data, node.range(), type);
            column.addField("type", type);
            column.addField("chunk_len", columnar->chunkLengths[k]);
            column.addField("quotemode", std::uint64_t{columnar->quoteModes[k]});
            if (content) {
                const DecodedColumn& decoded = content->columns[k];
                column.addField("count", std::uint64_t{decoded.size()});
                std::string summary = type + ", " + std::to_string(decoded.size()) + " values";
                for (const auto& parameter : decoded.parameters) {
                    column.addField(parameter.name, parameter.value);
                    summary += ", " + parameter.name + " " + fieldValueText(parameter.value);
                }
                column.setValue(summary);
            }
        }
    });
}

void addRowGroup(Node& blocksNode, const QueryLayout& layout, std::size_t g) {
    const std::string label = rowGroupLabel(g);
    ByteRange range{blocksNode.range().offset, 0};
    if (layout.columnCount() != 0) {
        range = {layout.block(g, 0).range.offset,
                 layout.block(g, layout.columnCount() - 1).range.end() -
                     layout.block(g, 0).range.offset};
    }
    Node& group = blocksNode.addChild(label, NodeKind::Group, range,
                                      std::to_string(layout.rowsInGroup(g)) + " rows");
    group.addField("rows", layout.rowsInGroup(g));
    group.addField("first_structured_row", std::uint64_t{g * layout.rowsPerGroup});
    for (std::size_t c = 0; c < layout.columnCount(); ++c) {
        const QueryBlock& block = layout.block(g, c);
        const std::string tag = block.tag == 0 ? "xz" : (block.tag == 1 ? "zstd" : "unknown tag");
        std::string summary = tag + ", " + sizeText(block.range.length);
        const std::string zone = zoneText(block.zone);
        if (!zone.empty()) {
            summary += ", zone " + zone;
        }
        Node& node = group.addChild(
            columnLabel(c, layout.json ? layout.paths[c] : ""),
            block.tag <= 1 ? NodeKind::Data : NodeKind::Damaged, block.range,
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
    }
}

// qcolumnar/qjson: meta, template and paths as fields; the blocks stream holds the row groups.
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
        for (std::size_t c = 0; c < layout.columnCount(); ++c) {
            streamNode.addChild(columnLabel(c, layout.json ? layout.paths[c] : ""),
                                NodeKind::Metadata, streamNode.range(),
                                std::string(queryColumnTypeName(layout.columnTypes[c])));
        }
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
        const QueryLayout* query = &layout;
        const Node::ChildGenerator produce = [query](Node& node) {
            for (std::size_t g = 0; g < query->groupCount; ++g) {
                addRowGroup(node, *query, g);
            }
        };
        streamNode.setChildKinds(kindsFromGenerator(streamNode, produce));
        streamNode.setChildGenerator(produce);
    }
}

// Bundle: every entry stream names the file it holds and shows its tree (at1-codecs.md section
// 12).
void describeBundle(const ByteSourcePtr& source, const BundleLayout& layout, Node& streamNode,
                    std::string_view name) {
    if (name == "manifest") {
        streamNode.addField("entries", std::uint64_t{layout.entries.size()});
    } else if (const BundleEntryLayout* entry = layout.entryOfStream(name)) {
        streamNode.addField("entry_name", printableText(entry->name));
        streamNode.setValue("entry '" + printableText(entry->name) + "', " + streamNode.value());
        describeBundleEntry(source, *entry, streamNode);
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

// Embed: the data stream's byte planes, plane b holding byte b of every element (section 6).
void describeBytePlanes(const ByteSource& source, const StreamSet& set, Node& dataNode) {
    try {
        CodecStreams streams(source, set);
        const EmbedMeta meta = readEmbedMeta(streams);
        for (std::uint64_t b = 0; b < meta.width && meta.width > 1; ++b) {
            Node& plane = dataNode.addChild(
                "plane " + std::to_string(b), NodeKind::Data, dataNode.range(),
                "byte " + std::to_string(b) + " of " + std::to_string(meta.count) + " elements");
            plane.addField("decoded_offset", b * meta.count);
            plane.addField("decoded_length", meta.count);
        }
    } catch (const DecodeError&) {
        // Rebuilding the original reports the damage.
    }
}

void addStreamSet(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
                  std::size_t index, Node& parent) {
    const Section& section = file->container.sections[index];
    const StreamSet& set = *section.streams;
    Node& setNode = parent.addChild("stream set", NodeKind::Group, set.range,
                                    std::to_string(set.streams.size()) + " streams");
    setNode.addField("n_streams", std::uint64_t{set.streams.size()});
    const SectionCodec& codec = file->codecs[index];
    // Children produced later read the set: they keep the file layout alive.
    const std::shared_ptr<const StreamSet> keptSet(file, &set);
    for (const auto& stream : set.streams) {
        std::string summary(backendName(stream.backend));
        summary += ", " + sizeText(stream.payload.length);
        if (stream.decodedSize) {
            summary += " -> " + sizeText(*stream.decodedSize) + " (" +
                       compressionRatioText(*stream.decodedSize, stream.payload.length) + ")";
        }
        Node& node =
            setNode.addChild(streamLabel(stream.name), NodeKind::Data, stream.entry, summary);
        node.addField("name", stream.name);
        node.addField("backend", std::string(backendName(stream.backend)));
        node.addField("compressed_size", stream.payload.length);
        if (stream.decodedSize) {
            node.addField("decoded_size", *stream.decodedSize);
            node.addField("ratio",
                          compressionRatioText(*stream.decodedSize, stream.payload.length));
        }
        node.addField("payload_offset", stream.payload.offset);
        if (const auto* columnar = std::get_if<ColumnarLayout>(&codec)) {
            describeColumnar(source, keptSet, std::shared_ptr<const ColumnarLayout>(file, columnar),
                             node, stream.name);
        } else if (const auto* query = std::get_if<QueryLayout>(&codec)) {
            describeQuery(*query, node, stream.name);
        } else if (const auto* bundle = std::get_if<BundleLayout>(&codec)) {
            describeBundle(source, *bundle, node, stream.name);
        } else if (const StreamShape* shape =
                       findStreamShape(file->container.codecId, stream.name)) {
            describeStreamContent(source, keptSet, stream, *shape, node);
        }
        if (file->container.codecId == static_cast<std::uint8_t>(Codec::Embed)) {
            if (stream.name == "meta") {
                describeNpyHeader(*source, set, node);
            } else if (stream.name == "data") {
                describeBytePlanes(*source, set, node);
            }
        }
    }
}

void addRawData(const Section& section, Node& parent) {
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
        addRawData(section, *rawParent);
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
