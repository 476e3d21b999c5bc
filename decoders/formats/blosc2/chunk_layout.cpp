#include "formats/blosc2/chunk_layout.h"

#include "formats/blosc2/filters.h"
#include "strata/decode_error.h"
#include "strata/endian.h"

#include <algorithm>
#include <limits>

namespace strata::blosc2 {
namespace {

// c-blosc2 never makes blocks larger than this (BLOSC2_MAXBLOCKSIZE); bigger means damage, and
// the cap bounds what one block's decoding allocates.
constexpr std::int64_t maxBlocksize = 536866816;

// Memcpyed and special chunks store no blocks; they are cut into pieces of about this size so
// that tables and payloads still work block by block.
constexpr std::uint64_t minVirtualBlock = 64 * 1024;
constexpr std::uint64_t maxVirtualBlocks = 4096;

std::int32_t int32At(std::span<const std::byte> chunk, std::uint64_t position) {
    return loadLE<std::int32_t>(chunk.data() + position);
}

void addDiagnostic(ChunkLayout& layout, Severity severity, std::uint64_t offset,
                   const std::string& path, std::string message) {
    layout.diagnostics.push_back({severity, offset, path, std::move(message)});
}

void addVirtualBlocks(ChunkLayout& layout, std::uint64_t dataOffset, bool stored) {
    const std::uint64_t nbytes = layout.nbytes();
    std::uint64_t size =
        layout.header.blocksize > 0 ? static_cast<std::uint64_t>(layout.header.blocksize) : nbytes;
    size = std::max({size, minVirtualBlock, (nbytes + maxVirtualBlocks - 1) / maxVirtualBlocks});
    for (std::uint64_t raw = 0, i = 0; raw < nbytes; raw += size, ++i) {
        Block block;
        block.index = static_cast<std::uint32_t>(i);
        block.rawOffset = raw;
        block.rawSize = static_cast<std::uint32_t>(std::min(size, nbytes - raw));
        block.offset = stored ? dataOffset + raw : dataOffset;
        block.end = stored ? block.offset + block.rawSize : dataOffset;
        if (stored) {
            block.streams.push_back({block.offset, block.offset, block.rawSize,
                                     static_cast<std::int32_t>(block.rawSize), 0, block.rawSize,
                                     StreamKind::Raw, 0});
        }
        layout.blocks.push_back(std::move(block));
    }
}

// Reads block `index`'s streams from its bstart. `limit` is where the chunk (or the next block,
// by bstart order) ends.
// The most bytes `stored` bytes of a codec's stream can decode to: a decompression bomb check
// made before anything is decoded. Each codec's longest run per input byte: LZ4 and BloscLZ add
// 255 bytes of match per length byte, deflate 258 bytes per one-bit code (1032:1), Snappy 64
// bytes per 3-byte copy, zstd 128 KiB per 4-byte RLE block; plus slack for headers.
std::uint64_t maxDecodedSize(Codec codec, std::uint64_t stored) {
    std::uint64_t perByte = 0;
    switch (codec) {
    case Codec::BloscLz:
    case Codec::Lz4:
        perByte = 256;
        break;
    case Codec::Zlib:
        perByte = 1032;
        break;
    case Codec::Snappy:
        perByte = 22;
        break;
    case Codec::Zstd:
        perByte = 32768;
        break;
    case Codec::Unknown:
        return std::numeric_limits<std::uint64_t>::max();
    }
    return (stored + 16) * perByte;
}

void readStreams(ChunkLayout& layout, std::span<const std::byte> chunk, Block& block,
                 std::uint64_t start, std::uint64_t limit) {
    const ChunkHeader& header = layout.header;
    const bool shortBlock = block.rawSize < static_cast<std::uint32_t>(header.blocksize);
    // Corpus README "Split streams": typesize streams unless 0x10 is set; a short last block
    // is never split.
    const std::uint32_t count =
        header.split() && !shortBlock && header.typesize > 1 ? header.typesize : 1;
    const std::uint32_t length = block.rawSize / count;
    std::uint64_t position = start;
    auto fail = [&](std::uint64_t at, std::string damage, bool pastChunkEnd = false) {
        block.damage = std::move(damage);
        block.pastChunkEnd = pastChunkEnd;
        block.damageOffset = layout.offset + at;
        block.end =
            layout.offset + std::min<std::uint64_t>(std::max(position, start), chunk.size());
    };
    for (std::uint32_t j = 0; j < count; ++j) {
        Stream stream;
        stream.offset = layout.offset + position;
        stream.rawOffset = j * length;
        stream.rawLength = j + 1 == count ? block.rawSize - j * length : length;
        if (position + 4 > chunk.size()) {
            return fail(position, streamLabel(j) + " csize lies past the end of the chunk", true);
        }
        stream.csize = int32At(chunk, position);
        position += 4;
        if (stream.csize == 0) {
            stream.kind = StreamKind::Zeros;
        } else if (stream.csize < 0) {
            if (position + 1 > chunk.size()) {
                return fail(position, streamLabel(j) + " token lies past the end of the chunk",
                            true);
            }
            const auto token = static_cast<std::uint8_t>(chunk[position]);
            position += 1;
            if ((token & 0x01) == 0) {
                return fail(position - 1, streamLabel(j) + " has an unknown token " +
                                              std::to_string(token) + " after a negative csize");
            }
            stream.kind = StreamKind::Run;
            stream.runByte = static_cast<std::uint8_t>(-static_cast<std::int64_t>(stream.csize));
        } else {
            stream.kind = static_cast<std::uint32_t>(stream.csize) == stream.rawLength
                              ? StreamKind::Raw
                              : StreamKind::Compressed;
            stream.dataLength = static_cast<std::uint32_t>(stream.csize);
            if (stream.kind == StreamKind::Compressed &&
                stream.rawLength > maxDecodedSize(header.codec(), stream.dataLength)) {
                return fail(position - 4, streamLabel(j) + " of " + std::to_string(stream.csize) +
                                              " bytes cannot decode to " +
                                              std::to_string(stream.rawLength) + " bytes with " +
                                              std::string(codecName(header.codec())));
            }
            if (position + stream.dataLength > limit) {
                stream.dataOffset = layout.offset + position;
                block.streams.push_back(stream);
                const bool pastChunk = position + stream.dataLength > chunk.size();
                return fail(position - 4,
                            streamLabel(j) + " of " + std::to_string(stream.csize) +
                                " bytes overruns its " +
                                (pastChunk ? "chunk" : "block (it reaches into the next block)"),
                            pastChunk);
            }
        }
        stream.dataOffset = layout.offset + position;
        position += stream.dataLength;
        block.streams.push_back(stream);
    }
    block.end = layout.offset + position;
}

// A lazy chunk's trailer: int32 nchunk, int64 offset, one int32 per block (blosc2-chunk.rst
// "Trailer"), right after the bstarts.
void readLazyTrailer(ChunkLayout& layout, std::span<const std::byte> chunk, std::uint64_t at,
                     std::uint64_t nblocks, const std::string& path) {
    const std::uint64_t trailerSize = 12 + 4 * nblocks;
    LazyTrailer trailer;
    trailer.range = {layout.offset + at, trailerSize};
    if (at + trailerSize > chunk.size()) {
        addDiagnostic(layout, Severity::Error, layout.offset + at, path,
                      "lazy chunk trailer runs past the end of the file");
    } else {
        trailer.nchunk = int32At(chunk, at);
        trailer.chunkOffset = loadLE<std::int64_t>(chunk.data() + at + 4);
        for (std::uint64_t i = 0; i < nblocks; ++i) {
            trailer.blockSizes.push_back(int32At(chunk, at + 12 + 4 * i));
        }
    }
    layout.lazy = trailer;
}

// A dictionary (an int32 size, then its bytes) right after the bstarts. Returns where the
// blocks' data start: after it, or at `at` when it cannot be read.
std::uint64_t readDictionary(ChunkLayout& layout, std::span<const std::byte> chunk,
                             std::uint64_t at, const std::string& path) {
    if (at + 4 > chunk.size()) {
        addDiagnostic(layout, Severity::Error, layout.offset + at, path,
                      "dictionary size lies past the end of the chunk");
        return at;
    }
    const std::int32_t dsize = int32At(chunk, at);
    if (dsize < 0 || at + 4 + static_cast<std::uint64_t>(dsize) > chunk.size()) {
        addDiagnostic(layout, Severity::Error, layout.offset + at, path,
                      "dictionary of " + std::to_string(dsize) +
                          " bytes runs past the end of the chunk");
        return at;
    }
    layout.dictionary = ByteRange{layout.offset + at, 4 + static_cast<std::uint64_t>(dsize)};
    return at + 4 + static_cast<std::uint64_t>(dsize);
}

// A variable-length block: an int32 of its decoded size, then one stream up to `limit`. The
// blocks share nbytes (`left` of it remain): one that runs past it is damaged, and the chunk's
// bytes stay what nbytes says.
void readVlBlock(Block& block, std::span<const std::byte> chunk, std::uint64_t start,
                 std::uint64_t limit, std::uint64_t left, Codec codec) {
    if (start + 4 > limit) {
        block.damage = "block size prefix overruns the block";
        block.damageOffset = block.offset;
        return;
    }
    const std::int32_t rawSize = int32At(chunk, start);
    if (rawSize < 0 || rawSize > maxBlocksize) {
        block.damage = "VL block size " + std::to_string(rawSize) + " is not plausible";
        block.damageOffset = block.offset;
        return;
    }
    if (static_cast<std::uint64_t>(rawSize) > left) {
        block.rawSize = static_cast<std::uint32_t>(left);
        block.damage = "VL block of " + std::to_string(rawSize) + " bytes runs past nbytes " +
                       std::to_string(block.rawOffset + left);
        block.damageOffset = block.offset;
        return;
    }
    block.rawSize = static_cast<std::uint32_t>(rawSize);
    Stream stream;
    stream.offset = block.offset;
    stream.dataOffset = block.offset + 4;
    stream.dataLength = limit - start - 4;
    stream.csize = static_cast<std::int32_t>(stream.dataLength);
    stream.rawLength = block.rawSize;
    stream.kind = stream.dataLength == block.rawSize ? StreamKind::Raw : StreamKind::Compressed;
    block.streams.push_back(stream);
    block.end = stream.end();
    if (stream.kind == StreamKind::Compressed &&
        block.rawSize > maxDecodedSize(codec, stream.dataLength)) {
        block.damage = "VL block of " + std::to_string(stream.dataLength) +
                       " bytes cannot decode to " + std::to_string(block.rawSize) + " bytes";
        block.damageOffset = block.offset;
    }
}

void readBlocks(ChunkLayout& layout, std::span<const std::byte> chunk, const std::string& path) {
    const ChunkHeader& header = layout.header;
    const std::uint64_t nbytes = layout.nbytes();
    const bool vl = header.vlBlocks();
    std::uint64_t nblocks = 0;
    if (vl) {
        // VL-blocks: the blocksize field holds the number of blocks (corpus README).
        nblocks = static_cast<std::uint64_t>(std::max(header.blocksize, 0));
    } else if (nbytes > 0) {
        nblocks = (nbytes + static_cast<std::uint64_t>(header.blocksize) - 1) /
                  static_cast<std::uint64_t>(header.blocksize);
    }
    const std::uint64_t bstartsOffset = header.size();
    const std::uint64_t bstartsEnd = bstartsOffset + 4 * nblocks;
    if (bstartsEnd > chunk.size()) {
        addDiagnostic(layout, Severity::Error, layout.offset + bstartsOffset, path,
                      "bstarts for " + std::to_string(nblocks) +
                          " blocks run past the end of the chunk");
        layout.kind = ChunkKind::Unreadable;
        return;
    }
    layout.bstarts = ByteRange{layout.offset + bstartsOffset, 4 * nblocks};
    std::uint64_t dataStart = bstartsEnd;
    if (layout.kind == ChunkKind::Lazy) {
        readLazyTrailer(layout, chunk, bstartsEnd, nblocks, path);
    } else if (header.usesDictionary()) {
        dataStart = readDictionary(layout, chunk, bstartsEnd, path);
    }
    std::vector<std::uint64_t> starts(nblocks);
    for (std::uint64_t i = 0; i < nblocks; ++i) {
        starts[i] = static_cast<std::uint32_t>(int32At(chunk, bstartsOffset + 4 * i));
    }
    // Blocks may be stored out of order (multithreaded compression, corpus README): a block
    // ends where the next one by position starts.
    std::vector<std::uint64_t> sorted = starts;
    std::sort(sorted.begin(), sorted.end());
    const std::uint64_t chunkEnd = chunk.size();
    std::uint64_t rawOffset = 0;
    for (std::uint64_t i = 0; i < nblocks; ++i) {
        Block block;
        block.index = static_cast<std::uint32_t>(i);
        block.offset = layout.offset + starts[i];
        block.end = block.offset;
        block.rawOffset = rawOffset;
        const auto next = std::upper_bound(sorted.begin(), sorted.end(), starts[i]);
        const std::uint64_t limit = next == sorted.end() ? chunkEnd : std::min(*next, chunkEnd);
        const std::string blockPath = path + " / " + blockLabel(i);
        if (!vl) {
            block.rawSize = static_cast<std::uint32_t>(std::min<std::uint64_t>(
                static_cast<std::uint64_t>(header.blocksize), nbytes - rawOffset));
        }
        if (layout.kind == ChunkKind::Lazy) {
            block.damage = "the data of this lazy chunk lives in its frame";
            block.damageOffset = block.offset;
        } else if (starts[i] < dataStart || starts[i] >= chunkEnd) {
            block.damage = "bstart " + std::to_string(starts[i]) +
                           " lies outside the chunk's data [" + std::to_string(dataStart) + ", " +
                           std::to_string(chunkEnd) + ")";
            block.damageOffset = layout.offset + bstartsOffset + 4 * i;
            block.pastChunkEnd = starts[i] >= chunkEnd;
        } else if (vl) {
            readVlBlock(block, chunk, starts[i], limit, nbytes - rawOffset, header.codec());
        } else {
            readStreams(layout, chunk, block, starts[i], limit);
        }
        if (block.damaged() && layout.kind != ChunkKind::Lazy) {
            addDiagnostic(layout, Severity::Error, block.damageOffset, blockPath, block.damage);
        }
        rawOffset += block.rawSize;
        layout.blocks.push_back(std::move(block));
    }
    if (vl && rawOffset != nbytes) {
        addDiagnostic(layout, Severity::Error, layout.offset + 4, path,
                      "VL blocks hold " + std::to_string(rawOffset) + " bytes but nbytes says " +
                          std::to_string(nbytes));
    }
}

// The steps of reading a chunk's structure once its header is read, each adding what it finds
// wrong to the layout's diagnostics at the field that says it.
struct ChunkReading {
    ChunkLayout& layout;
    const std::string& nodePath;

