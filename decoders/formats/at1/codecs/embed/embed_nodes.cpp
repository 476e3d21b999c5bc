#include "formats/at1/codecs/embed/embed_nodes.h"

#include "formats/at1/codecs/embed/embed_codec.h"
#include "formats/at1/codecs/embed/npy_header.h"
#include "formats/at1/decoded_reader.h"
#include "strata/decode_error.h"
#include "strata/value_text.h"

namespace strata::at1 {
namespace {

// the .npy header's dict as fields of the meta stream (at1-codecs.md section 6). The meta
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

// the data stream's byte planes in its layer, plane b holding byte b of every element
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

} // namespace

void describeEmbedStream(const ByteSource& source, const FileLayout& file, std::size_t section,
                         const StreamEntry& stream, Node& node) {
    if (stream.name == "meta") {
        describeNpyHeader(source, streamSetOf(source, file.container.sections[section]), node);
    }
}

bool addEmbedStreamContent(const ExpandedStream& expanded) {
    if (expanded.stream.name != "data") {
        return false;
    }
    addBytePlanes(expanded.source, expanded.set, expanded.layer, expanded.node);
    return true;
}

} // namespace strata::at1
