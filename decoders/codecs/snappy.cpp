#include "codecs/decompress.h"

#include <snappy-c.h>

namespace strata::codecs {

DecompressResult snappyDecompress(std::span<const std::byte> input, std::span<std::byte> output) {
    DecompressResult result;
    const auto* source = reinterpret_cast<const char*>(input.data());
    std::size_t declared = 0;
    if (snappy_uncompressed_length(source, input.size(), &declared) != SNAPPY_OK) {
        result.error = "snappy: corrupt length prefix";
        return result;
    }
    if (declared != output.size()) {
        result.error = "snappy: block declares " + std::to_string(declared) + " bytes, expected " +
                       std::to_string(output.size());
        return result;
    }
    std::size_t length = output.size();
    if (snappy_uncompress(source, input.size(), reinterpret_cast<char*>(output.data()), &length) !=
        SNAPPY_OK) {
        result.error = "snappy: corrupt block";
        return result;
    }
    result.ok = true;
    result.written = length;
    result.consumed = input.size();
    return result;
}

} // namespace strata::codecs