    void say(Severity severity, std::size_t field, std::string message) const {
        addDiagnostic(layout, severity, layout.offset + field, nodePath, std::move(message));
    }

    // The sizes the header states against each other and the bytes there are; `chunk` is cut
    // to cbytes where it holds them. False when the sizes leave nothing to read.
    bool checkSizes(std::span<const std::byte>& chunk) const {
        const ChunkHeader& header = layout.header;
        const auto cbytes = static_cast<std::uint64_t>(std::max(header.cbytes, 0));
        if (header.version == 0 || header.version > 6) {
            say(Severity::Warning, headerAt::version,
                "unknown format version " + std::to_string(header.version));
        }
        if (header.nbytes < 0 || header.blocksize < 0 ||
            header.cbytes < static_cast<std::int32_t>(header.size())) {
            say(Severity::Error, headerAt::nbytes,
                "negative or too small sizes: nbytes " + std::to_string(header.nbytes) +
                    ", blocksize " + std::to_string(header.blocksize) + ", cbytes " +
                    std::to_string(header.cbytes));
            return false;
        }
        if (header.lazy()) {
            // cbytes counts the data the lazy chunk leaves in the frame.
            layout.kind = ChunkKind::Lazy;
        } else if (cbytes > chunk.size()) {
            say(Severity::Error, headerAt::cbytes,
                "cbytes " + std::to_string(cbytes) + " runs past the end of the file (" +
                    std::to_string(chunk.size()) + " bytes left); reading what is there");
        } else {
            layout.available = cbytes;
            chunk = chunk.first(cbytes);
        }
        if (header.nbytes == 0 && cbytes > header.size() && !header.lazy()) {
            // An empty chunk is its header alone (corpus tiny/tiny_empty*).
            say(Severity::Warning, headerAt::nbytes,
                "nbytes 0, but cbytes " + std::to_string(cbytes) + " stores more than the header");
        }
        if (!header.vlBlocks() && !header.memcpyed() && header.blocksize > header.nbytes &&
            header.nbytes > 0) {
            // c-blosc2 clamps the blocksize to nbytes, a special-value chunk's too (for one the
            // only sign that its nbytes shrank).
            say(Severity::Warning, headerAt::nbytes,
                "blocksize " + std::to_string(header.blocksize) + " exceeds nbytes " +
                    std::to_string(header.nbytes) + " (c-blosc2 clamps it)");
        }
        return true;
    }

