#include "codecs/compress.h"
#include "codecs/decompress.h"

#include <algorithm>
#include <zstd.h>

namespace strata::codecs {

namespace {

// One decompression context per thread, reused: creating one costs more than decoding a
// small block (Blosc calls this once per block).
ZSTD_DCtx* threadContext() {
    struct Owner {
        ZSTD_DCtx* context = ZSTD_createDCtx();
        ~Owner() { ZSTD_freeDCtx(context); }
    };
    thread_local Owner owner;
    return owner.context;
}

} // namespace

DecompressResult zstdDecompress(std::span<const std::byte> input, std::span<std::byte> output,
                                std::span<const std::byte> dictionary) {
    DecompressResult result;
    ZSTD_DCtx* context = threadContext();
    if (context == nullptr) {
        result.error = "zstd: out of memory";
        return result;
    }
    const std::size_t code =
        dictionary.empty()
            ? ZSTD_decompressDCtx(context, output.data(), output.size(), input.data(), input.size())
            : ZSTD_decompress_usingDict(context, output.data(), output.size(), input.data(),
                                        input.size(), dictionary.data(), dictionary.size());
    if (ZSTD_isError(code) != 0) {
        result.error = std::string("zstd: ") + ZSTD_getErrorName(code);
        return result;
    }
    result.ok = true;
    result.written = code;
    result.consumed = input.size();
    return result;
}

bool zstdFrameContentSize(std::span<const std::byte> input, std::uint64_t& size) {
    const unsigned long long declared = ZSTD_getFrameContentSize(input.data(), input.size());
    if (declared == ZSTD_CONTENTSIZE_ERROR || declared == ZSTD_CONTENTSIZE_UNKNOWN) {
        return false;
    }
    size = declared;
    return true;
}

DecompressResult zstdDecompressBounded(std::span<const std::byte> input,
                                       std::vector<std::byte>& output, std::uint64_t limit) {
    DecompressResult result;
    ZSTD_DStream* stream = ZSTD_createDStream();
    if (stream == nullptr) {
        result.error = "zstd: out of memory";
        return result;
    }
    ZSTD_inBuffer in{input.data(), input.size(), 0};
    const std::size_t step = ZSTD_DStreamOutSize();
    std::size_t lastCode = 1;
    while (in.pos < in.size || lastCode != 0) {
        if (output.size() >= limit) {
            result.error =
                "zstd: output exceeds the declared size of " + std::to_string(limit) + " bytes";
            break;
        }
        const std::size_t before = output.size();
        output.resize(before + std::min<std::uint64_t>(step, limit - before));
        ZSTD_outBuffer out{output.data() + before, output.size() - before, 0};
        lastCode = ZSTD_decompressStream(stream, &out, &in);
        output.resize(before + out.pos);
        if (ZSTD_isError(lastCode) != 0) {
            result.error = std::string("zstd: ") + ZSTD_getErrorName(lastCode);
            break;
        }
        if (in.pos == in.size && out.pos == 0 && lastCode != 0) {
            result.error = "zstd: input ends inside a frame";
            break;
        }
    }
    ZSTD_freeDStream(stream);
    result.written = output.size();
    result.consumed = in.pos;
    result.ok = result.error.empty();
    return result;
}

std::size_t zstdCompress(std::span<const std::byte> input, std::span<std::byte> output, int level) {
    // c-blosc2 maps clevel n to zstd level 2n - 1 (blosc2.c, zstd_wrap_compress); its 9 is
    // zstd's slowest, which Strata caps at 19 (the last level without the ultra window).
    const int zstdLevel = std::min(std::max(level, 1) * 2 - 1, 19);
    const std::size_t written =
        ZSTD_compress(output.data(), output.size(), input.data(), input.size(), zstdLevel);
    return ZSTD_isError(written) != 0U ? 0 : written;
}

} // namespace strata::codecs
