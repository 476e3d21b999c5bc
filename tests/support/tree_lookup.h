#pragma once

#include "strata/document.h"

#include <string>
#include <string_view>
#include <vector>

namespace strata::test {

// The node at a path as Node::path() writes it (a test failure, and an empty padding node, when
// there is none).
const Node& nodeAtPath(const Document& document, const std::string& path);
// A field's value as text; "(none)" when the node has no such field.
std::string fieldText(const Node& node, const std::string& name);
// The labels of `parent`'s children that start with `noun`: the groups of 512 a long list of
// units is shown in, each of which must not have made its units yet (a test failure names one
// that has).
std::vector<std::string> unmadeGroupLabels(const Node& parent, std::string_view noun);
// The labels of a node's children, producing them.
std::vector<std::string> childLabels(const Node& node);

} // namespace strata::test
