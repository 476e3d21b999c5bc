#include "formats/blosc2/chunk_layers.h"

#include "formats/blosc2/block_decoder.h"
#include "formats/blosc2/blosc2_tree.h"
#include "strata/value_text.h"

#include <algorithm>

namespace strata::blosc2 {
namespace {

// Block `index` decoded through `steps` filter steps (0: the codec's output). A damage keeps
// what decoded before it in the codec's output (a filter cannot be undone on part of a block, so
// later steps give nothing) and says where, at the file offset of the damaged stream.
LayerBytes decodeBlockLayer(const ChunkLayout& layout, const ByteSource& source, std::size_t index,
                            std::size_t steps, const std::string& blockPath) {
    BlockDecoder decoder;
    const auto chunk = source.view(layout.offset, layout.available);
    std::vector<std::byte> reference;
    std::span<const std::byte> referenceBytes;
    if (steps > 0 && index != 0 && needsReference(layout.header) &&
        decoder.decodeReference(layout, chunk, reference)) {
        referenceBytes = reference;
    }
    LayerBytes result;
    std::vector<std::byte> bytes(layout.blocks.at(index).rawSize);
    if (auto damage = decoder.decode(layout, chunk, index, bytes, referenceBytes, steps)) {
        bytes.resize(steps == 0 ? std::min<std::uint64_t>(damage->decoded, bytes.size()) : 0);
        result.diagnostics.push_back({Severity::Error, damage->offset, blockPath,
                                      damage->message + "; the layer holds the " +
                                          countText(bytes.size(), "byte") + " decoded before it"});
    }
    result.source = ByteSource::fromBuffer(std::move(bytes));
    return result;
}

// "lz4, 8 streams, 5,123 → 32,768 bytes, with the chunk's 1500-byte dictionary"
std::string codecOrigin(const ChunkLayout& layout, const Block& block) {
    std::string text =
        layerOriginText(chunkCodecText(layout) + ", " + countText(block.streams.size(), "stream"),
                        block.storedSize(), block.rawSize);
    if (const auto dictionary = layout.dictionaryData()) {
        text += ", with the chunk's " + std::to_string(dictionary->length) + "-byte dictionary";
    }
    return text;
}

// "bitshuffle, typesize 8"; delta says what it XORs with (corpus README "Filters").
std::string stepOrigin(const FilterStep& step, const ChunkHeader& header, std::size_t blockIndex) {
    std::string text = filterName(static_cast<std::uint8_t>(step.filter)) + ", typesize " +
                       std::to_string(step.width);
    switch (step.filter) {
    case FilterId::Delta:
        text += blockIndex == 0 ? ", within the block" : ", against block 0";
        break;
    case FilterId::TruncPrec:
        text += ", nothing to undo (filters_meta " +
                std::to_string(static_cast<std::int8_t>(header.filtersMeta[step.slot])) + ")";
        break;
    default:
        break;
    }
    return text;
}

// "after shuffle", or "after shuffle (slot 3)" when the pipeline names the filter twice.
std::string stepLayerName(std::span<const FilterStep> steps, const FilterStep& step) {
    const std::string name = filterName(static_cast<std::uint8_t>(step.filter));
    const auto same = std::count_if(steps.begin(), steps.end(), [&step](const FilterStep& other) {
        return other.filter == step.filter;
    });
    return afterLayerName(same > 1 ? name + " (slot " + std::to_string(step.slot) + ")" : name);
}

} // namespace

void addBlockLayers(Node& blockNode, const std::shared_ptr<const ChunkLayout>& layout,
                    const ByteSourcePtr& source, std::size_t index, const std::string& blockPath) {
    const Block& block = layout->blocks.at(index);
    if ((layout->kind != ChunkKind::Regular && layout->kind != ChunkKind::VlBlocks) ||
        block.streams.empty()) {
        return;
    }
    const auto producer = [&layout, &source, index, &blockPath](std::size_t steps) {
        return [layout, source, index, blockPath, steps](const JobControl&) {
            return decodeBlockLayer(*layout, *source, index, steps, blockPath);
        };
    };
    const Layer& codec = blockNode.addLayer(
        std::make_shared<Layer>(afterLayerName(chunkCodecText(*layout)),
                                codecOrigin(*layout, block), block.rawSize, producer(0)));
    // Split streams lie side by side in the codec's output (corpus README "Split streams").
    for (std::size_t j = 0; j < block.streams.size(); ++j) {
        const Stream& stream = block.streams[j];
        blockNode.addChildIn(
            codec, std::make_unique<Node>(decodedStreamLabel(j), NodeKind::Data,
                                          ByteRange{stream.rawOffset, stream.rawLength},
                                          std::string(streamKindName(stream.kind)) + ", " +
                                              countText(stream.rawLength, "byte")));
    }
    const auto steps = filterSteps(layout->header);
    for (std::size_t k = 0; k < steps.size(); ++k) {
        blockNode.addLayer(std::make_shared<Layer>(stepLayerName(steps, steps[k]),
                                                   stepOrigin(steps[k], layout->header, index),
                                                   block.rawSize, producer(k + 1)));
    }
}

void addChunkLayer(Node& chunkNode, const std::shared_ptr<const ChunkLayout>& layout,
                   const ByteSourcePtr& source) {
    if (!layout->decodable() || layout->nbytes() == 0) {
        return;
    }
    const Layer& decoded = chunkNode.addLayer(std::make_shared<Layer>(
        std::string(decodedChunkLayerName), chunkSummary(*layout), layout->nbytes(),
        [layout, source, path = chunkNode.path()](const JobControl& control) {
            LayerBytes result;
            // nbytes is an int32: at most 2 GiB, as c-blosc2 itself allocates for the chunk.
            std::vector<std::byte> bytes(layout->nbytes());
            BlockDecoder decoder;
            decodeChunk(decoder, *layout, source->view(layout->offset, layout->available), bytes,
                        result.diagnostics, path, control);
            result.source = ByteSource::fromBuffer(std::move(bytes));
            return result;
        }));
    for (const Block& block : layout->blocks) {
        chunkNode.addChildIn(decoded,
                             std::make_unique<Node>(decodedBlockLabel(block.index), NodeKind::Data,
                                                    ByteRange{block.rawOffset, block.rawSize},
                                                    countText(block.rawSize, "byte")));
    }
}

} // namespace strata::blosc2
