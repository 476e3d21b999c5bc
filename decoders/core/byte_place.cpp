#include "strata/byte_place.h"

namespace strata {

std::optional<BytePlace> placeOf(const Node& root, const CellBytes& bytes) {
    if (bytes.layerPath.empty()) {
        return BytePlace{nullptr, bytes.range, root.deepestHolding(bytes.range)};
    }
    const Layer* layer = root.findLayerByPath(bytes.layerPath);
    if (layer == nullptr) {
        return std::nullopt;
    }
    return BytePlace{layer, bytes.range, Node::deepestHolding(*layer, bytes.range)};
}

} // namespace strata
