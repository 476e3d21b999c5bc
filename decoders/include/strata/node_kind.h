#pragma once

#include <cstddef>
#include <string_view>

namespace strata {

// What a node's bytes are; the hex view colours ranges by it.
enum class NodeKind {
    File,     // the whole file
    Header,   // magic numbers, fixed headers
    Metadata, // indexes, schemas, footers, page headers
    Data,     // encoded values
    Group,    // a container of other nodes (row group, frame, chunk)
    Padding,  // unused or unknown bytes
    Damaged,  // bytes that could not be decoded; the value says why
};
inline constexpr std::size_t nodeKindCount = static_cast<std::size_t>(NodeKind::Damaged) + 1;

std::string_view nodeKindName(NodeKind kind);

} // namespace strata
