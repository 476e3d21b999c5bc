#include "codecs/compress.h"
#include "codecs/decompress.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <lzma.h>
#include <optional>

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

// One decoder per thread and kind (a stream decoder, a block decoder), initialised again for
// each stream: liblzma then reuses what it allocated, above all the dictionary, which it
// allocates whole at the size the stream's header names (8 MiB for xz's default preset) however
// small the stream, and an AT-1 section holds a dozen streams. Switching one lzma_stream between
// the two kinds would free and allocate it each time. A decoder that grew past `keptMemory` (a
// damaged or unusual header) is freed.
class ThreadDecoder {
public:
    ThreadDecoder() = default;
    ThreadDecoder(const ThreadDecoder&) = delete;
    ThreadDecoder& operator=(const ThreadDecoder&) = delete;
    ~ThreadDecoder() { lzma_end(&m_stream); }

    static ThreadDecoder& forStreams() {
        thread_local ThreadDecoder decoder;
        return decoder;
    }
    static ThreadDecoder& forBlocks() {
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

// The one block of a stream that holds one (what AT-1 writers emit), as its index records it.
struct OnlyBlock {
    lzma_stream_flags flags;
    lzma_vli unpaddedSize;
    lzma_vli uncompressedSize;
    lzma_vli totalSize;
};

// Reads the stream's footer and index (xz file format 1.0.4, sections 2.1.2 and 4) when the input
// is exactly one stream of one block that fills the space between its header and its index;
// nothing otherwise. Footer, index and header each carry a CRC32 that liblzma checks here.
std::optional<OnlyBlock> onlyBlock(std::span<const std::byte> input) {
    const auto* bytes = reinterpret_cast<const std::uint8_t*>(input.data());
    OnlyBlock only{};
    lzma_stream_flags footer;
    if (input.size() < 2 * LZMA_STREAM_HEADER_SIZE ||
        lzma_stream_header_decode(&only.flags, bytes) != LZMA_OK ||
        lzma_stream_footer_decode(&footer, bytes + input.size() - LZMA_STREAM_HEADER_SIZE) !=
            LZMA_OK ||
        lzma_stream_flags_compare(&only.flags, &footer) != LZMA_OK ||
        footer.backward_size > input.size() - 2 * LZMA_STREAM_HEADER_SIZE) {
        return std::nullopt;
    }
    const std::size_t indexStart = input.size() - LZMA_STREAM_HEADER_SIZE - footer.backward_size;
    std::size_t position = indexStart;
    lzma_index* index = nullptr;
    std::uint64_t memoryLimit = std::uint64_t{1} << 26;
    if (lzma_index_buffer_decode(&index, &memoryLimit, nullptr, bytes, &position,
                                 input.size() - LZMA_STREAM_HEADER_SIZE) != LZMA_OK) {
        return std::nullopt;
    }
    lzma_index_iter record;
    lzma_index_iter_init(&record, index);
    const bool one = lzma_index_block_count(index) == 1 &&
                     !lzma_index_iter_next(&record, LZMA_INDEX_ITER_BLOCK) &&
                     position == input.size() - LZMA_STREAM_HEADER_SIZE &&
                     LZMA_STREAM_HEADER_SIZE + record.block.total_size == indexStart;
    only.unpaddedSize = record.block.unpadded_size;
    only.uncompressedSize = record.block.uncompressed_size;
    only.totalSize = record.block.total_size;
    lzma_index_end(index, nullptr);
    if (!one) {
        return std::nullopt;
    }
    return only;
}

// Frees what lzma_block_header_decode allocated for the filters' options.
struct BlockFilters {
    lzma_filter filters[LZMA_FILTERS_MAX + 1];
    ~BlockFilters() {
        for (const lzma_filter& filter : filters) {
            if (filter.id == LZMA_VLI_UNKNOWN) {
                break;
            }
            free(filter.options);
        }
    }
};

// Decodes a one-block stream with liblzma's block decoder, which checks the block's sizes against
// its header and the index and its check field against the data; onlyBlock checked the rest.
// This is what the stream decoder checks, but for the SHA-256 it computes over the index records
// to compare them with the blocks (liblzma's index_hash), which took 7 % of the time of a qjson2
// rebuild of 51 small streams. Nothing when the stream is not one block of `output.size()` bytes
// with a header liblzma reads: the stream decoder then decodes it and names what is wrong.
std::optional<DecompressResult> decodeOnlyBlock(std::span<const std::byte> input,
                                                std::span<std::byte> output) {
    const auto only = onlyBlock(input);
    if (!only || only->uncompressedSize != output.size()) {
        return std::nullopt;
    }
    const auto* bytes = reinterpret_cast<const std::uint8_t*>(input.data());
    BlockFilters filters;
    filters.filters[0].id = LZMA_VLI_UNKNOWN;
    lzma_block block{};
    block.version = 1;
    block.check = only->flags.check;
    block.filters = filters.filters;
    block.header_size = lzma_block_header_size_decode(bytes[LZMA_STREAM_HEADER_SIZE]);
    if (bytes[LZMA_STREAM_HEADER_SIZE] == 0 || block.header_size > only->totalSize ||
        lzma_block_header_decode(&block, nullptr, bytes + LZMA_STREAM_HEADER_SIZE) != LZMA_OK ||
        lzma_block_compressed_size(&block, only->unpaddedSize) != LZMA_OK ||
        (block.uncompressed_size != LZMA_VLI_UNKNOWN &&
         block.uncompressed_size != only->uncompressedSize)) {
        return std::nullopt;
    }
    block.uncompressed_size = only->uncompressedSize;
    // A match never reaches further back than the output's start, so a dictionary the size of
    // the output decodes it as the declared one does; rounded up to a power of two from 64 KiB so
    // that the decoder's reused dictionary fits the next small stream too. A damaged or hostile
    // header then costs no more memory than the output.
    for (lzma_filter& filter : filters.filters) {
        if (filter.id == LZMA_VLI_UNKNOWN) {
            break;
        }
        if (filter.id == LZMA_FILTER_LZMA2 || filter.id == LZMA_FILTER_LZMA1) {
            auto* options = static_cast<lzma_options_lzma*>(filter.options);
            const std::uint64_t needed =
                std::bit_ceil(std::max<std::uint64_t>(only->uncompressedSize, 64 * 1024));
            options->dict_size =
                static_cast<std::uint32_t>(std::min<std::uint64_t>(options->dict_size, needed));
        }
    }
    ThreadDecoder& decoder = ThreadDecoder::forBlocks();
    lzma_stream& stream = decoder.stream();
    DecompressResult result;
    const lzma_ret init = lzma_block_decoder(&stream, &block);
    if (init != LZMA_OK) {
        decoder.release();
        result.error = lzmaError(init);
        return result;
    }
    stream.next_in = bytes + LZMA_STREAM_HEADER_SIZE + block.header_size;
    stream.avail_in = only->totalSize - block.header_size;
    stream.next_out = reinterpret_cast<std::uint8_t*>(output.data());
    stream.avail_out = output.size();
    const lzma_ret code = lzma_code(&stream, LZMA_FINISH);
    result.written = output.size() - stream.avail_out;
    if (code == LZMA_STREAM_END && stream.avail_in == 0) {
        result.ok = true;
        result.consumed = input.size();
    } else {
        result.error =
            code == LZMA_STREAM_END || code == LZMA_OK ? "xz: corrupt data" : lzmaError(code);
        result.consumed = LZMA_STREAM_HEADER_SIZE + block.header_size +
                          (stream.next_in - (bytes + LZMA_STREAM_HEADER_SIZE + block.header_size));
    }
    decoder.release();
    return result;
}

// Runs the stream decoder over the input into `output` starting at `written`, growing the
// vector up to `limit` when `grow` is set.
DecompressResult run(std::span<const std::byte> input, std::vector<std::byte>* growable,
                     std::span<std::byte> fixed, std::uint64_t limit) {
    DecompressResult result;
    ThreadDecoder& decoder = ThreadDecoder::forStreams();
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
    if (auto decoded = decodeOnlyBlock(input, output)) {
        return *decoded;
    }
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

namespace strata::codecs {

std::vector<std::byte> xzCompress(std::span<const std::byte> input) {
    // Preset 6 (xz's default) with its 8 MiB dictionary cut to the input's size, as xz does for
    // a file of known size: a dictionary larger than the input finds no further match, and the
    // encoder's match finder (about ten times the dictionary) is set up for every call, which
    // made small inputs slow. The stream is the same one any xz reader reads.
    lzma_options_lzma options{};
    if (lzma_lzma_preset(&options, 6)) {
        return {};
    }
    options.dict_size = std::clamp<std::uint32_t>(
        std::bit_ceil(static_cast<std::uint32_t>(std::min<std::size_t>(input.size(), 1u << 30))),
        LZMA_DICT_SIZE_MIN, options.dict_size);
    const lzma_filter filters[] = {{LZMA_FILTER_LZMA2, &options},
                                   {LZMA_VLI_UNKNOWN, nullptr}};
    std::vector<std::byte> output(lzma_stream_buffer_bound(input.size()));
    std::size_t written = 0;
    const lzma_ret result = lzma_stream_buffer_encode(
        const_cast<lzma_filter*>(filters), LZMA_CHECK_CRC64, nullptr,
        reinterpret_cast<const std::uint8_t*>(input.data()), input.size(),
        reinterpret_cast<std::uint8_t*>(output.data()), &written, output.size());
    if (result != LZMA_OK) {
        return {};
    }
    output.resize(written);
    return output;
}

} // namespace strata::codecs
