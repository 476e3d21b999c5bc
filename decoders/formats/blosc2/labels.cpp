#include "formats/blosc2/labels.h"

namespace strata::blosc2 {

std::string streamLabel(std::size_t index) {
    return numberedLabel("stream", index);
}

std::string afterLayerName(std::string_view step) {
    return "after " + std::string(step);
}

std::string decodedBlockLabel(std::size_t index) {
    return "decoded " + blockLabel(index);
}

std::string decodedStreamLabel(std::size_t index) {
    return "decoded " + streamLabel(index);
}

std::string chunkPath(std::size_t index) {
    return childPath(chunksPath, chunkLabel(index));
}

} // namespace strata::blosc2
