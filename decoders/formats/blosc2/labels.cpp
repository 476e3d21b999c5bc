#include "formats/blosc2/labels.h"

namespace strata::blosc2 {

std::string streamLabel(std::size_t index) {
    return numberedLabel("stream", index);
}

std::string chunkPath(std::size_t index) {
    return childPath(chunksPath, chunkLabel(index));
}

} // namespace strata::blosc2
