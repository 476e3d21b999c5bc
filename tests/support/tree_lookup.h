#pragma once

#include "strata/document.h"

#include <string>

namespace strata::test {

// The node at a path as Node::path() writes it (a test failure, and an empty padding node, when
// there is none).
const Node& nodeAtPath(const Document& document, const std::string& path);
// A field's value as text; "(none)" when the node has no such field.
std::string fieldText(const Node& node, const std::string& name);

} // namespace strata::test
