#pragma once

#include "strata/node.h"
#include "strata/table.h"

#include <optional>

namespace strata {

// Bytes found in a document's tree: the layer they lie in (nullptr: the file), their range
// there and the deepest node that holds them, what a view selects to show them.
struct BytePlace {
    const Layer* layer = nullptr;
    ByteRange range;
    const Node* node = nullptr;
};

// Where bytes named by a layer path (a table cell's, CellBytes; a payload range's) lie below
// `root`; nullopt when the path names no layer of the tree (yet: a layer's node may be made
// only when its parent is expanded).
std::optional<BytePlace> placeOf(const Node& root, const CellBytes& bytes);

} // namespace strata
