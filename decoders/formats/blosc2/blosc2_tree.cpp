#include "formats/blosc2/blosc2_tree.h"

#include "core/grouped_children.h"
#include "formats/blosc2/array_shape.h"
#include "formats/blosc2/chunk_layers.h"
#include "formats/blosc2/frame_layout.h"
#include "formats/blosc2/labels.h"
#include "formats/blosc2/msgpack_nodes.h"
#include "strata/byte_kinds.h"
#include "strata/endian.h"
#include "strata/value_text.h"

#include <algorithm>
#include <cstdio>

namespace strata::blosc2 {
namespace {

std::string hexByte(std::uint8_t value) {
    char text[8];
    std::snprintf(text, sizeof text, "0x%02x", value);
    return text;
}

void addHeaderFields(Node& node, const ChunkHeader& header) {
    node.addField("version", std::uint64_t{header.version});
    node.addField("versionlz", std::uint64_t{header.versionLz});
    node.addField("flags", hexByte(header.flags));
    node.addField("flags.shuffle", (header.flags & flag::shuffle) != 0);
    node.addField("flags.memcpyed", (header.flags & flag::memcpyed) != 0);
    node.addField("flags.bitshuffle", (header.flags & flag::bitshuffle) != 0);
    node.addField("flags.delta", (header.flags & flag::delta) != 0);
    node.addField("flags.dont_split", (header.flags & flag::dontSplit) != 0);
    node.addField("flags.compressor_format", std::uint64_t{header.compressorFormat()});
    node.addField("flags.compressor", std::string(codecName(header.codec())));
    node.addField("typesize", std::uint64_t{header.typesize});
    node.addField("nbytes", std::int64_t{header.nbytes});
    node.addField(header.vlBlocks() ? "blocksize (number of blocks)" : "blocksize",
                  std::int64_t{header.blocksize});
    node.addField("cbytes", std::int64_t{header.cbytes});
}

void addExtendedHeaderFields(Node& node, const ChunkHeader& header) {
    for (std::size_t i = 0; i < filterSlots; ++i) {
        node.addField("filters[" + std::to_string(i) + "]", filterName(header.filters[i]));
    }
    node.addField("udcodec (compcode)", std::uint64_t{header.compcode});
    node.addField("compcode name", compcodeName(header.compcode));
    node.addField("compcode_meta", std::uint64_t{header.compcodeMeta});
    for (std::size_t i = 0; i < filterSlots; ++i) {
        const bool signedMeta = static_cast<FilterId>(header.filters[i]) == FilterId::TruncPrec;
        node.addField(
            "filters_meta[" + std::to_string(i) + "]",
            signedMeta ? FieldValue{std::int64_t{static_cast<std::int8_t>(header.filtersMeta[i])}}
                       : FieldValue{std::uint64_t{header.filtersMeta[i]}});
    }
    node.addField("blosc2_flags2", hexByte(header.blosc2Flags2));
    node.addField("blosc2_flags2.vl_blocks", (header.blosc2Flags2 & vlBlocksFlag) != 0);
    node.addField("blosc2_flags", hexByte(header.blosc2Flags));
    node.addField("blosc2_flags.dict", (header.blosc2Flags & blosc2Flag::dictionary) != 0);
    node.addField("blosc2_flags.extended", (header.blosc2Flags & blosc2Flag::extended) != 0);
    node.addField("blosc2_flags.codec_byte", (header.blosc2Flags & blosc2Flag::codecByte) != 0);
    node.addField("blosc2_flags.lazy", (header.blosc2Flags & blosc2Flag::lazy) != 0);
    node.addField("blosc2_flags.special", std::string(specialValueName(header.special())));
    node.addField("blosc2_flags.instrumented",
                  (header.blosc2Flags & blosc2Flag::instrumented) != 0);
}

std::unique_ptr<Node> streamNode(const Stream& stream, std::size_t index) {
    std::string value = std::string(streamKindName(stream.kind)) + ", " +
                        std::to_string(stream.rawLength) + " bytes";
    if (stream.kind == StreamKind::Run) {
        value += " of " + hexByte(stream.runByte);
    } else if (stream.kind == StreamKind::Compressed) {
        value += " from " + std::to_string(stream.dataLength);
    }
    auto node =
        std::make_unique<Node>(streamLabel(index), NodeKind::Data,
                               ByteRange{stream.offset, stream.end() - stream.offset}, value);
    node->addField("csize", std::int64_t{stream.csize});
    node->addField("kind", std::string(streamKindName(stream.kind)));
    node->addField("data_offset", stream.dataOffset);
    node->addField("data_length", stream.dataLength);
    node->addField("raw_offset", std::uint64_t{stream.rawOffset});
    node->addField("raw_length", std::uint64_t{stream.rawLength});
    if (stream.kind == StreamKind::Run) {
        node->addField("run_byte", std::uint64_t{stream.runByte});
    }
    return node;
}

std::unique_ptr<Node> blockNode(const ChunkLayout& layout, const Block& block) {
    std::string value = std::to_string(block.streams.size()) +
                        (block.streams.size() == 1 ? " stream, " : " streams, ") +
                        std::to_string(block.rawSize) + " bytes";
    if (block.damaged()) {
        value = block.damage;
    } else if (layout.kind == ChunkKind::Regular || layout.kind == ChunkKind::VlBlocks) {
        value += " from " + std::to_string(block.storedSize()) + " (" +
                 compressionRatioText(block.rawSize, block.storedSize()) + ")";
    }
    auto node = std::make_unique<Node>(blockLabel(block.index),
                                       block.damaged() ? NodeKind::Damaged : NodeKind::Group,
                                       ByteRange{block.offset, block.storedSize()}, value);
    node->addField("raw_offset", block.rawOffset);
    node->addField("raw_size", std::uint64_t{block.rawSize});
    node->addField("stored_size", block.storedSize());
    node->addField("streams", std::uint64_t{block.streams.size()});
    if (!block.damaged()) {
        node->setSizeRole(
            {.column = node->label(), .codec = {}, .unit = false, .decodedSize = block.rawSize});
    }
    if (layout.kind == ChunkKind::VlBlocks && !block.damaged()) {
        node->addChild("block size", NodeKind::Metadata, {block.offset, 4},
                       std::to_string(block.rawSize));
    }
    if (layout.kind != ChunkKind::Memcpyed) {
        for (std::size_t j = 0; j < block.streams.size(); ++j) {
            const Stream& stream = block.streams[j];
            if (layout.kind == ChunkKind::VlBlocks) {
                auto data = streamNode(stream, j);
                data->setRange({stream.dataOffset, stream.dataLength});
                node->addChild(std::move(data));
            } else {
                node->addChild(streamNode(stream, j));
            }
        }
    }
    return node;
}

std::unique_ptr<Node> bstartsNode(const ChunkLayout& layout) {
    const ByteRange range = *layout.bstarts;
    auto node = std::make_unique<Node>("bstarts", NodeKind::Metadata, range,
                                       std::to_string(range.length / 4) + " block offsets");
    const std::uint64_t count = range.length / 4;
    std::vector<std::uint64_t> starts;
    for (const Block& block : layout.blocks) {
        starts.push_back(block.offset - layout.offset);
    }
    node->addField("count", count);
    node->addField("increasing", std::is_sorted(starts.begin(), starts.end()));
    node->setChildGenerator([range, starts](Node& parent) {
        for (std::size_t i = 0; i < starts.size(); ++i) {
            parent.addChild("bstart " + std::to_string(i), NodeKind::Metadata,
                            {range.offset + 4 * i, 4}, std::to_string(starts[i]));
        }
    });
    return node;
}

// zstd uses a trained dictionary: magic, dictionary ID, then entropy tables and content (zstd
// format RFC 8878 "Dictionary Format"); lz4 uses raw samples as a prefix (corpus README
// "Dictionary"), with no parts to show.
void addDictionaryParts(Node& data, std::span<const std::byte> bytes) {
    constexpr std::uint32_t zstdDictionaryMagic = 0xEC30A437;
    if (bytes.size() < 8 || loadLE<std::uint32_t>(bytes.data()) != zstdDictionaryMagic) {
        data.setValue(data.value() + ", raw content");
        return;
    }
    const std::uint64_t at = data.range().offset;
    const auto id = loadLE<std::uint32_t>(bytes.data() + 4);
    data.setValue(data.value() + ", zstd dictionary " + std::to_string(id));
    data.addField("dictionary_id", std::uint64_t{id});
    data.addChild("magic", NodeKind::Header, {at, 4}, "0xec30a437");
    data.addChild("dictionary ID", NodeKind::Metadata, {at + 4, 4}, std::to_string(id));
    data.addChild("entropy tables and content", NodeKind::Data, {at + 8, bytes.size() - 8},
                  countText(bytes.size() - 8, "byte"));
}

// A lazy chunk's trailer (blosc2-chunk.rst "Trailer"), and where each block lives in the frame:
// the chunk's frame offset plus the block's bstart, for the trailer's compressed size.
void addLazyBlocks(Node& trailer, const ChunkLayout& layout) {
    const LazyTrailer& lazy = *layout.lazy;
    const std::uint64_t at = lazy.range.offset;
    trailer.addChild("nchunk", NodeKind::Metadata, {at, 4}, std::to_string(lazy.nchunk));
    trailer.addChild("offset", NodeKind::Metadata, {at + 4, 8}, std::to_string(lazy.chunkOffset));
    for (std::size_t i = 0; i < lazy.blockSizes.size() && i < layout.blocks.size(); ++i) {
        const std::uint64_t inFrame = static_cast<std::uint64_t>(lazy.chunkOffset) +
                                      (layout.blocks[i].offset - layout.offset);
        Node& block = trailer.addChild(blockLabel(i) + " in the frame", NodeKind::Metadata,
                                       {at + 12 + 4 * i, 4},
                                       std::to_string(lazy.blockSizes[i]) +
                                           " bytes at frame offset " + std::to_string(inFrame));
        block.addField("frame_offset", inFrame);
        block.addField("csize", std::int64_t{lazy.blockSizes[i]});
    }
}

} // namespace

std::string chunkCodecText(const ChunkLayout& layout) {
    const ChunkHeader& header = layout.header;
    switch (layout.kind) {
    case ChunkKind::Memcpyed:
        return "memcpyed";
    case ChunkKind::Special:
        return std::string(specialValueName(header.special()));
    default:
        break;
    }
    if (header.extended && header.codec() != Codec::Unknown && header.codec() != Codec::Snappy) {
        return compcodeName(header.compcode);
    }
    return std::string(codecName(header.codec()));
}

std::string chunkSummary(const ChunkLayout& layout) {
    const ChunkHeader& header = layout.header;
    std::string text = "Blosc" + std::string(header.extended ? "2" : "1") + " v" +
                       std::to_string(header.version) + ", ";
    switch (layout.kind) {
    case ChunkKind::Special:
        text += std::string(specialValueName(header.special())) + ", ";
        break;
    case ChunkKind::Memcpyed:
        text += "memcpyed, ";
        break;
    case ChunkKind::Lazy:
        text += "lazy, ";
        break;
    case ChunkKind::Unreadable:
        text += "unreadable, ";
        break;
    default:
        text += chunkCodecText(layout) + ", " + pipelineText(header) + ", ";
        break;
    }
    text += std::to_string(layout.blocks.size()) +
            (layout.blocks.size() == 1 ? " block, " : " blocks, ") +
            std::to_string(layout.nbytes()) + " → " + std::to_string(std::max(header.cbytes, 0)) +
            " bytes";
    return text;
}

void addChunkChildren(Node& parent, const std::shared_ptr<const ChunkLayout>& shared,
                      const ByteSourcePtr& source) {
    const ChunkLayout& layout = *shared;
    const ChunkHeader& header = layout.header;
    std::vector<std::unique_ptr<Node>> parts;
    if (layout.available >= basicHeaderSize) {
        auto node = std::make_unique<Node>(
            "header", NodeKind::Header, ByteRange{layout.offset, basicHeaderSize},
            "v" + std::to_string(header.version) + ", flags " + hexByte(header.flags));
        addHeaderFields(*node, header);
        parts.push_back(std::move(node));
    }
    if (header.extended && layout.available >= extendedHeaderSize) {
        auto node = std::make_unique<Node>(
            "extended header", NodeKind::Header,
            ByteRange{layout.offset + basicHeaderSize, extendedHeaderSize - basicHeaderSize},
            pipelineText(header));
        addExtendedHeaderFields(*node, header);
        parts.push_back(std::move(node));
    }
    if (layout.specialValue) {
        parts.push_back(
            std::make_unique<Node>("repeated value", NodeKind::Data, *layout.specialValue,
                                   std::to_string(layout.specialValue->length) + " bytes"));
    }
    if (layout.bstarts && layout.bstarts->length > 0) {
        parts.push_back(bstartsNode(layout));
    }
    if (layout.dictionary) {
        auto node =
            std::make_unique<Node>("dictionary", NodeKind::Metadata, *layout.dictionary,
                                   std::to_string(layout.dictionary->length - 4) + " bytes");
        node->addField("dsize", layout.dictionary->length - 4);
        node->addChild("dsize", NodeKind::Metadata, {layout.dictionary->offset, 4},
                       std::to_string(layout.dictionary->length - 4));
        Node& data = node->addChild("dictionary data", NodeKind::Data, *layout.dictionaryData(),
                                    countText(layout.dictionary->length - 4, "byte"));
        addDictionaryParts(data, source->view(data.range().offset, data.range().length));
        parts.push_back(std::move(node));
    }
    if (layout.lazy) {
        auto node = std::make_unique<Node>("lazy trailer", NodeKind::Metadata, layout.lazy->range,
                                           "chunk " + std::to_string(layout.lazy->nchunk) +
                                               " at frame offset " +
                                               std::to_string(layout.lazy->chunkOffset));
        node->addField("nchunk", std::int64_t{layout.lazy->nchunk});
        node->addField("offset", std::int64_t{layout.lazy->chunkOffset});
        for (std::size_t i = 0; i < layout.lazy->blockSizes.size(); ++i) {
            node->addField("bsize[" + std::to_string(i) + "]",
                           std::int64_t{layout.lazy->blockSizes[i]});
        }
        addLazyBlocks(*node, layout);
        parts.push_back(std::move(node));
    }
    if (layout.kind != ChunkKind::Special && layout.kind != ChunkKind::Lazy) {
        for (const Block& block : layout.blocks) {
            if (block.storedSize() > 0 || block.damaged()) {
                parts.push_back(blockNode(layout, block));
                addBlockLayers(*parts.back(), shared, source, block.index,
                               childPath(parent.path(), blockLabel(block.index)));
            }
        }
    }
    std::stable_sort(parts.begin(), parts.end(), [](const auto& a, const auto& b) {
        return a->range().offset < b->range().offset;
    });
    const std::uint64_t end = layout.offset + layout.available;
    std::uint64_t position = layout.offset;
    for (auto& part : parts) {
        if (part->range().offset > position) {
            parent.addChild("unused bytes", NodeKind::Padding,
                            {position, part->range().offset - position});
        }
        position = std::max(position, part->range().end());
        parent.addChild(std::move(part));
    }
    if (position < end) {
        parent.addChild("unused bytes", NodeKind::Padding, {position, end - position});
    }
    addChunkLayer(parent, shared, source);
}

namespace {

// Children (and layers) produced when the node is expanded, their kinds known before.
void setChunkChildGenerator(Node& node, std::shared_ptr<const ChunkLayout> layout,
                            ByteSourcePtr source) {
    const Node::ChildGenerator produce = [layout, source](Node& parent) {
        addChunkChildren(parent, layout, source);
    };
    node.setChildKinds(kindsFromGenerator(node, produce));
    node.setChildGenerator(produce);
}

std::unique_ptr<Node> chunkNode(const std::string& label, std::shared_ptr<const ChunkLayout> layout,
                                const ByteSourcePtr& source) {
    auto node = std::make_unique<Node>(
        label, layout->kind == ChunkKind::Unreadable ? NodeKind::Damaged : NodeKind::Group,
        layout->range(), chunkSummary(*layout));
    node->addField("kind", std::string(chunkKindName(layout->kind)));
    node->addField("nbytes", layout->nbytes());
    node->addField("cbytes", std::int64_t{layout->header.cbytes});
    node->addField("blocks", std::uint64_t{layout->blocks.size()});
    node->setSizeRole({.column = label,
                       .codec = chunkCodecText(*layout),
                       .unit = true,
                       .decodedSize = layout->nbytes()});
    if (layout->available > 0) {
        setChunkChildGenerator(*node, layout, source);
    }
    return node;
}

// Run `r` of the frame's chunks (a chunk, or like special or damaged ones), at `position`.
void addChunkRun(Node& parent, const FileLayout& file, std::uint64_t r, std::uint64_t position) {
    const auto& run = file.frame->chunks.runs()[r];
    const ChunkEntry& chunk = run.value;
    const std::string label = chunkRunLabel(run.first, run.count);
    if (chunk.damage != 0) {
        parent.addChild(label, NodeKind::Damaged, {position, 0},
                        std::string(file.frame->damageOf(chunk)));
    } else if (chunk.special != SpecialValue::None) {
        const std::string each = std::string(specialValueName(chunk.special)) + ", " +
                                 std::to_string(chunk.place.nbytes) + " bytes";
        Node& node = parent.addChild(
            label, NodeKind::Metadata, {position, 0},
            (run.count == 1 ? each : std::to_string(run.count) + " chunks of " + each) +
                ", not stored");
        node.addField("special", std::string(specialValueName(chunk.special)));
        node.addField("nbytes", std::uint64_t{chunk.place.nbytes});
        if (run.count > 1) {
            node.addField("chunks", run.count);
        }
    } else {
        parent.addChild(chunkNode(label, file.chunks.layout(run.first), file.source));
    }
}

// The decoded msgpack of a variable-length metalayer, in its decoded chunk: c-blosc2 compresses
// each vlmetalayer's content as one chunk (trailer, corpus README). Larger contents keep only the
// chunk's own nodes (reading them would hold the tree's generator for long).
constexpr std::uint64_t maxMsgpackChunk = 16 << 20;

void setVlMetalayerChildGenerator(Node& node, std::shared_ptr<const ChunkLayout> layout,
                                  ByteSourcePtr source) {
    const Node::ChildGenerator produce = [layout, source](Node& parent) {
        addChunkChildren(parent, layout, source);
        for (const auto& layer : parent.layers()) {
            if (layer->name() != decodedChunkLayerName || layout->nbytes() > maxMsgpackChunk) {
                continue;
            }
            const auto bytes = layer->bytes();
            if (bytes->source) {
                parent.addChildIn(*layer, msgpackNode("msgpack", bytes->source->bytes(), 0));
            }
        }
    };
    node.setChildKinds(kindsFromGenerator(node, produce));
    node.setChildGenerator(produce);
}

// Metalayers: the fixed ones hold msgpack in the frame's header, the variable-length ones
// (`variableLength`) a Blosc2 chunk each, whose decoded bytes are msgpack.
void addMetalayers(Node& parent, const std::string& label, ByteRange range,
                   const std::vector<Metalayer>& layers, const ByteSourcePtr& source,
                   bool variableLength) {
    Node& node = parent.addChild(label, NodeKind::Metadata, range,
                                 std::to_string(layers.size()) + " entries");
    for (const Metalayer& layer : layers) {
        const std::string name = "\"" + layer.name + "\"";
        Node* child = nullptr;
        if (variableLength && layer.content.length >= basicHeaderSize) {
            const std::string path = node.path() + " / " + name;
            auto chunk = std::make_shared<ChunkLayout>(
                readChunkLayout(source->view(layer.content.offset, layer.content.length),
                                layer.content.offset, path));
            child = &node.addChild(chunkNode(name, chunk, source));
            if (chunk->available > 0) {
                setVlMetalayerChildGenerator(*child, chunk, source);
            }
        } else {
            child = &node.addChild(name, NodeKind::Metadata, layer.content,
                                   std::to_string(layer.content.length) + " bytes");
            if (!variableLength && layer.content.length > 0) {
                child->setChildGenerator([source, content = layer.content](Node& metalayer) {
                    metalayer.addChild(msgpackNode(
                        "msgpack", source->view(content.offset, content.length), content.offset));
                });
            }
        }
        child->addField("name", layer.name);
        child->addField("stored_offset", layer.storedOffset);
    }
}

void addFrameHeader(Node& root, const FrameLayout& frame, const ByteSourcePtr& source) {
    Node& header = root.addChild(std::string(frameHeaderLabel), NodeKind::Header, frame.header,
                                 "b2frame format " + std::to_string(frame.generalFlags & 0x0F) +
                                     ", " + countText(frame.chunks.size(), "chunk"));
    header.addField("header_len", frame.headerLength);
    header.addField("frame_len", frame.frameLength);
    header.addField("general_flags", hexByte(frame.generalFlags));
    header.addField("general_flags.version", std::uint64_t{frame.generalFlags} & 0x0F);
    header.addField("general_flags.offset_width", (std::uint64_t{frame.generalFlags} >> 4) & 0x03);
    header.addField("frame_type", std::uint64_t{frame.frameType});
    header.addField("codec_flags", hexByte(frame.codecFlags));
    header.addField("codec_flags.compcode", compcodeName(frame.codecFlags & 0x0F));
    header.addField("codec_flags.clevel", std::uint64_t{frame.codecFlags} >> 4);
    header.addField("other_flags", hexByte(frame.otherFlags));
    header.addField("other_flags.splitmode", std::uint64_t{frame.otherFlags} + 1);
    header.addField("uncompressed_size", frame.uncompressedSize);
    header.addField("compressed_size", frame.compressedSize);
    header.addField("typesize", std::int64_t{frame.typesize});
    header.addField("blocksize", std::int64_t{frame.blocksize});
    header.addField("chunksize", std::int64_t{frame.chunksize});
    header.addField("compression_threads", std::int64_t{frame.compressionThreads});
    header.addField("decompression_threads", std::int64_t{frame.decompressionThreads});
    header.addField("has_vlmetalayers", frame.hasVlMetalayers);
    for (const FrameItem& item : frame.headerItems) {
        header.addChild(item.name, NodeKind::Header, item.range, item.value);
    }
    Node& filters =
        header.addChild("filter block", NodeKind::Metadata, frame.filterBlock, "fixext16 type 6");
    for (std::size_t i = 0; i < 6; ++i) {
        filters.addField("filters[" + std::to_string(i) + "]", filterName(frame.filters[i]));
    }
    filters.addField("udcodec", std::uint64_t{frame.udcodec});
    filters.addField("compcode_meta", std::uint64_t{frame.compcodeMeta});
    for (std::size_t i = 0; i < 6; ++i) {
        filters.addField("filters_meta[" + std::to_string(i) + "]",
                         std::uint64_t{frame.filtersMeta[i]});
    }
    filters.addField("other_flags2", hexByte(frame.otherFlags2));
    filters.addField("other_flags2.use_dict", (frame.otherFlags2 & 1u) != 0);
    addMetalayers(header, "metalayers", frame.metalayersRange, frame.metalayers, source, false);
}

} // namespace

std::unique_ptr<Node> buildTree(std::shared_ptr<const FileLayout> file) {
    const std::uint64_t size = file->source->size();
    if (!file->frame) {
        const auto layout = file->chunks.layout(0);
        auto root = std::make_unique<Node>("file", NodeKind::File, ByteRange{0, size},
                                           chunkSummary(*layout));
        root->setSizeRole({.column = {},
                           .codec = chunkCodecText(*layout),
                           .unit = false,
                           .decodedSize = layout->nbytes()});
        setChunkChildGenerator(*root, layout, file->source);
        return root;
    }
    const FrameLayout& frame = *file->frame;
    auto root = std::make_unique<Node>("file", NodeKind::File, ByteRange{0, size},
                                       file->array ? "b2nd array, " + metalayerText(*file->array)
                                                   : "Blosc2 frame");
    if (!frame.headerValid) {
        root->addChild(std::string(frameHeaderLabel), NodeKind::Damaged, {0, size},
                       frame.diagnostics.empty() ? "unreadable"
                                                 : frame.diagnostics.front().message);
        return root;
    }
    addFrameHeader(*root, frame, file->source);
    const std::uint64_t chunksStart = frame.header.end();
    // The chunk area ends at the offsets index, or, without one in the file, where the header's
    // compressed_size puts it (the file's end when it was cut before).
    const std::uint64_t indexAt =
        frame.index
            ? frame.index->offset
            : std::min(size, chunksStart + static_cast<std::uint64_t>(
                                               std::max<std::int64_t>(frame.compressedSize, 0)));
    Node& chunks = root->addChild(std::string(chunksLabel), NodeKind::Group,
                                  {chunksStart, indexAt - std::min(indexAt, chunksStart)},
                                  std::to_string(frame.chunks.size()) + " chunks");
    // Special chunks store nothing: a zero-length node where the chunk before them ends. A run
    // of like ones (a sparse array's million zero chunks) is one node. The runs are shown in
    // groups of 512 made when shown (a frame may hold 100,000 chunks): where each starts is kept.
    auto positions = std::make_shared<std::vector<std::uint64_t>>();
    positions->reserve(frame.chunks.runs().size());
    std::uint64_t position = chunksStart;
    for (const auto& run : frame.chunks.runs()) {
        const ChunkPlace& place = run.value.place;
        if (run.value.special == SpecialValue::None && place.available > 0) {
            position = place.offset;
        }
        positions->push_back(position);
        if (run.value.special == SpecialValue::None && place.available > 0) {
            position = place.range().end();
        }
    }
    const auto runEnd = [file, positions](std::uint64_t r) {
        const ChunkEntry& chunk = file->frame->chunks.runs()[r].value;
        return chunk.special == SpecialValue::None && chunk.place.available > 0
                   ? chunk.place.range().end()
                   : (*positions)[r];
    };
    // The chunks' nodes read their headers: made when the chunks are shown or their bytes
    // coloured (a frame of a fixed chunksize is opened without reading them, issue 42), a group
    // of 512 at a time, their headers asked for together. Groups are made at once: they read
    // nothing.
    const Node::ChildGenerator produce = [file, positions, runEnd](Node& parent) {
        addGroupedChildren(
            parent, file->frame->chunks.runs().size(), "chunks",
            [file, positions](Node& group, std::uint64_t first, std::uint64_t end) {
                file->chunks.prefetchHeaders(first, end);
                for (std::uint64_t r = first; r < end; ++r) {
                    addChunkRun(group, *file, r, (*positions)[r]);
                }
            },
            {.layer = nullptr,
             .range =
                 [positions, runEnd](std::uint64_t first, std::uint64_t end) {
                     const std::uint64_t from = (*positions)[first];
                     return ByteRange{from, std::max(from, runEnd(end - 1)) - from};
                 },
             .knownKinds = true},
            [file](std::uint64_t first, std::uint64_t end) {
                const auto runs = file->frame->chunks.runs();
                return chunkRunLabel(runs[first].first, runs[end - 1].end() - runs[first].first);
            });
    };
    if (frame.chunks.runs().size() > childGroupSize) {
        produce(chunks); // groups, each made and coloured on its own
    } else {
        chunks.setChildKinds(kindsFromGenerator(chunks, produce));
        chunks.setChildGenerator(produce);
    }
    if (frame.index) {
        auto index = chunkNode(std::string(chunkOffsetsIndexLabel), frame.index, file->source);
        index->addField("entries", std::uint64_t{frame.chunks.size()});
        // One offset a run of entries, made when the index is shown.
        index->setFieldGenerator([file, made = index->fields()] {
            std::vector<Field> fields = made;
            for (const auto& run : file->frame->chunks.runs()) {
                const std::string entries = run.count == 1 ? std::to_string(run.first)
                                                           : std::to_string(run.first) + "\u2013" +
                                                                 std::to_string(run.end() - 1);
                fields.push_back({"offset[" + entries + "]", run.value.storedOffset});
            }
            return fields;
        });
        root->addChild(std::move(index));
    }
    if (frame.trailer) {
        Node& trailer =
            root->addChild(std::string(trailerLabel), NodeKind::Metadata, *frame.trailer,
                           std::to_string(frame.trailerLength) + " bytes");
        trailer.addField("version", frame.trailerVersion);
        trailer.addField("trailer_len", std::uint64_t{frame.trailerLength});
        trailer.addField("fingerprint_type", std::int64_t{frame.fingerprintType});
        // The items in file order, the vlmetalayers between the version and trailer_len.
        std::vector<FrameItem> items = frame.trailerItems;
        std::sort(items.begin(), items.end(), [](const FrameItem& x, const FrameItem& y) {
            return x.range.offset < y.range.offset;
        });
        bool vlAdded = frame.vlMetalayersRange.length == 0;
        for (const FrameItem& item : items) {
            if (!vlAdded && item.range.offset >= frame.vlMetalayersRange.end()) {
                addMetalayers(trailer, "vlmetalayers", frame.vlMetalayersRange, frame.vlMetalayers,
                              file->source, true);
                vlAdded = true;
            }
            trailer.addChild(item.name, NodeKind::Metadata, item.range, item.value);
        }
        if (!vlAdded) {
            addMetalayers(trailer, "vlmetalayers", frame.vlMetalayersRange, frame.vlMetalayers,
                          file->source, true);
        }
    }
    return root;
}

} // namespace strata::blosc2
