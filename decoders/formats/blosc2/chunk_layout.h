#pragma once

#include "formats/blosc2/chunk_header.h"
#include "formats/blosc2/labels.h"
#include "strata/byte_range.h"
#include "strata/diagnostic.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace strata::blosc2 {

// How a stream's bytes come back (blosc2-chunk.rst "Compressed Data Streams"; corpus README).
enum class StreamKind {
    Zeros,      // csize 0: all zero bytes, no data
    Run,        // csize < 0 with token bit 0: the byte -csize repeated
    Raw,        // csize == the stream's length: stored as is
    Compressed, // codec data
};

std::string_view streamKindName(StreamKind kind);

struct Stream {
    std::uint64_t offset = 0;     // absolute offset of the csize field
    std::uint64_t dataOffset = 0; // absolute offset of the data (after csize, token)
    std::uint64_t dataLength = 0;
    std::int32_t csize = 0;
    std::uint32_t rawOffset = 0; // within the block
    std::uint32_t rawLength = 0;
    StreamKind kind = StreamKind::Compressed;
    std::uint8_t runByte = 0;

    std::uint64_t end() const { return dataOffset + dataLength; }
};

struct Block {
    std::uint32_t index = 0;
    std::uint64_t offset = 0;    // absolute: bstart (or the data, for memcpyed chunks)
    std::uint64_t end = 0;       // absolute end of the last stream read
    std::uint64_t rawOffset = 0; // within the chunk's decompressed bytes
    std::uint32_t rawSize = 0;
    std::vector<Stream> streams;
    // Set when the block cannot be decoded; damageOffset is where the trouble is.
    std::string damage;
    std::uint64_t damageOffset = 0;
    bool pastChunkEnd = false; // damaged because its bytes run past the chunk's (or start there)

    bool damaged() const { return !damage.empty(); }
    std::uint64_t storedSize() const { return end > offset ? end - offset : 0; }
};

enum class ChunkKind : std::uint8_t {
    Regular,  // bstarts, optional dictionary, streams
    Memcpyed, // the data right after the header
    Special,  // one value for the whole chunk, no blocks stored
    VlBlocks, // version 6 variable-length blocks
    Lazy,     // header + bstarts + trailer; the blocks live in a frame
    Unreadable,
};

std::string_view chunkKindName(ChunkKind kind);

// Lazy and unreadable chunks have no blocks this file can decompress.
inline bool decodableKind(ChunkKind kind) {
    return kind != ChunkKind::Lazy && kind != ChunkKind::Unreadable;
}

// Lazy chunk trailer (blosc2-chunk.rst "Trailer").
struct LazyTrailer {
    ByteRange range;
    std::int32_t nchunk = 0;
    std::int64_t chunkOffset = 0; // of the full chunk inside the frame file
    std::vector<std::int32_t> blockSizes;
};

// A chunk's structure, read without decompressing anything. Offsets are absolute.
struct ChunkLayout {
    std::uint64_t offset = 0;
    std::uint64_t available = 0; // bytes of the chunk present (at most cbytes)
    ChunkHeader header;
    ChunkKind kind = ChunkKind::Unreadable;
    std::optional<ByteRange> bstarts;
    std::optional<ByteRange> dictionary; // the dsize field and the dictionary bytes
    std::optional<ByteRange> specialValue;
    std::optional<LazyTrailer> lazy;
    std::vector<Block> blocks;
    std::vector<Diagnostic> diagnostics;

    std::uint64_t nbytes() const {
        return header.nbytes > 0 ? static_cast<std::uint64_t>(header.nbytes) : 0;
    }
    ByteRange range() const { return {offset, available}; }
    // A block the file's end cuts: the chunk is short of its cbytes and the block's bytes run
    // past what is there (or start past it).
    bool cutByEnd(const Block& block) const {
        return available < static_cast<std::uint64_t>(std::max(header.cbytes, 0)) &&
               block.pastChunkEnd;
    }
    bool decodable() const { return decodableKind(kind); }
    // What reading such a chunk's bytes reports.
    std::string undecodableText() const;
    // The dictionary bytes without the dsize field.
    std::optional<ByteRange> dictionaryData() const {
        if (!dictionary || dictionary->length < 4) {
            return std::nullopt;
        }
        return ByteRange{dictionary->offset + 4, dictionary->length - 4};
    }
};

// What a file keeps of each of its chunks while their blocks and streams are read again when
// asked (ChunkSlots::layout): a frame of 100,000 chunks keeps 100,000 of these, not layouts.
struct ChunkPlace {
    std::uint64_t offset = 0; // ChunkLayout::offset
    // ChunkLayout::available; a frame's planned place (FrameLayout::chunksPlanned): the bytes up
    // to the next stored chunk or the index, which its header may not use all of.
    std::uint64_t available = 0;
    std::uint32_t nbytes = 0; // ChunkLayout::nbytes()
    ChunkKind kind = ChunkKind::Unreadable;
    std::uint8_t typesize = 0; // the header's

    explicit ChunkPlace(const ChunkLayout& layout)
        : offset(layout.offset)
        , available(layout.available)
        , nbytes(static_cast<std::uint32_t>(layout.nbytes()))
        , kind(layout.kind)
        , typesize(layout.header.typesize) {}
    ChunkPlace() = default;

    ByteRange range() const { return {offset, available}; }
    bool decodable() const { return decodableKind(kind); }
    bool operator==(const ChunkPlace&) const = default;
};

// Reads the chunk that starts at `chunk[0]` (absolute offset `base`); `chunk` holds every
// byte the chunk may use (the rest of the file or frame area). Problems become diagnostics
// whose node path is `nodePath` (plus the block's label).
ChunkLayout readChunkLayout(std::span<const std::byte> chunk, std::uint64_t base,
                            const std::string& nodePath);

// A layout for a chunk a frame stores only as a special value in its offsets index.
ChunkLayout specialChunkLayout(std::uint64_t offset, std::int32_t nbytes, std::uint8_t typesize,
                               SpecialValue value);

} // namespace strata::blosc2
