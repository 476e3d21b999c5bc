#include "formats/at1/stream_layer.h"

#include "core/grouped_children.h"

namespace strata::at1 {

LayerBytes keptLayerBytes(Bytes data, const std::optional<DecodeError>& damage,
                          const std::string& nodePath) {
    LayerBytes bytes;
    if (damage) {
        bytes.diagnostics.push_back({Severity::Error, damage->offset(), nodePath,
                                     std::string(damage->what()) + " (decoded bytes from " +
                                         std::to_string(data.size()) + " on are missing)"});
    }
    bytes.source = ByteSource::fromBuffer(std::move(data), nodePath);
    return bytes;
}

std::shared_ptr<Layer> makeStreamLayer(ByteSourcePtr source, std::shared_ptr<const StreamSet> set,
                                       const StreamEntry& entry, std::string nodePath) {
    const auto decodedSize = declaredDecodedSize(*source, entry);
    return std::make_shared<Layer>(
        std::string(streamLayerName),
        layerOriginText(backendName(entry.backend), entry.payload.length, decodedSize), decodedSize,
        [source = std::move(source), set = std::move(set), name = entry.name,
         nodePath = std::move(nodePath)](const JobControl&) {
            DecodedStreamKeeping decoded = decodeStreamKeeping(*source, *set, name);
            return keptLayerBytes(std::move(decoded.stream.data), decoded.damage, nodePath);
        });
}

std::shared_ptr<Layer> makePayloadLayer(ByteSourcePtr source, Backend backend, ByteRange payload,
                                        std::optional<std::uint64_t> size, std::string what,
                                        std::string nodePath) {
    return std::make_shared<Layer>(
        std::string(streamLayerName), layerOriginText(backendName(backend), payload.length, size),
        size,
        [source = std::move(source), backend, payload, what = std::move(what),
         nodePath = std::move(nodePath)](const JobControl&) {
            DecodedPayload decoded = decodePayloadKeeping(
                backend, source->view(payload.offset, payload.length), payload, what);
            return keptLayerBytes(std::move(decoded.data), decoded.damage, nodePath);
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
