#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace strata {

// The labels of numbered parts that several formats share, and the paths built from labels
// (Node::path joins labels with " / "). Each format's own labels are in its labels.h.
std::string numberedLabel(std::string_view noun, std::size_t index); // "row group 3"
std::string rowGroupLabel(std::size_t index);
std::string frameLabel(std::size_t index);
std::string chunkLabel(std::size_t index);
std::string blockLabel(std::size_t index);
// `parent / label`; "file / label" for a top-level node.
std::string childPath(std::string_view parent, std::string_view label);
std::string topLevelPath(std::string_view label);

} // namespace strata
