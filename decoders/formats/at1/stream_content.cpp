#include "formats/at1/stream_content.h"

#include "formats/at1/container.h"
#include "formats/at1/stream_nodes.h"

namespace strata::at1 {

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

void addShapedContent(const Layer& layer, const StreamShape& shape,
                      std::vector<std::string> valueNames, Node& node) {
    if (shape.layout == StreamLayout::ValueChunks) {
        if (const Layer* index = siblingLayer(node, "value_index")) {
            addValueChunks(layer, *index, shape, std::move(valueNames), node);
        }
        return;
    }
    if (shape.layout == StreamLayout::Skeleton) {
        if (const Layer* colids = siblingLayer(node, "colids")) {
            addSkeletonValues(layer, *colids, node);
        }
        return;
    }
    addStreamValues(layer, shape, node);
}

} // namespace strata::at1
