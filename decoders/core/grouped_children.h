#pragma once

#include "strata/node.h"

#include <cstdint>
#include <functional>
#include <string_view>

namespace strata {

// Long lists are shown in groups of 512 (as ImHex groups arrays): `fill(parent, first, end)` adds
// the children [first, end) to `parent`, directly when there are at most 512, else under group
// nodes ("items 0-511") that produce theirs on expand.
inline constexpr std::uint64_t childGroupSize = 512;
using ChildRangeFiller = std::function<void(Node& parent, std::uint64_t first, std::uint64_t end)>;
void addGroupedChildren(Node& parent, std::uint64_t count, std::string_view noun,
                        const ChildRangeFiller& fill);

} // namespace strata
