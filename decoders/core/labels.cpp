#include "core/labels.h"

namespace strata {

std::string numberedLabel(std::string_view noun, std::size_t index) {
    return std::string(noun) + ' ' + std::to_string(index);
}

std::string rowGroupLabel(std::size_t index) {
    return numberedLabel("row group", index);
}

std::string frameLabel(std::size_t index) {
    return numberedLabel("frame", index);
}

std::string chunkLabel(std::size_t index) {
    return numberedLabel("chunk", index);
}

std::string blockLabel(std::size_t index) {
    return numberedLabel("block", index);
}

std::string childPath(std::string_view parent, std::string_view label) {
    return std::string(parent) + " / " + std::string(label);
}

std::string topLevelPath(std::string_view label) {
    return childPath("file", label);
}

} // namespace strata
