#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

namespace strata {
class FileOutput;
}

namespace strata::blosc2 {

// A metalayer of the frame header or the trailer: its name and its content, as stored.
struct FrameMetalayerOut {
    std::string name; // under 32 bytes (c-blosc2's limit)
    std::span<const std::byte> content;
};

// One entry of the frame's chunks: a whole Blosc2 chunk's bytes, copied as they are, or (no
// bytes) a run of `count` special chunks of `nbytes` each that the offsets index alone stands
// for: its entry `indexValue` (bit 63 set, the special kind in the top byte's low bits).
struct FrameChunkOut {
    std::span<const std::byte> bytes;
    std::uint64_t nbytes = 0; // the decompressed bytes of one chunk
    std::uint64_t count = 1;
    std::int64_t indexValue = 0;
};

// The offsets index entry of a chunk of zeros (c-blosc2 frame.c, frame_fill_special).
inline constexpr std::int64_t zerosIndexValue =
    static_cast<std::int64_t>((std::uint64_t{1} << 63) | (std::uint64_t{1} << 56));

// The frame header's fields (blosc2-frame.rst "Header") other than the sizes the chunks make.
struct FrameSettings {
    std::uint8_t generalFlags = 0x12; // format version 2, 64-bit offsets
    std::uint8_t frameType = 0;       // contiguous
    std::uint8_t codecFlags = 0;      // compcode | clevel << 4
    std::uint8_t otherFlags = 0;      // splitmode - 1
    std::int32_t typesize = 1;
    std::int32_t blocksize = 0;
    std::int32_t chunksize = 0;
    std::int16_t compressionThreads = 1;
    std::int16_t decompressionThreads = 1;
    std::array<std::uint8_t, 6> filters{};
    std::uint8_t udcodec = 0;
    std::uint8_t compcodeMeta = 0;
    std::array<std::uint8_t, 6> filtersMeta{};
    std::uint8_t otherFlags2 = 0;
    std::vector<FrameMetalayerOut> metalayers;
    std::vector<FrameMetalayerOut> vlMetalayers;
};

// Writes a contiguous frame as c-blosc2 3.3 writes one (frame.c: new_header_frame,
// frame_update_trailer): the header with its metalayers, the chunks one after the other, the
// offsets index as an uncompressed (memcpyed) chunk of int64 offsets, and the trailer with the
// vlmetalayers and no fingerprint. The header's sizes (frame_len, uncompressed and compressed
// size) are computed from `chunks` before anything is written; bytes go to `output` in order.
using FrameOutput = std::function<void(std::span<const std::byte>)>;

// The 32-byte header of a chunk whose `nbytes` bytes follow it as they are (memcpyed): the
// offsets index of a frame, or (nbytes 0) an empty chunk.
std::vector<std::byte> memcpyedChunkHeader(std::int32_t nbytes, std::uint8_t typesize);
void writeFrame(const FrameSettings& settings, std::span<const FrameChunkOut> chunks,
                const FrameOutput& output);

// Writes a contiguous frame into a file chunk by chunk (convert), as writeFrame lays one out: the
// header first, its sizes written over once the last chunk is added (finish); the chunks' bytes
// are not kept.
class FrameFileWriter {
public:
    FrameFileWriter(FrameSettings settings, FileOutput& output);
    // A whole Blosc2 chunk that decompresses to `nbytes` bytes.
    void addChunk(std::span<const std::byte> chunk, std::uint64_t nbytes);
    // The offsets index, the trailer and the header's sizes.
    void finish();

private:
    FrameSettings m_settings;
    FileOutput& m_output;
    std::uint64_t m_headerLength = 0;
    std::uint64_t m_nbytes = 0;
    std::uint64_t m_cbytes = 0;
    std::vector<std::int64_t> m_offsets;
};

// The `b2nd` metalayer's content (c-blosc2 b2nd.c, b2nd_serialize_meta; version 0): msgpack
// [0, ndim, shape (int64s), chunkshape, blockshape (int32s), dtype format 0 (NumPy), dtype].
std::vector<std::byte> b2ndMetalayer(std::span<const std::int64_t> shape,
                                     std::span<const std::int32_t> chunkshape,
                                     std::span<const std::int32_t> blockshape,
                                     const std::string& dtype);

} // namespace strata::blosc2