    // A special-value chunk stores its header and, for a repeated value, the value. Its
    // blocksize may be below nbytes: blosc2_chunk_repeatval gives a large one the blocksize it
    // would compress with (a frame's offsets index of thousands of special entries:
    // docs/formats/blosc2.md).
    void readSpecial(std::span<const std::byte> chunk) const {
        const ChunkHeader& header = layout.header;
        layout.kind = ChunkKind::Special;
        const auto cbytes = static_cast<std::uint64_t>(std::max(header.cbytes, 0));
        const std::uint64_t stored =
            header.size() + (header.special() == SpecialValue::Repeated ? header.typesize : 0);
        if (cbytes != stored) {
            say(Severity::Warning, headerAt::cbytes,
                "special-value chunk of cbytes " + std::to_string(cbytes) + " stores " +
                    std::to_string(stored));
        }
        if (header.special() == SpecialValue::Repeated) {
            layout.specialValue = ByteRange{layout.offset + header.size(), header.typesize};
            if (header.size() + header.typesize > chunk.size()) {
                say(Severity::Error, header.size(),
                    "the repeated value runs past the end of the chunk");
                layout.kind = ChunkKind::Unreadable;
                return;
            }
        } else if (static_cast<std::uint8_t>(header.special()) > 4) {
            say(Severity::Error, headerAt::blosc2Flags,
                "reserved special value kind " +
                    std::to_string(static_cast<int>(header.special())));
            layout.kind = ChunkKind::Unreadable;
            return;
        }
        addVirtualBlocks(layout, layout.offset + header.size(), false);
    }

