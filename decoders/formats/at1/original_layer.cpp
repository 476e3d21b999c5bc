#include "formats/at1/original_layer.h"

namespace strata::at1 {

std::shared_ptr<Layer> makeOriginalLayer(std::shared_ptr<const Payload> payload, std::string codec,
                                         std::uint64_t fileSize) {
    return std::make_shared<Layer>(
        std::string(originalLayerName), layerOriginText(codec + " codec", fileSize, std::nullopt),
        std::nullopt, [payload = std::move(payload)](const JobControl& control) {
            std::vector<std::byte> bytes;
            LayerBytes layer;
            payload->produce(
                [&bytes, &control](std::span<const std::byte> piece) {
                    bytes.insert(bytes.end(), piece.begin(), piece.end());
                    return !control.cancelled();
                },
                layer.diagnostics);
            layer.source = ByteSource::fromBuffer(std::move(bytes), "original");
            return layer;
        });
}

} // namespace strata::at1
