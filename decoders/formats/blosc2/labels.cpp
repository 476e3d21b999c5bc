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

std::string chunkRunLabel(std::uint64_t first, std::uint64_t count) {
    return count == 1
               ? chunkLabel(first)
               : "chunks " + std::to_string(first) + "\u2013" + std::to_string(first + count - 1);
}

std::string chunkRunPath(std::uint64_t first, std::uint64_t count) {
    return childPath(chunksPath, chunkRunLabel(first, count));
}

} // namespace strata::blosc2
