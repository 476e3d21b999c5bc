#include "codecs/compress.h"
#include "codecs/decompress.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <libdeflate.h>
#include <zlib.h>

namespace strata::codecs {
namespace {

// libdeflate inflates a whole buffer about twice as fast as zlib's streaming inflate; one
// decompressor per thread.
libdeflate_decompressor* threadDecompressor() {
    struct Owner {
        libdeflate_decompressor* decompressor = libdeflate_alloc_decompressor();
        ~Owner() { libdeflate_free_decompressor(decompressor); }
    };
    thread_local Owner owner;
    return owner.decompressor;
}

// zlib itself: the fallback for what libdeflate refuses (preset dictionaries) and the source
// of precise error messages.
DecompressResult zlibInflate(std::span<const std::byte> input, std::span<std::byte> output) {
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
        result.error =
            "zlib: stream holds more than the expected " + std::to_string(output.size()) + " bytes";
    } else if (code == Z_BUF_ERROR) {
        result.error = "zlib: stream ends early";
    } else {
        result.error =
            std::string("zlib: ") + (stream.msg != nullptr ? stream.msg : "corrupt stream");
    }
    return result;
}

} // namespace

DecompressResult zlibDecompress(std::span<const std::byte> input, std::span<std::byte> output) {
    if (libdeflate_decompressor* decompressor = threadDecompressor()) {
        std::size_t consumed = 0;
        std::size_t written = 0;
        if (libdeflate_zlib_decompress_ex(decompressor, input.data(), input.size(), output.data(),
                                          output.size(), &consumed,
                                          &written) == LIBDEFLATE_SUCCESS) {
            return {true, written, consumed, {}};
        }
    }
    return zlibInflate(input, output);
}

std::size_t zlibCompress(std::span<const std::byte> input, std::span<std::byte> output, int level) {
    uLongf written = output.size();
    const int code = compress2(reinterpret_cast<Bytef*>(output.data()), &written,
                               reinterpret_cast<const Bytef*>(input.data()), input.size(),
                               std::clamp(level, 1, 9));
    return code == Z_OK ? static_cast<std::size_t>(written) : 0;
}

std::vector<std::byte> zlibFastCompress(std::span<const std::byte> input, ZlibMatches matches) {
    // RFC 1950's frame around a raw deflate stream: its header (deflate, 32 KiB window, the
    // fastest level, the check bits) and the Adler-32 of the input, big-endian, computed by
    // libdeflate (zlib's own took a quarter of the compression time).
    constexpr std::byte header[] = {std::byte{0x78}, std::byte{0x01}};
    std::vector<std::byte> output(sizeof header + compressBound(static_cast<uLong>(input.size())) +
                                  sizeof(std::uint32_t));
    std::copy(std::begin(header), std::end(header), output.begin());
    z_stream stream{};
    // Level 1; Z_RLE makes every match a run of the byte before it (deflate_rle).
    const int strategy = matches == ZlibMatches::Runs ? Z_RLE : Z_DEFAULT_STRATEGY;
    if (input.size() > UINT_MAX || output.size() > UINT_MAX ||
        deflateInit2(&stream, 1, Z_DEFLATED, -MAX_WBITS, 8, strategy) != Z_OK) {
        return {};
    }
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<std::byte*>(input.data()));
    stream.avail_in = static_cast<uInt>(input.size());
    stream.next_out = reinterpret_cast<Bytef*>(output.data() + sizeof header);
    stream.avail_out = static_cast<uInt>(output.size() - sizeof header);
    const bool whole = deflate(&stream, Z_FINISH) == Z_STREAM_END;
    const std::size_t end = sizeof header + stream.total_out;
    deflateEnd(&stream);
    if (!whole) {
        return {};
    }
    const std::uint32_t check = libdeflate_adler32(1, input.data(), input.size());
    for (int shift = 24, at = 0; shift >= 0; shift -= 8, ++at) {
        output[end + at] = static_cast<std::byte>(check >> shift);
    }
    output.resize(end + sizeof check);
    return output;
}

} // namespace strata::codecs
