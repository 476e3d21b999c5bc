// strata-cblosc2-peer: the c-blosc2 side of the whole-process Blosc2 comparison in
// tests/bench/README.md.
//   strata-cblosc2-peer write FILE CODEC FILTER TYPESIZE CHUNKS
//       writes a frame of CHUNKS chunks of 4 MiB with c-blosc2 3.3 (level 5, CODEC one of
//       blosclz, lz4, zstd, zlib; FILTER shuffle, bitshuffle or none), holding the data
//       blosc2_bench decodes (TYPESIZE 8: float64 signal plus noise, 4: an int32 ramp)
//   strata-cblosc2-peer write-zeros FILE CHUNKS
//       writes a frame of CHUNKS chunks of 64 KiB of zeros that stores none of them (every
//       index entry says "zeros"): a few kilobytes however many chunks
//   strata-cblosc2-peer decode FILE THREADS
//       opens the frame with c-blosc2 and decodes every chunk on THREADS threads (what
//       `strata-cli cat FILE` is timed against)
#include "blosc2_signal.h"
#include "cblosc2_peer.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <string>

namespace {

constexpr std::size_t chunkBytes = std::size_t{4} << 20;

int write(const char* path, const char* codec, const std::string& filter, std::size_t typesize,
          std::size_t chunks) {
    const int shuffle = filter == "shuffle"      ? strata::bench::byteShuffle
                        : filter == "bitshuffle" ? strata::bench::bitShuffle
                                                 : strata::bench::noShuffle;
    const auto data = strata::bench::blosc2Signal(chunks * chunkBytes, typesize);
    const bool written = strata::bench::cblosc2WriteFrame(
        path, chunks, chunkBytes, typesize, codec, shuffle, 1,
        [&data](std::size_t chunk, std::span<std::byte> bytes) {
            std::memcpy(bytes.data(), data.data() + chunk * chunkBytes, bytes.size());
        });
    if (!written) {
        std::fprintf(stderr, "strata-cblosc2-peer: cannot write %s\n", path);
        return 1;
    }
    return 0;
}

int decode(const char* path, int threads) {
    const long long decoded = strata::bench::cblosc2DecodeFrame(path, threads);
    if (decoded < 0) {
        std::fprintf(stderr, "strata-cblosc2-peer: cannot decode %s\n", path);
        return 1;
    }
    std::printf("%lld bytes\n", decoded);
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    try {
        const std::string command = argc > 1 ? argv[1] : "";
        if (command == "write" && argc == 7) {
            return write(argv[2], argv[3], argv[4], std::strtoull(argv[5], nullptr, 10),
                         std::strtoull(argv[6], nullptr, 10));
        }
        if (command == "write-zeros" && argc == 4) {
            constexpr std::size_t zeroChunkBytes = std::size_t{64} << 10;
            return strata::bench::cblosc2WriteZerosFrame(
                       argv[2], std::strtoull(argv[3], nullptr, 10), zeroChunkBytes)
                       ? 0
                       : 1;
        }
        if (command == "decode" && argc == 4) {
            return decode(argv[2], std::atoi(argv[3]));
        }
        std::fprintf(stderr, "usage: strata-cblosc2-peer write FILE CODEC FILTER TYPESIZE CHUNKS\n"
                             "       strata-cblosc2-peer write-zeros FILE CHUNKS\n"
                             "       strata-cblosc2-peer decode FILE THREADS\n");
        return 2;
    } catch (const std::exception& error) {
        std::fprintf(stderr, "strata-cblosc2-peer: %s\n", error.what());
        return 1;
    }
}
