#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace strata::blosc2 {

// The 16-byte Blosc header and its 32-byte Blosc2 extension (blosc2-chunk.rst "Header";
// corpus README "Chunk header").
inline constexpr std::size_t basicHeaderSize = 16;
inline constexpr std::size_t extendedHeaderSize = 32;
inline constexpr std::size_t filterSlots = 6;

// Where each field of the header lies (blosc2-chunk.rst "Header": bytes 0-15 in every chunk,
// 16-31 in the extended header).
namespace headerAt {
inline constexpr std::size_t version = 0;
inline constexpr std::size_t versionLz = 1;
inline constexpr std::size_t flags = 2;
inline constexpr std::size_t typesize = 3;
inline constexpr std::size_t nbytes = 4;
inline constexpr std::size_t blocksize = 8;
inline constexpr std::size_t cbytes = 12;
inline constexpr std::size_t blosc2Flags = 31;
} // namespace headerAt

// The header versions c-blosc and c-blosc2 write (1 to 6; format 2 of the LZ part only).
inline constexpr std::uint8_t oldestVersion = 1;
inline constexpr std::uint8_t newestVersion = 6;
inline constexpr std::uint8_t versionLzFormat = 1;

namespace flag {
inline constexpr std::uint8_t shuffle = 0x01;
inline constexpr std::uint8_t memcpyed = 0x02;
inline constexpr std::uint8_t bitshuffle = 0x04;
inline constexpr std::uint8_t delta = 0x08;
inline constexpr std::uint8_t dontSplit = 0x10;
} // namespace flag

namespace blosc2Flag {
inline constexpr std::uint8_t dictionary = 0x01;
inline constexpr std::uint8_t extended = 0x02;
inline constexpr std::uint8_t codecByte = 0x04;
inline constexpr std::uint8_t lazy = 0x08;
inline constexpr std::uint8_t instrumented = 0x80;
} // namespace blosc2Flag

// blosc2_flags2 bit 0 (version 6): variable-length blocks (corpus README "VL-blocks").
inline constexpr std::uint8_t vlBlocksFlag = 0x01;

// Filter IDs in the pipeline slots.
enum class FilterId : std::uint8_t {
    None = 0,
    Shuffle = 1,
    BitShuffle = 2,
    Delta = 3,
    TruncPrec = 4
};

// Whole-chunk special values (blosc2_flags bits 4..6).
enum class SpecialValue : std::uint8_t {
    None = 0,
    Zeros = 1,
    NaN = 2,
    Repeated = 3,
    Uninitialized = 4
};

// The codecs, by the flags' compressor *format* (bits 5..7): corpus README "Codec numbering".
enum class Codec { BloscLz, Lz4, Snappy, Zlib, Zstd, Unknown };

struct ChunkHeader {
    std::uint8_t version = 0;
    std::uint8_t versionLz = 0;
    std::uint8_t flags = 0;
    std::uint8_t typesize = 0;
    std::int32_t nbytes = 0;
    std::int32_t blocksize = 0;
    std::int32_t cbytes = 0;
    // The extended header, or what the Blosc1 flags mean in its terms.
    bool extended = false;
    std::array<std::uint8_t, filterSlots> filters{};
    std::array<std::uint8_t, filterSlots> filtersMeta{};
    std::uint8_t compcode = 0; // byte 22: c-blosc2's compcode (udcodec in the spec)
    std::uint8_t compcodeMeta = 0;
    std::uint8_t blosc2Flags2 = 0;
    std::uint8_t blosc2Flags = 0;

    std::size_t size() const { return extended ? extendedHeaderSize : basicHeaderSize; }
    bool memcpyed() const { return (flags & flag::memcpyed) != 0; }
    bool split() const { return (flags & flag::dontSplit) == 0; }
    std::uint8_t compressorFormat() const { return flags >> 5; }
    bool usesDictionary() const { return extended && (blosc2Flags & blosc2Flag::dictionary) != 0; }
    bool lazy() const { return extended && (blosc2Flags & blosc2Flag::lazy) != 0; }
    bool vlBlocks() const { return extended && (blosc2Flags2 & vlBlocksFlag) != 0; }
    SpecialValue special() const {
        return extended ? static_cast<SpecialValue>((blosc2Flags >> 4) & 7) : SpecialValue::None;
    }
    Codec codec() const;
};

// Reads a header from the start of `bytes`; nullopt-free: throws DecodeError (at `base` + the
// field) when the bytes are too short.
ChunkHeader readChunkHeader(std::span<const std::byte> bytes, std::uint64_t base);

// True when `bytes` start with a header the library could have written (version 1..6,
// versionlz 1) whose sizes agree with each other and with `available` bytes.
bool plausibleChunkHeader(std::span<const std::byte> bytes, std::uint64_t available);

std::string_view codecName(Codec codec);
// The c-blosc2 compcode's name (header byte 22, frame codec_flags).
std::string compcodeName(std::uint8_t compcode);
std::string filterName(std::uint8_t id);
std::string_view specialValueName(SpecialValue value);
// "shuffle → delta" style summary of the active filters, in pipeline order.
std::string pipelineText(const ChunkHeader& header);

} // namespace strata::blosc2
