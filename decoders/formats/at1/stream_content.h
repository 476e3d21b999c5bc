#pragma once

#include "formats/at1/stream_shapes.h"
#include "strata/layer.h"
#include "strata/node.h"

#include <string>
#include <string_view>
#include <vector>

namespace strata::at1 {

// The decoded layer of stream `name` beside a stream's node (in the same stream set), or nullptr.
const Layer* siblingLayer(const Node& stream, std::string_view name);

// What a stream's decoded layer holds by its shape, as nodes in it: value chunks and a skeleton
// with the sibling stream that says where each value goes (value_index, colids), named after
// `valueNames` where the codec keeps names; the other shapes by themselves (stream_nodes.h).
void addShapedContent(const Layer& layer, const StreamShape& shape,
                      std::vector<std::string> valueNames, Node& node);

} // namespace strata::at1
