#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace strata::codecs {

// The outcome of one decompression into a caller-sized buffer. Every decompressor takes the
// expected output size (the buffer) and refuses to write past it.
struct DecompressResult {
    bool ok = false;
    std::size_t written = 0;  // bytes produced into the output
    std::size_t consumed = 0; // input bytes used, where the codec reports it
    std::string error;        // why it failed, for the diagnostic
};

// zstd (libzstd): one frame or several; an optional raw-content or zstd dictionary.
DecompressResult zstdDecompress(std::span<const std::byte> input, std::span<std::byte> output,
                                std::span<const std::byte> dictionary = {});
// The content size a zstd frame declares, when it declares one.
bool zstdFrameContentSize(std::span<const std::byte> input, std::uint64_t& size);

// LZ4 block format (liblz4); an optional prefix dictionary (LZ4_decompress_safe_usingDict).
// Fails unless the block fills the output exactly.
DecompressResult lz4Decompress(std::span<const std::byte> input, std::span<std::byte> output,
                               std::span<const std::byte> dictionary = {});

// A zlib-format (RFC 1950) deflate stream (zlib).
DecompressResult zlibDecompress(std::span<const std::byte> input, std::span<std::byte> output);

// A raw Snappy block (libsnappy), as old Blosc1 chunks store it.
DecompressResult snappyDecompress(std::span<const std::byte> input, std::span<std::byte> output);

// BloscLZ, the FastLZ-derived codec of Blosc (ours; decoders/codecs/blosclz.cpp describes it).
DecompressResult blosclzDecompress(std::span<const std::byte> input, std::span<std::byte> output);

// xz / .lzma streams (liblzma), concatenated streams allowed.
DecompressResult xzDecompress(std::span<const std::byte> input, std::span<std::byte> output);
// The uncompressed size a single .xz stream declares in its index, read from the stream footer
// and index without decompressing; false when the input is not exactly one complete xz stream.
bool xzStreamDeclaredSize(std::span<const std::byte> input, std::uint64_t& size);

// Decompresses into a growing vector, stopping with an error past `limit` bytes (bomb guard).
DecompressResult zstdDecompressBounded(std::span<const std::byte> input,
                                       std::vector<std::byte>& output, std::uint64_t limit);
DecompressResult xzDecompressBounded(std::span<const std::byte> input,
                                     std::vector<std::byte>& output, std::uint64_t limit);

} // namespace strata::codecs
