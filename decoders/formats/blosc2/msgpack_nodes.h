#pragma once

#include "strata/node.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string>

namespace strata::blosc2 {

// The msgpack value at the start of `bytes` (at `base` in its byte space) as a node labelled
// `label`: a scalar's value as text, an array's items ("[0]", "[1]", ...) and a map's entries
// (labelled by their keys) as children, whose ranges cover their bytes (a map entry's, its key
// and its value). Every msgpack type is read (the msgpack spec, "Formats"); bytes that end a
// value early or a nesting past 64 levels end the tree in a Damaged node at their offset.
// Metalayers hold such values (c-blosc2 leaves their content to the application: python-blosc2
// writes a CTable's schema in a vlmetalayer).
std::unique_ptr<Node> msgpackNode(std::string label, std::span<const std::byte> bytes,
                                  std::uint64_t base);

} // namespace strata::blosc2