    // A memcpyed chunk is its header and its nbytes bytes, nothing else.
    void readMemcpyed(std::span<const std::byte> chunk) const {
        const ChunkHeader& header = layout.header;
        layout.kind = ChunkKind::Memcpyed;
        const auto cbytes = static_cast<std::uint64_t>(std::max(header.cbytes, 0));
        if (cbytes != header.size() + layout.nbytes() && cbytes <= chunk.size()) {
            say(Severity::Warning, headerAt::nbytes,
                "memcpyed chunk of nbytes " + std::to_string(layout.nbytes()) + " but cbytes " +
                    std::to_string(cbytes) + " (header and data make " +
                    std::to_string(header.size() + layout.nbytes()) + ")");
        }
        if (header.size() + layout.nbytes() > chunk.size()) {
            say(Severity::Error, header.size(),
                "memcpyed data of " + std::to_string(layout.nbytes()) +
                    " bytes runs past the end of the chunk");
            layout.kind = ChunkKind::Unreadable;
            return;
        }
        addVirtualBlocks(layout, layout.offset + header.size(), true);
    }

    // A chunk of compressed blocks (of one blocksize, or variable-length), or a lazy chunk's
    // part of them.
    // Blocks whose last bytes c-blosc2 does not restore (filters.h): worth knowing when its
    // output and Strata's differ there.
    void noteVersionTwoBitShuffleTails() const {
        const ChunkHeader& header = layout.header;
        if (std::ranges::find(header.filters, static_cast<std::uint8_t>(FilterId::BitShuffle)) ==
            header.filters.end()) {
            return;
        }
        for (const Block& block : layout.blocks) {
            const std::size_t tail =
                versionTwoBitShuffleTail(header.typesize, header.version, block.rawSize);
            if (tail > 0 && !block.damaged()) {
                addDiagnostic(layout, Severity::Info, block.offset,
                              nodePath + " / " + blockLabel(block.index),
                              "the last " + std::to_string(tail) + " bytes of this block (" +
                                  std::to_string(block.rawSize) + " bytes, typesize " +
                                  std::to_string(header.typesize) +
                                  ") are stored as they are after the bitshuffled elements; "
                                  "c-blosc2 leaves them unwritten in format version 2");
            }
        }
    }

