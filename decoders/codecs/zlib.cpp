#include "codecs/compress.h"
#include "codecs/decompress.h"

#include <algorithm>
#include <array>
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

namespace {

// Whether a byte plane looks like noise: a sample of 1,024 of its bytes takes nearly every value
// (uniform bytes take 251 on average). Huffman codes save about 1 % on such a plane (measured on
// the observation table's shuffled chunks), and cost a fifth of its compression time.
bool looksLikeNoise(std::span<const std::byte> plane) {
    constexpr std::size_t samples = 1024;
    constexpr int noiseValues = 248;
    if (plane.size() < samples) {
        return false;
    }
    std::array<bool, 256> seen{};
    int values = 0;
    const std::size_t step = plane.size() / samples;
    for (std::size_t i = 0; i < samples; ++i) {
        bool& here = seen[std::to_integer<std::size_t>(plane[i * step])];
        values += here ? 0 : 1;
        here = true;
    }
    return values >= noiseValues;
}

// RFC 1950's frame around a raw deflate stream at level 1: its header (deflate, 32 KiB window,
// the fastest level, the check bits) and the Adler-32 of the input, big-endian, computed by
// libdeflate (zlib's own took a quarter of the compression time). `input` goes to zlib in
// `parts` (the bytes of each, and whether to store it rather than compress it), with `strategy`.
// Compressed into a buffer of this thread's that only grows, then copied out at its size: a
// result vector of the bound's size was zeroed, and kept that capacity, for every chunk.
template <typename Parts>
std::vector<std::byte> zlibFrame(std::span<const std::byte> input, int strategy, Parts&& parts) {
    constexpr std::byte header[] = {std::byte{0x78}, std::byte{0x01}};
    thread_local std::vector<std::byte> output;
    output.resize(std::max(output.size(), sizeof header +
                                              compressBound(static_cast<uLong>(input.size())) +
                                              sizeof(std::uint32_t)));
    std::copy(std::begin(header), std::end(header), output.begin());
    z_stream stream{};
    if (input.size() > UINT_MAX || output.size() > UINT_MAX ||
        deflateInit2(&stream, 1, Z_DEFLATED, -MAX_WBITS, 8, strategy) != Z_OK) {
        return {};
    }
    stream.next_out = reinterpret_cast<Bytef*>(output.data() + sizeof header);
    stream.avail_out = static_cast<uInt>(output.size() - sizeof header - sizeof(std::uint32_t));
    bool stored = false;
    const bool whole = parts([&](std::span<const std::byte> part, bool store, bool last) {
        if (store != stored &&
            deflateParams(&stream, store ? 0 : 1, store ? Z_DEFAULT_STRATEGY : strategy) != Z_OK) {
            return false;
        }
        stored = store;
        stream.next_in = reinterpret_cast<Bytef*>(const_cast<std::byte*>(part.data()));
        stream.avail_in = static_cast<uInt>(part.size());
        const int code = deflate(&stream, last ? Z_FINISH : Z_NO_FLUSH);
        return last ? code == Z_STREAM_END : code == Z_OK && stream.avail_in == 0;
    });
    const std::size_t end = sizeof header + stream.total_out;
    deflateEnd(&stream);
    if (!whole) {
        return {};
    }
    const std::uint32_t check = libdeflate_adler32(1, input.data(), input.size());
    for (int shift = 24, at = 0; shift >= 0; shift -= 8, ++at) {
        output[end + at] = static_cast<std::byte>(check >> shift);
    }
    return {output.begin(), output.begin() + static_cast<std::ptrdiff_t>(end + sizeof check)};
}

} // namespace

std::vector<std::byte> zlibTextCompress(std::span<const std::byte> input) {
    return zlibFrame(input, Z_DEFAULT_STRATEGY,
                     [&](const auto& put) { return put(input, false, true); });
}

std::vector<std::byte> zlibPlanesCompress(std::span<const std::byte> planes,
                                          std::size_t planeBytes) {
    if (planeBytes == 0 || planes.size() % planeBytes != 0) {
        return zlibTextCompress(planes);
    }
    return zlibFrame(planes, Z_RLE, [&](const auto& put) {
        bool ok = true;
        for (std::size_t at = 0; ok && at < planes.size(); at += planeBytes) {
            const auto plane = planes.subspan(at, planeBytes);
            ok = put(plane, looksLikeNoise(plane), at + planeBytes == planes.size());
        }
        return ok && (!planes.empty() || put(planes, false, true));
    });
}

} // namespace strata::codecs
