#include "core/grouped_children.h"

#include <algorithm>
#include <string>

namespace strata {

void addGroupedChildren(Node& parent, std::uint64_t count, std::string_view noun,
                        const ChildRangeFiller& fill) {
    if (count == 0) {
        return;
    }
    if (count <= childGroupSize) {
        fill(parent, 0, count);
        return;
    }
    for (std::uint64_t first = 0; first < count; first += childGroupSize) {
        const std::uint64_t end = std::min(count, first + childGroupSize);
        Node& group = parent.addChild(std::string(noun) + " " + std::to_string(first) + "\u2013" +
                                          std::to_string(end - 1),
                                      parent.kind(), parent.range());
        group.setChildGenerator([fill, first, end](Node& node) { fill(node, first, end); });
    }
}

} // namespace strata
