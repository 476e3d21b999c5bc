#pragma once

#include "strata/node.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace strata {

// Long lists are shown in groups of 512 (as ImHex groups arrays): `fill(parent, first, end)` adds
// the children [first, end) to `parent`, directly when there are at most 512, else under group
// nodes ("items 0-511") that produce theirs on expand.
inline constexpr std::uint64_t childGroupSize = 512;
using ChildRangeFiller = std::function<void(Node& parent, std::uint64_t first, std::uint64_t end)>;

// Where the groups lie: in `layer` when set (the parent owns it, or lies in it), each over
// `range(first, end)` when set, else over the parent's range. With `knownKinds`, a group's bytes
// are coloured by what its children would be before they are made (`fill` on a scratch node,
// once, when asked: fill must be cheap and read only the layout), else as data.
struct ChildGroupPlacement {
    const Layer* layer = nullptr;
    std::function<ByteRange(std::uint64_t first, std::uint64_t end)> range;
    bool knownKinds = false;
};

// A group's label when its children are not numbered as the list is ("chunks 0-1023" for runs
// of chunks); without one, "<noun> <first>-<last>".
using ChildGroupLabel = std::function<std::string(std::uint64_t first, std::uint64_t end)>;

void addGroupedChildren(Node& parent, std::uint64_t count, std::string_view noun,
                        const ChildRangeFiller& fill, const ChildGroupPlacement& placement = {},
                        const ChildGroupLabel& label = {});

// Adds `child` to `parent` in `layer`: entering it when `parent` lies outside it (its owner),
// else as a plain child. A null layer is the parent's own space.
Node& addChildInLayer(Node& parent, const Layer* layer, std::unique_ptr<Node> child);

} // namespace strata
