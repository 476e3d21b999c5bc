#include "codecs/decompress.h"

#include <lzma.h>

namespace strata::codecs {
namespace {

std::string lzmaError(lzma_ret code) {
    switch (code) {
    case LZMA_FORMAT_ERROR:
        return "xz: not an xz stream";
    case LZMA_OPTIONS_ERROR:
        return "xz: unsupported options";
    case LZMA_DATA_ERROR:
        return "xz: corrupt data";
    case LZMA_BUF_ERROR:
        return "xz: input ends too early";
    case LZMA_MEM_ERROR:
    case LZMA_MEMLIMIT_ERROR:
        return "xz: out of memory";
    default:
        return "xz: error " + std::to_string(static_cast<int>(code));
    }
}

// One stream decoder per thread, initialised again for each stream: liblzma then reuses what it
// allocated, above all the dictionary, which it allocates whole at the size the stream's header
// names (8 MiB for xz's default preset) however small the stream, and an AT-1 section holds a
// dozen streams. A decoder that grew past `keptMemory` (a damaged or unusual header) is freed.
class ThreadDecoder {
public:
    ThreadDecoder() = default;
    ThreadDecoder(const ThreadDecoder&) = delete;
    ThreadDecoder& operator=(const ThreadDecoder&) = delete;
    ~ThreadDecoder() { lzma_end(&m_stream); }

    static ThreadDecoder& current() {
        thread_local ThreadDecoder decoder;
        return decoder;
    }

    lzma_stream& stream() { return m_stream; }

    void release() {
        constexpr std::uint64_t keptMemory = std::uint64_t{64} << 20;
        if (lzma_memusage(&m_stream) > keptMemory) {
            lzma_end(&m_stream);
        }
    }

private:
    lzma_stream m_stream = LZMA_STREAM_INIT;
};

// Runs the stream decoder over the input into `output` starting at `written`, growing the
// vector up to `limit` when `grow` is set.
DecompressResult run(std::span<const std::byte> input, std::vector<std::byte>* growable,
                     std::span<std::byte> fixed, std::uint64_t limit) {
    DecompressResult result;
    ThreadDecoder& decoder = ThreadDecoder::current();
    lzma_stream& stream = decoder.stream();
    const lzma_ret init = lzma_stream_decoder(&stream, std::uint64_t{1} << 31, LZMA_CONCATENATED);
    if (init != LZMA_OK) {
        decoder.release();
        result.error = lzmaError(init);
        return result;
    }
    stream.next_in = reinterpret_cast<const std::uint8_t*>(input.data());
    stream.avail_in = input.size();
    std::size_t written = 0;
    constexpr std::size_t step = std::size_t{1} << 20;
    for (;;) {
        std::byte* target = nullptr;
        std::size_t room = 0;
        if (growable != nullptr) {
            if (written >= limit) {
                result.error =
                    "xz: output exceeds the declared size of " + std::to_string(limit) + " bytes";
                break;
            }
            growable->resize(written + std::min<std::uint64_t>(step, limit - written));
            target = growable->data() + written;
            room = growable->size() - written;
        } else {
            target = fixed.data() + written;
            room = fixed.size() - written;
        }
        stream.next_out = reinterpret_cast<std::uint8_t*>(target);
        stream.avail_out = room;
        const lzma_ret code = lzma_code(&stream, stream.avail_in == 0 ? LZMA_FINISH : LZMA_RUN);
        written += room - stream.avail_out;
        if (code == LZMA_STREAM_END) {
            result.ok = true;
            break;
        }
        if (code != LZMA_OK) {
            result.error = lzmaError(code);
            break;
        }
        if (growable == nullptr && stream.avail_out == 0) {
            // Output is full: the stream must end here without producing more.
            std::uint8_t probe = 0;
            stream.next_out = &probe;
            stream.avail_out = 1;
            const lzma_ret tail = lzma_code(&stream, LZMA_FINISH);
            if (tail == LZMA_STREAM_END && stream.avail_out == 1) {
                result.ok = true;
            } else {
                result.error = tail == LZMA_OK || tail == LZMA_STREAM_END
                                   ? "xz: output exceeds the declared size of " +
                                         std::to_string(fixed.size()) + " bytes"
                                   : lzmaError(tail);
            }
            break;
        }
    }
    if (growable != nullptr) {
        growable->resize(written);
    }
    result.written = written;
    result.consumed = input.size() - stream.avail_in;
    decoder.release();
    return result;
}

} // namespace

DecompressResult xzDecompress(std::span<const std::byte> input, std::span<std::byte> output) {
    return run(input, nullptr, output, output.size());
}

bool xzStreamDeclaredSize(std::span<const std::byte> input, std::uint64_t& size) {
    const auto* bytes = reinterpret_cast<const std::uint8_t*>(input.data());
    if (input.size() < 2 * LZMA_STREAM_HEADER_SIZE) {
        return false;
    }
    lzma_stream_flags footer;
    if (lzma_stream_footer_decode(&footer, bytes + input.size() - LZMA_STREAM_HEADER_SIZE) !=
            LZMA_OK ||
        footer.backward_size > input.size() - 2 * LZMA_STREAM_HEADER_SIZE) {
        return false;
    }
    std::size_t position = input.size() - LZMA_STREAM_HEADER_SIZE - footer.backward_size;
    lzma_index* index = nullptr;
    std::uint64_t memoryLimit = std::uint64_t{1} << 26;
    if (lzma_index_buffer_decode(&index, &memoryLimit, nullptr, bytes, &position,
                                 input.size() - LZMA_STREAM_HEADER_SIZE) != LZMA_OK) {
        return false;
    }
    size = lzma_index_uncompressed_size(index);
    const bool wholeStream =
        lzma_index_total_size(index) + footer.backward_size + 2 * LZMA_STREAM_HEADER_SIZE ==
        input.size();
    lzma_index_end(index, nullptr);
    return wholeStream;
}

DecompressResult xzDecompressBounded(std::span<const std::byte> input,
                                     std::vector<std::byte>& output, std::uint64_t limit) {
    output.clear();
    return run(input, &output, {}, limit);
}

} // namespace strata::codecs
