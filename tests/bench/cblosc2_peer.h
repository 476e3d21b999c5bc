#pragma once

// c-blosc2 3.3 (built from -DSTRATA_CBLOSC2_SOURCE), the peer Strata's Blosc2 decoding is
// measured against. Its own file: blosc2.h and Debian's blosc.h cannot share a translation unit
// (blosc.h's macros rename blosc2.h's enumerators).
#include <cstddef>
#include <filesystem>
#include <functional>
#include <span>
#include <vector>

namespace strata::bench {

// The shuffle filters as c-blosc2 numbers them (blosc2.h's BLOSC_NOSHUFFLE...).
enum Cblosc2Shuffle : int { noShuffle = 0, byteShuffle = 1, bitShuffle = 2 };

// A chunk written by c-blosc2 at level 5 with `codec` ("lz4", "zstd", ...), one shuffle filter
// (0 none, 1 byte shuffle, 2 bitshuffle) and one thread; empty on failure.
std::vector<std::byte> cblosc2Compress(std::span<const std::byte> data, const char* codec,
                                       int shuffle, std::size_t typesize);
// Writes a Blosc2 frame (a contiguous super-chunk) to `path` with c-blosc2: `chunks` chunks of
// `chunkBytes` bytes each, filled by `fill(chunk index, bytes)`, at level 5 with `codec` and
// one shuffle filter (as cblosc2Compress) on `threads` threads; false on failure.
bool cblosc2WriteFrame(const std::filesystem::path& path, std::size_t chunks,
                       std::size_t chunkBytes, std::size_t typesize, const char* codec, int shuffle,
                       int threads,
                       const std::function<void(std::size_t, std::span<std::byte>)>& fill);
// Writes a frame of `chunks` chunks of `chunkBytes` zeros that stores none of them (c-blosc2's
// fill_special: every index entry says "zeros"); false on failure.
bool cblosc2WriteZerosFrame(const std::filesystem::path& path, std::size_t chunks,
                            std::size_t chunkBytes);
// Opens the frame at `path` with c-blosc2 and decodes every chunk on `threads` threads; the
// bytes decoded, or -1 on failure.
long long cblosc2DecodeFrame(const std::filesystem::path& path, int threads);
// Decodes a chunk with c-blosc2 on `threads` threads into `out`; false on failure.
bool cblosc2Decompress(std::span<const std::byte> chunk, std::span<std::byte> out, int threads);

} // namespace strata::bench
