#include "codecs/compress.h"
#include "codecs/decompress.h"

#include <algorithm>
#include <climits>
#include <lz4.h>
#include <lz4hc.h>

namespace strata::codecs {

DecompressResult lz4Decompress(std::span<const std::byte> input, std::span<std::byte> output,
                               std::span<const std::byte> dictionary) {
    DecompressResult result;
    if (input.size() > INT_MAX || output.size() > INT_MAX || dictionary.size() > INT_MAX) {
        result.error = "lz4: block larger than 2 GiB";
        return result;
    }
    const auto* source = reinterpret_cast<const char*>(input.data());
    auto* target = reinterpret_cast<char*>(output.data());
    const int code =
        dictionary.empty()
            ? LZ4_decompress_safe(source, target, static_cast<int>(input.size()),
                                  static_cast<int>(output.size()))
            : LZ4_decompress_safe_usingDict(source, target, static_cast<int>(input.size()),
                                            static_cast<int>(output.size()),
                                            reinterpret_cast<const char*>(dictionary.data()),
                                            static_cast<int>(dictionary.size()));
    if (code < 0) {
        result.error = "lz4: corrupt block (error at input byte " + std::to_string(-code) + ")";
        return result;
    }
    result.written = static_cast<std::size_t>(code);
    result.consumed = input.size();
    result.ok = result.written == output.size();
    if (!result.ok) {
        result.error = "lz4: block holds " + std::to_string(code) + " bytes, expected " +
                       std::to_string(output.size());
    }
    return result;
}

std::size_t lz4Compress(std::span<const std::byte> input, std::span<std::byte> output, int level,
                        bool high) {
    if (input.size() > INT_MAX || output.empty()) {
        return 0;
    }
    const auto* source = reinterpret_cast<const char*>(input.data());
    auto* target = reinterpret_cast<char*>(output.data());
    const int capacity = static_cast<int>(std::min<std::size_t>(output.size(), INT_MAX));
    const int size = static_cast<int>(input.size());
    // c-blosc2's mapping (blosc2.c, lz4_wrap_compress): acceleration 10 - clevel, and the
    // clevel itself for lz4hc.
    const int written =
        high ? LZ4_compress_HC(source, target, size, capacity, level)
             : LZ4_compress_fast(source, target, size, capacity, std::max(10 - level, 1));
    return written > 0 ? static_cast<std::size_t>(written) : 0;
}

} // namespace strata::codecs
