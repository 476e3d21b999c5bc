#include "cblosc2_peer.h"

#include <blosc2.h>
#include <cstdlib>
#include <fcntl.h>
#include <memory>
#include <string>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace strata::bench {
namespace {

struct Library {
    Library() { blosc2_init(); }
    ~Library() { blosc2_destroy(); }
};
const Library library;

using Context = std::unique_ptr<blosc2_context, decltype(&blosc2_free_ctx)>;
using Schunk = std::unique_ptr<blosc2_schunk, decltype(&blosc2_schunk_free)>;

// A new super-chunk written as a frame at `path` (replacing what is there); null on failure.
Schunk newFrameFile(const std::filesystem::path& path, blosc2_cparams& cparams) {
    std::filesystem::remove(path);
    std::string urlpath = path.string();
    blosc2_storage storage = BLOSC2_STORAGE_DEFAULTS;
    storage.contiguous = true;
    storage.urlpath = urlpath.data();
    storage.cparams = &cparams;
    return Schunk(blosc2_schunk_new(&storage), &blosc2_schunk_free);
}

} // namespace

std::vector<std::byte> cblosc2Compress(std::span<const std::byte> data, const char* codec,
                                       int shuffle, std::size_t typesize) {
    blosc2_cparams cparams = BLOSC2_CPARAMS_DEFAULTS;
    const int code = blosc2_compname_to_compcode(codec);
    if (code < 0) {
        return {};
    }
    cparams.compcode = static_cast<std::uint8_t>(code);
    cparams.clevel = 5;
    cparams.typesize = static_cast<std::int32_t>(typesize);
    cparams.nthreads = 1;
    cparams.filters[BLOSC2_MAX_FILTERS - 1] = static_cast<std::uint8_t>(shuffle);
    const Context context(blosc2_create_cctx(cparams), &blosc2_free_ctx);
    std::vector<std::byte> chunk(data.size() + BLOSC2_MAX_OVERHEAD);
    const int size =
        blosc2_compress_ctx(context.get(), data.data(), static_cast<std::int32_t>(data.size()),
                            chunk.data(), static_cast<std::int32_t>(chunk.size()));
    chunk.resize(static_cast<std::size_t>(std::max(size, 0)));
    return chunk;
}

bool cblosc2WriteFrame(const std::filesystem::path& path, std::size_t chunks,
                       std::size_t chunkBytes, std::size_t typesize, const char* codec, int shuffle,
                       int threads,
                       const std::function<void(std::size_t, std::span<std::byte>)>& fill) {
    const int code = blosc2_compname_to_compcode(codec);
    if (code < 0) {
        return false;
    }
    blosc2_cparams cparams = BLOSC2_CPARAMS_DEFAULTS;
    cparams.compcode = static_cast<std::uint8_t>(code);
    cparams.clevel = 5;
    cparams.typesize = static_cast<std::int32_t>(typesize);
    cparams.nthreads = static_cast<std::int16_t>(threads);
    cparams.filters[BLOSC2_MAX_FILTERS - 1] = static_cast<std::uint8_t>(shuffle);
    const Schunk schunk = newFrameFile(path, cparams);
    if (schunk == nullptr) {
        return false;
    }
    std::vector<std::byte> data(chunkBytes);
    for (std::size_t chunk = 0; chunk < chunks; ++chunk) {
        fill(chunk, data);
        if (blosc2_schunk_append_buffer(schunk.get(), data.data(),
                                        static_cast<std::int32_t>(data.size())) < 0) {
            return false;
        }
    }
    return true;
}

bool cblosc2Decompress(std::span<const std::byte> chunk, std::span<std::byte> out, int threads) {
    // One context per thread count, made once, as a reader decoding many chunks keeps it.
    thread_local Context context(nullptr, &blosc2_free_ctx);
    thread_local int contextThreads = 0;
    if (context == nullptr || contextThreads != threads) {
        blosc2_dparams dparams = BLOSC2_DPARAMS_DEFAULTS;
        dparams.nthreads = static_cast<std::int16_t>(threads);
        context.reset(blosc2_create_dctx(dparams));
        contextThreads = threads;
    }
    return blosc2_decompress_ctx(
               context.get(), chunk.data(), static_cast<std::int32_t>(chunk.size()), out.data(),
               static_cast<std::int32_t>(out.size())) == static_cast<int>(out.size());
}

bool cblosc2WriteZerosFrame(const std::filesystem::path& path, std::size_t chunks,
                            std::size_t chunkBytes) {
    blosc2_cparams cparams = BLOSC2_CPARAMS_DEFAULTS;
    cparams.typesize = 8;
    const Schunk schunk = newFrameFile(path, cparams);
    const auto items = static_cast<std::int64_t>(chunks * chunkBytes / 8);
    // It returns the number of chunks it added.
    return schunk != nullptr && blosc2_schunk_fill_special(schunk.get(), items, BLOSC2_SPECIAL_ZERO,
                                                           static_cast<std::int32_t>(chunkBytes)) ==
                                    static_cast<std::int64_t>(chunks);
}

long long cblosc2DecodeFrame(const std::filesystem::path& path, int threads) {
    // The file mapped and read in place (no copy), as strata-cli reads it: c-blosc2's own file
    // reader allocates and reads every chunk afresh, which would make its side slower.
    const int fd = ::open(path.c_str(), O_RDONLY);
    struct stat status {};
    if (fd < 0 || ::fstat(fd, &status) != 0 || status.st_size == 0) {
        if (fd >= 0) {
            ::close(fd);
        }
        return -1;
    }
    const auto size = static_cast<std::size_t>(status.st_size);
    void* mapped = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
    ::close(fd);
    if (mapped == MAP_FAILED) {
        return -1;
    }
    const std::unique_ptr<void, std::function<void(void*)>> mapping(
        mapped, [size](void* address) { ::munmap(address, size); });
    const Schunk schunk(blosc2_schunk_from_buffer(static_cast<std::uint8_t*>(mapped),
                                                  static_cast<std::int64_t>(size), false),
                        &blosc2_schunk_free);
    if (schunk == nullptr) {
        return -1;
    }
    std::vector<std::byte> out(static_cast<std::size_t>(schunk->chunksize));
    long long decoded = 0;
    for (std::int64_t index = 0; index < schunk->nchunks; ++index) {
        std::uint8_t* chunk = nullptr;
        bool needsFree = false;
        const int chunkSize = blosc2_schunk_get_chunk(schunk.get(), index, &chunk, &needsFree);
        const std::unique_ptr<std::uint8_t, decltype(&std::free)> owned(needsFree ? chunk : nullptr,
                                                                        &std::free);
        std::int32_t bytes = 0;
        if (chunkSize < 0 || blosc2_cbuffer_sizes(chunk, &bytes, nullptr, nullptr) < 0 ||
            static_cast<std::size_t>(bytes) > out.size() ||
            !cblosc2Decompress(std::as_bytes(std::span(chunk, static_cast<std::size_t>(chunkSize))),
                               std::span(out).first(static_cast<std::size_t>(bytes)), threads)) {
            return -1;
        }
        decoded += bytes;
    }
    return decoded;
}

} // namespace strata::bench
