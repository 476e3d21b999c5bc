#include "strata/codecs/decompress.h"

#include <climits>
#include <zlib.h>

namespace strata::codecs {

DecompressResult zlibDecompress(std::span<const std::byte> input, std::span<std::byte> output) {
    DecompressResult result;
    if (input.size() > UINT_MAX || output.size() > UINT_MAX) {
        result.error = "zlib: stream larger than 4 GiB";
        return result;
    }
    z_stream stream{};
    if (inflateInit(&stream) != Z_OK) {
        result.error = "zlib: cannot initialise";
        return result;
    }
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<std::byte*>(input.data()));
    stream.avail_in = static_cast<uInt>(input.size());
    stream.next_out = reinterpret_cast<Bytef*>(output.data());
    stream.avail_out = static_cast<uInt>(output.size());
    const int code = inflate(&stream, Z_FINISH);
    result.written = output.size() - stream.avail_out;
    result.consumed = input.size() - stream.avail_in;
    inflateEnd(&stream);
    if (code == Z_STREAM_END) {
        result.ok = true;
    } else if (code == Z_BUF_ERROR && stream.avail_out == 0) {
        result.error = "zlib: stream holds more than the expected " + std::to_string(output.size()) +
                       " bytes";
    } else if (code == Z_BUF_ERROR) {
        result.error = "zlib: stream ends early";
    } else {
        result.error = std::string("zlib: ") + (stream.msg != nullptr ? stream.msg : "corrupt stream");
    }
    return result;
}

} // namespace strata::codecs