    void readCompressed(std::span<const std::byte> chunk) const {
        const ChunkHeader& header = layout.header;
        if (header.vlBlocks()) {
            layout.kind = ChunkKind::VlBlocks;
        } else if (layout.kind != ChunkKind::Lazy) {
            layout.kind = ChunkKind::Regular;
        }
        if (!header.vlBlocks() && layout.nbytes() > 0 &&
            (header.blocksize <= 0 || header.blocksize > maxBlocksize)) {
            say(Severity::Error, headerAt::blocksize,
                "blocksize " + std::to_string(header.blocksize) + " is not plausible");
            layout.kind = ChunkKind::Unreadable;
            return;
        }
        if (header.codec() == Codec::Unknown) {
            say(Severity::Error, headerAt::flags,
                "unknown compressor (format " + std::to_string(header.compressorFormat()) +
                    ", compcode " + std::to_string(header.compcode) + ")");
        }
        for (std::size_t i = 0; i < filterSlots; ++i) {
            if (header.filters[i] > static_cast<std::uint8_t>(FilterId::TruncPrec)) {
                say(Severity::Error, basicHeaderSize + i,
                    "unknown filter " + std::to_string(header.filters[i]) + " in slot " +
                        std::to_string(i));
            }
        }
        readBlocks(layout, chunk, nodePath);
        noteVersionTwoBitShuffleTails();
        if (layout.kind == ChunkKind::Lazy && layout.lazy) {
            addDiagnostic(
                layout, Severity::Warning, layout.lazy->range.offset, nodePath,
                "lazy chunk: its blocks live in the frame, chunk " +
                    std::to_string(layout.lazy->nchunk) + " at frame offset " +
                    std::to_string(layout.lazy->chunkOffset) +
                    " (block i at that offset + bstart i); this file alone cannot be decompressed");
        }
    }
};

} // namespace

std::string_view streamKindName(StreamKind kind) {
    switch (kind) {
    case StreamKind::Zeros:
        return "zeros";
    case StreamKind::Run:
        return "run";
    case StreamKind::Raw:
        return "raw";
    case StreamKind::Compressed:
        return "compressed";
    }
    return "compressed";
}

std::string_view chunkKindName(ChunkKind kind) {
    switch (kind) {
    case ChunkKind::Regular:
        return "regular";
    case ChunkKind::Memcpyed:
        return "memcpyed";
    case ChunkKind::Special:
        return "special value";
    case ChunkKind::VlBlocks:
        return "variable-length blocks";
    case ChunkKind::Lazy:
        return "lazy";
    case ChunkKind::Unreadable:
        return "unreadable";
    }
    return "unreadable";
}

std::string ChunkLayout::undecodableText() const {
    return "the chunk is " + std::string(chunkKindName(kind)) +
           ": its bytes cannot be decompressed and read as zeros";
}

ChunkLayout readChunkLayout(std::span<const std::byte> chunk, std::uint64_t base,
                            const std::string& nodePath) {
    ChunkLayout layout;
    layout.offset = base;
    layout.available = chunk.size();
    try {
        layout.header = readChunkHeader(
            chunk.first(std::min<std::size_t>(chunk.size(), extendedHeaderSize)), base);
        if (layout.header.extended && chunk.size() < extendedHeaderSize) {
            throw DecodeError(base + chunk.size(), "extended header runs past the end of the file");
        }
    } catch (const DecodeError& error) {
        layout.diagnostics.push_back({Severity::Error, error.offset(), nodePath,
                                      std::string("chunk header: ") + error.what()});
        return layout;
    }
    const ChunkReading reading{layout, nodePath};
    if (!reading.checkSizes(chunk)) {
        return layout;
    }
    if (layout.header.special() != SpecialValue::None) {
        reading.readSpecial(chunk);
    } else if (layout.header.memcpyed()) {
        reading.readMemcpyed(chunk);
    } else {
        reading.readCompressed(chunk);
    }
    return layout;
}

ChunkLayout specialChunkLayout(std::uint64_t offset, std::int32_t nbytes, std::uint8_t typesize,
                               SpecialValue value) {
    ChunkLayout layout;
    layout.offset = offset;
    layout.available = 0;
    layout.header.version = 5;
    layout.header.versionLz = 1;
    layout.header.flags = flag::shuffle | flag::bitshuffle;
    layout.header.extended = true;
    layout.header.typesize = typesize;
    layout.header.nbytes = nbytes;
    layout.header.blocksize = nbytes;
    layout.header.blosc2Flags = static_cast<std::uint8_t>(static_cast<std::uint8_t>(value) << 4);
    layout.kind = ChunkKind::Special;
    addVirtualBlocks(layout, offset, false);
    return layout;
}

} // namespace strata::blosc2
