#include "core/grouped_children.h"

#include "strata/byte_kinds.h"

#include <algorithm>
#include <string>

namespace strata {

Node& addChildInLayer(Node& parent, const Layer* layer, std::unique_ptr<Node> child) {
    if (layer == nullptr || parent.layer() == layer) {
        return parent.addChild(std::move(child));
    }
    return parent.addChildIn(*layer, std::move(child));
}

void addGroupedChildren(Node& parent, std::uint64_t count, std::string_view noun,
                        const ChildRangeFiller& fill, const ChildGroupPlacement& placement,
                        const ChildGroupLabel& label) {
    if (count == 0) {
        return;
    }
    if (count <= childGroupSize) {
        fill(parent, 0, count);
        return;
    }
    for (std::uint64_t first = 0; first < count; first += childGroupSize) {
        const std::uint64_t end = std::min(count, first + childGroupSize);
        const ByteRange range = placement.range ? placement.range(first, end) : parent.range();
        Node& group = addChildInLayer(
            parent, placement.layer,
            std::make_unique<Node>(label ? label(first, end)
                                         : std::string(noun) + " " + std::to_string(first) +
                                               "\u2013" + std::to_string(end - 1),
                                   parent.kind(), range));
        const Node::ChildGenerator produce = [fill, first, end](Node& node) {
            fill(node, first, end);
        };
        if (placement.knownKinds) {
            group.setChildKinds(kindsFromGenerator(group, produce));
        }
        group.setChildGenerator(produce);
    }
}

} // namespace strata
