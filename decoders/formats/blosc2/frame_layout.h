#pragma once

#include "formats/blosc2/chunk_layout.h"
#include "formats/blosc2/chunk_slots.h"
#include "strata/byte_range.h"
#include "strata/byte_source.h"
#include "strata/diagnostic.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace strata::blosc2 {

// The frame header is a msgpack array of 14 items (blosc2-frame.rst "Header"): 0x9e, then the
// magic as a str8 (0xa8, its length 8, and "b2frame\0"), then header_len at byte 11.
inline constexpr char frameMagic[] = "b2frame";
inline constexpr std::uint64_t headerItems = 14;
inline constexpr std::uint8_t headerArrayMarker = 0x9e; // fixarray of 14
inline constexpr std::uint8_t magicStringMarker = 0xa8; // fixstr of 8
inline constexpr std::uint64_t magicAt = 1;
inline constexpr std::uint64_t headerLengthAt = 10; // its msgpack marker; the value follows
// The markers of frame_len (a uint64 after header_len's int32) and compressed_size (after
// flags' str4 and uncompressed_size's int64).
inline constexpr std::uint64_t frameLengthAt = 15;
inline constexpr std::uint64_t compressedSizeAt = 0x26;
inline constexpr std::uint64_t frameTypesizeAt = 0x2f; // its int32 marker

// A fixed metalayer (header) or a variable-length one (trailer).
struct Metalayer {
    std::string name;
    std::int64_t storedOffset = 0; // as stored in the name map
    ByteRange content;             // the bin32 payload
};

// One msgpack item of the frame header or trailer, for the tree.
struct FrameItem {
    std::string name;
    ByteRange range;
    std::string value; // as decoded, for the item's node
};

// A contiguous frame (.b2frame / .b2nd; corpus README "Contiguous frame").
struct FrameLayout {
    ByteRange header;
    std::int64_t headerLength = 0;
    std::int64_t frameLength = 0;
    std::uint8_t generalFlags = 0;
    std::uint8_t frameType = 0;
    std::uint8_t codecFlags = 0;
    std::uint8_t otherFlags = 0;
    std::int64_t uncompressedSize = 0;
    std::int64_t compressedSize = 0;
    std::int32_t typesize = 0;
    std::int32_t blocksize = 0;
    std::int32_t chunksize = 0;
    std::int16_t compressionThreads = 0;
    std::int16_t decompressionThreads = 0;
    bool hasVlMetalayers = false;
    std::array<std::uint8_t, 6> filters{};
    std::uint8_t udcodec = 0;
    std::uint8_t compcodeMeta = 0;
    std::array<std::uint8_t, 6> filtersMeta{};
    std::uint8_t otherFlags2 = 0;
    std::vector<FrameItem> headerItems; // every header item before the filter block
    ByteRange filterBlock;              // the fixext16
    ByteRange metalayersRange;
    std::vector<Metalayer> metalayers;

    std::shared_ptr<const ChunkLayout> index; // the chunk offsets index chunk
    ChunkRuns chunks; // the index's entries, runs of like ones once (FileLayout::chunks shares it)
    std::vector<std::string> entryDamages; // ChunkEntry::damage
    std::uint64_t chunkAreaEnd = 0;        // the bytes a stored chunk may use end here
    // The stored chunks' places come from the index and the header's chunksize, their headers
    // not read at the open (chunkFindings reads them); else each one's header was read.
    bool chunksPlanned = false;

    std::optional<ByteRange> trailer;
    std::int64_t trailerVersion = 0;
    std::uint32_t trailerLength = 0;
    std::int8_t fingerprintType = 0;
    std::vector<FrameItem> trailerItems; // the items around the vlmetalayers
    ByteRange vlMetalayersRange;
    std::vector<Metalayer> vlMetalayers;

    std::vector<Diagnostic> diagnostics;
    bool headerValid = false;

    // Why `chunk`'s entry cannot be read; empty when it can.
    std::string_view damageOf(const ChunkEntry& chunk) const {
        return chunk.damage == 0 ? std::string_view() : entryDamages.at(chunk.damage - 1);
    }
};

bool looksLikeFrame(std::span<const std::byte> bytes);

// Reads a frame: header, metalayers, the offsets index (decoded), where its chunks lie (each
// one's layout read for its diagnostics, then let go) and the trailer. Problems become diagnostics;
// what can be read is kept.
FrameLayout readFrameLayout(const ByteSource& source);

} // namespace strata::blosc2
