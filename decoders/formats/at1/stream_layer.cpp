#include "formats/at1/stream_layer.h"

#include "core/grouped_children.h"

namespace strata::at1 {

std::shared_ptr<Layer> makeStreamLayer(ByteSourcePtr source, std::shared_ptr<const StreamSet> set,
                                       const StreamEntry& entry, std::string nodePath) {
    return std::make_shared<Layer>(
        std::string(streamLayerName),
        layerOriginText(backendName(entry.backend), entry.payload.length, entry.decodedSize),
        entry.decodedSize,
        [source = std::move(source), set = std::move(set), name = entry.name,
         nodePath = std::move(nodePath)](const JobControl&) {
            DecodedStreamKeeping decoded = decodeStreamKeeping(*source, *set, name);
            LayerBytes bytes;
            if (decoded.damage) {
                bytes.diagnostics.push_back(
                    {Severity::Error, decoded.damage->offset(), nodePath,
                     std::string(decoded.damage->what()) + " (decoded bytes from " +
                         std::to_string(decoded.stream.data.size()) + " on are missing)"});
            }
            bytes.source = ByteSource::fromBuffer(std::move(decoded.stream.data),
                                                  "stream '" + name + "' decoded");
            return bytes;
        });
}

std::shared_ptr<const LayerBytes> layerBytes(const Layer& layer) {
    auto bytes = layer.bytes();
    if (bytes == nullptr) {
        bytes = std::make_shared<const LayerBytes>(LayerBytes{ByteSource::fromBuffer({}), {}});
    }
    return bytes;
}

void addDamageIn(const Layer& layer, Node& parent, std::uint64_t offset, std::string message) {
    addChildInLayer(parent, &layer,
                    std::make_unique<Node>("damage", NodeKind::Damaged, ByteRange{offset, 0},
                                           std::move(message)));
}

void addLayerDamage(const LayerBytes& bytes, const Layer& layer, Node& owner) {
    for (const Diagnostic& diagnostic : bytes.diagnostics) {
        addDamageIn(layer, owner, bytes.source->size(), diagnostic.message);
    }
}

} // namespace strata::at1
