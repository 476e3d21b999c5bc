#include "formats/blosc2/chunk_compress.h"

#include "codecs/compress.h"
#include "codecs/shuffle.h"
#include "core/byte_writer.h"
#include "formats/blosc2/filters.h"

#include <algorithm>
#include <cstring>

namespace strata::blosc2 {
namespace {

// c-blosc2 stores a chunk shorter than this whole (blosc2.h BLOSC_MIN_BUFFERSIZE).
constexpr std::size_t minCompressedChunk = 32;
constexpr std::uint8_t writtenVersion = 5; // BLOSC2_VERSION_FORMAT_STABLE
// Flags 0x01 and 0x04 together mark the extended header (blosc2-chunk.rst "flags").
constexpr std::uint8_t extendedMarker = flag::shuffle | flag::bitshuffle;

struct CodecOut {
    std::uint8_t compcode;
    std::uint8_t format; // the flags' compressor enumeration (bits 5..7)
};
constexpr CodecOut writtenCodecs[] = {
    {compcode::lz4, 1}, {compcode::lz4hc, 1}, {compcode::zlib, 3}, {compcode::zstd, 4}};

const CodecOut& codecOut(std::uint8_t code) {
    const auto* found =
        std::find_if(std::begin(writtenCodecs), std::end(writtenCodecs),
                     [code](const CodecOut& codec) { return codec.compcode == code; });
    return found == std::end(writtenCodecs) ? writtenCodecs[0] : *found;
}

std::size_t compressStream(const ChunkCompression& compression, std::span<const std::byte> input,
                           std::span<std::byte> output) {
    switch (compression.compcode) {
    case compcode::zlib:
        return codecs::zlibCompress(input, output, compression.clevel);
    case compcode::zstd:
        return codecs::zstdCompress(input, output, compression.clevel);
    default:
        return codecs::lz4Compress(input, output, compression.clevel,
                                   compression.compcode == compcode::lz4hc);
    }
}

bool writesFilter(std::uint8_t id) {
    return id == static_cast<std::uint8_t>(FilterId::None) ||
           id == static_cast<std::uint8_t>(FilterId::Shuffle) ||
           id == static_cast<std::uint8_t>(FilterId::BitShuffle) ||
           id == static_cast<std::uint8_t>(FilterId::Delta) ||
           id == static_cast<std::uint8_t>(FilterId::TruncPrec);
}

// One block through the filters in slot order (c-blosc2 pipeline_forward). `block` holds the
// block's bytes and receives the result; `spare` and `scratch` are as large.
void filterBlock(const ChunkCompression& compression, std::span<const std::byte> firstBlock,
                 std::uint64_t blockOffset, std::span<std::byte> block, std::span<std::byte> spare,
                 std::span<std::byte> scratch) {
    const std::size_t typesize = compression.typesize;
    for (std::size_t slot = 0; slot < filterSlots; ++slot) {
        switch (static_cast<FilterId>(compression.filters[slot])) {
        case FilterId::Shuffle:
            // A shuffle's meta, when not 0, is the size of the byte groups it shuffles
            // (c-blosc2 pipeline_forward).
            codecs::shuffle(compression.filtersMeta[slot] != 0 ? compression.filtersMeta[slot]
                                                               : typesize,
                            block, spare);
            std::memcpy(block.data(), spare.data(), block.size());
            break;
        case FilterId::BitShuffle: {
            // Format 3 on bitshuffles the largest multiple of 8 elements; the rest stay.
            const std::size_t elements = typesize == 0 ? 0 : block.size() / typesize / 8 * 8;
            if (elements > 0) {
                codecs::bitshuffle(typesize, elements, block, spare, scratch);
                std::memcpy(block.data(), spare.data(), elements * typesize);
            }
            break;
        }
        case FilterId::Delta:
            applyDelta(block, blockOffset, typesize, firstBlock);
            break;
        default:
            // None, and TruncPrec: the values written are decoded ones, truncated already; the
            // filter stays in the pipeline as the source had it, with nothing left to do.
            break;
        }
    }
}

std::size_t blocksizeOf(const ChunkCompression& compression, std::size_t nbytes) {
    return compression.blocksize == 0 ? nbytes
                                      : std::min<std::size_t>(compression.blocksize, nbytes);
}

std::vector<std::byte> memcpyedChunk(const ChunkCompression& compression,
                                     std::span<const std::byte> data) {
    ByteWriter out(Endian::Little);
    out.reserve(extendedHeaderSize + data.size());
    out.put(writtenVersion);
    out.put(versionLzFormat);
    out.put(static_cast<std::uint8_t>(extendedMarker | flag::memcpyed | flag::dontSplit));
    out.put(compression.typesize);
    out.put(static_cast<std::int32_t>(data.size()));
    // The blocksize stays: a b2nd reader counts a chunk's blocks by it (c-blosc2's block mask).
    out.put(static_cast<std::int32_t>(blocksizeOf(compression, data.size())));
    out.put(static_cast<std::int32_t>(data.size() + extendedHeaderSize));
    while (out.size() < extendedHeaderSize) {
        out.put(std::uint8_t{0});
    }
    out.putBytes(data);
    return out.take();
}

} // namespace

ChunkCompression writableCompression(std::uint8_t code, int clevel,
                                     const std::array<std::uint8_t, filterSlots>& filters,
                                     const std::array<std::uint8_t, filterSlots>& filtersMeta,
                                     std::uint8_t typesize, std::vector<std::string>& notes) {
    ChunkCompression compression;
    compression.clevel = std::clamp(clevel, 1, 9);
    compression.typesize = typesize;
    compression.compcode = codecOut(code).compcode;
    if (compression.compcode != code) {
        notes.push_back("compressed with lz4: Strata does not write " + compcodeName(code));
    }
    for (std::size_t i = 0; i < filterSlots; ++i) {
        if (writesFilter(filters[i])) {
            compression.filters[i] = filters[i];
            compression.filtersMeta[i] = filtersMeta[i];
        } else {
            notes.push_back("the " + filterName(filters[i]) +
                            " filter left out: Strata does not apply it");
        }
    }
    return compression;
}

std::vector<std::byte> compressChunk(const ChunkCompression& compression,
                                     std::span<const std::byte> data) {
    const std::size_t nbytes = data.size();
    if (nbytes < minCompressedChunk) {
        return memcpyedChunk(compression, data);
    }
    const std::size_t blocksize = blocksizeOf(compression, nbytes);
    const std::size_t blocks = (nbytes + blocksize - 1) / blocksize;
    ByteWriter out(Endian::Little);
    out.reserve(extendedHeaderSize + 4 * blocks + nbytes / 2);
    std::uint8_t flags = extendedMarker | flag::dontSplit |
                         static_cast<std::uint8_t>(codecOut(compression.compcode).format << 5);
    if (std::find(compression.filters.begin(), compression.filters.end(),
                  static_cast<std::uint8_t>(FilterId::Delta)) != compression.filters.end()) {
        flags |= flag::delta;
    }
    out.put(writtenVersion);
    out.put(versionLzFormat);
    out.put(flags);
    out.put(compression.typesize);
    out.put(static_cast<std::int32_t>(nbytes));
    out.put(static_cast<std::int32_t>(blocksize));
    out.put(std::int32_t{0}); // cbytes, below
    for (const std::uint8_t id : compression.filters) {
        out.put(id);
    }
    out.put(compression.compcode);
    out.put(std::uint8_t{0}); // compcode_meta
    for (const std::uint8_t meta : compression.filtersMeta) {
        out.put(meta);
    }
    out.put(std::uint8_t{0}); // blosc2_flags2
    out.put(std::uint8_t{0}); // blosc2_flags
    const std::uint64_t startsAt = out.size();
    for (std::size_t i = 0; i < blocks; ++i) {
        out.put(std::int32_t{0});
    }
    std::vector<std::byte> block(blocksize);
    std::vector<std::byte> spare(blocksize);
    std::vector<std::byte> scratch(blocksize);
    std::vector<std::byte> packed(blocksize);
    const auto firstBlock = data.first(blocksize);
    for (std::size_t i = 0; i < blocks; ++i) {
        const std::uint64_t offset = i * blocksize;
        const std::size_t size = std::min(blocksize, nbytes - offset);
        const std::span<std::byte> current(block.data(), size);
        std::memcpy(current.data(), data.data() + offset, size);
        filterBlock(compression, firstBlock, offset, current, spare, scratch);
        out.putAt(startsAt + 4 * i, static_cast<std::int32_t>(out.size()));
        // A stream no shorter than its block is stored as it is: its csize is the block's size.
        const std::size_t packedSize =
            compressStream(compression, current, std::span(packed).first(size - 1));
        out.put(static_cast<std::int32_t>(packedSize == 0 ? size : packedSize));
        out.putBytes(packedSize == 0 ? std::span<const std::byte>(current)
                                     : std::span<const std::byte>(packed).first(packedSize));
        if (out.size() >= nbytes + extendedHeaderSize) {
            return memcpyedChunk(compression, data);
        }
    }
    out.putAt(headerAt::cbytes, static_cast<std::int32_t>(out.size()));
    return out.take();
}

} // namespace strata::blosc2
