#pragma once

#include <cstddef>
#include <span>
#include <vector>

namespace strata::codecs {

// One .xz stream of `input` (liblzma, preset 6, CRC64: what Python's lzma.compress writes, and
// so AT-1's writers); empty only when liblzma fails (out of memory).
std::vector<std::byte> xzCompress(std::span<const std::byte> input);

// Compressors of Blosc2 streams (what c-blosc2's codecs store): `input` compressed into
// `output`, returning the bytes written, or 0 when the result does not fit in output (the caller
// then stores the input as it is). `level` is Blosc's clevel, 1 to 9.
// An LZ4 block (liblz4); LZ4_compress_HC's when `high` (lz4hc writes the same block format).
std::size_t lz4Compress(std::span<const std::byte> input, std::span<std::byte> output, int level,
                        bool high);
// A zlib-format (RFC 1950) stream (zlib's compress2).
std::size_t zlibCompress(std::span<const std::byte> input, std::span<std::byte> output, int level);
// zlib-format streams at level 1, for NetCDF's deflated chunks; empty only when zlib fails (out
// of memory).
// Text: any earlier bytes are matches.
std::vector<std::byte> zlibTextCompress(std::span<const std::byte> input);
// Shuffled numbers, in byte planes of `planeBytes` each: matches are runs of one byte (zlib's
// Z_RLE: on such planes about as small as any match, in 60 % of the time), and a plane that
// looks like noise is stored as it is.
std::vector<std::byte> zlibPlanesCompress(std::span<const std::byte> planes,
                                          std::size_t planeBytes);
// One zstd frame (libzstd).
std::size_t zstdCompress(std::span<const std::byte> input, std::span<std::byte> output, int level);

} // namespace strata::codecs
