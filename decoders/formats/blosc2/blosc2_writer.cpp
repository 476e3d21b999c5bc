#include "strata/blosc2_writer.h"

#include "core/byte_writer.h"
#include "strata/file_output.h"

#include <algorithm>
#include <stdexcept>

namespace strata::blosc2 {
namespace {

// Where c-blosc2 puts the header's fields (frame.h FRAME_*): the sizes written once known, the
// filter block's bytes, the metalayers after the fixed part.
constexpr std::uint64_t headerLengthField = 11;
constexpr std::uint64_t frameLengthField = 16;
constexpr std::uint64_t uncompressedSizeField = 30;
constexpr std::uint64_t compressedSizeField = 39;
constexpr std::uint64_t filterSlotsAt = 71; // 8 slots; udcodec and codec meta in the last 2
constexpr std::uint64_t filtersMetaAt = 79; // 6 slots
constexpr std::uint64_t otherFlags2At = 85;
constexpr std::uint64_t fixedHeaderLength = 87; // FRAME_HEADER_MINLEN
constexpr std::uint64_t headerMapSizeField = 89;
constexpr std::uint64_t trailerMapSizeField = 4;
// A chunk's extended header (blosc2-chunk.rst "Header"): flags 0x01 | 0x04 mark the extended
// header, 0x02 a plain copy (memcpyed).
constexpr std::size_t chunkHeaderLength = 32;
constexpr std::uint8_t chunkFormatVersion = 5;
constexpr std::uint8_t memcpyedExtendedFlags = 0x07;
constexpr std::uint8_t trailerVersion = 1;
constexpr std::uint8_t maxFilters = 6;
// A memcpyed chunk's blocks: readers decode a chunk block by block (Strata up to 64 MiB each),
// so the offsets index of a frame of millions of chunks has many blocks.
constexpr std::int32_t indexBlocksize = 1 << 20;

// The metalayers as c-blosc2 lays them out, in the header or the trailer: an array of 3 (the
// map's size, a map of name to the int32 offset of its content, the contents as bin32), the
// offsets counted from the first byte of `out` (the header's or the trailer's); the map's size is
// written at `mapSizeField`, counted from the array's marker in the header and from the byte
// after it in the trailer (as c-blosc2 counts them).
void putMetalayers(ByteWriter& out, std::uint64_t mapSizeField, bool sizeCountsMarker,
                   const std::vector<FrameMetalayerOut>& layers) {
    const std::uint64_t arrayAt = out.size();
    const auto count = static_cast<std::uint16_t>(layers.size());
    out.put(std::uint8_t{0x93});
    out.put(std::uint8_t{0xcd});
    out.put(std::uint16_t{0}); // the map's size, below
    out.put(std::uint8_t{0xde});
    out.put(count);
    std::vector<std::uint64_t> offsetFields;
    for (const FrameMetalayerOut& layer : layers) {
        if (layer.name.size() >= 32) {
            throw std::invalid_argument("a metalayer's name is under 32 bytes");
        }
        out.put(static_cast<std::uint8_t>(0xa0 + layer.name.size()));
        out.putText(layer.name);
        out.put(std::uint8_t{0xd2});
        offsetFields.push_back(out.size());
        out.put(std::int32_t{0});
    }
    out.putAt(mapSizeField,
              static_cast<std::uint16_t>(out.size() - arrayAt - (sizeCountsMarker ? 0 : 1)));
    out.put(std::uint8_t{0xdc});
    out.put(count);
    for (std::size_t i = 0; i < layers.size(); ++i) {
        out.putAt(offsetFields[i], static_cast<std::int32_t>(out.size()));
        out.put(std::uint8_t{0xc6});
        out.put(static_cast<std::uint32_t>(layers[i].content.size()));
        out.putBytes(layers[i].content);
    }
}

ByteWriter headerBytes(const FrameSettings& settings, std::uint64_t nbytes, std::uint64_t cbytes) {
    ByteWriter out(Endian::Big);
    out.reserve(fixedHeaderLength);
    out.put(std::uint8_t{0x9e});
    out.put(std::uint8_t{0xa8});
    out.putText(std::string_view("b2frame\0", 8));
    out.put(std::uint8_t{0xd2});
    out.put(std::int32_t{0}); // header_len, below
    out.put(std::uint8_t{0xcf});
    out.put(std::uint64_t{0}); // frame_len, by writeFrame
    out.put(std::uint8_t{0xa4});
    out.put(settings.generalFlags);
    out.put(settings.frameType);
    out.put(settings.codecFlags);
    out.put(settings.otherFlags);
    out.put(std::uint8_t{0xd3});
    out.put(static_cast<std::int64_t>(nbytes));
    out.put(std::uint8_t{0xd3});
    out.put(static_cast<std::int64_t>(cbytes));
    for (const std::int32_t value : {settings.typesize, settings.blocksize, settings.chunksize}) {
        out.put(std::uint8_t{0xd2});
        out.put(value);
    }
    for (const std::int16_t value : {settings.compressionThreads, settings.decompressionThreads}) {
        out.put(std::uint8_t{0xd1});
        out.put(value);
    }
    out.put(std::uint8_t{settings.vlMetalayers.empty() ? std::uint8_t{0xc2} : std::uint8_t{0xc3}});
    out.put(std::uint8_t{0xd8}); // fixext 16
    out.put(maxFilters);
    for (std::size_t i = 0; i < 16; ++i) {
        out.put(std::uint8_t{0});
    }
    for (std::size_t i = 0; i < settings.filters.size(); ++i) {
        out.putAt(filterSlotsAt + i, settings.filters[i]);
        out.putAt(filtersMetaAt + i, settings.filtersMeta[i]);
    }
    out.putAt(filterSlotsAt + 6, settings.udcodec);
    out.putAt(filterSlotsAt + 7, settings.compcodeMeta);
    out.putAt(otherFlags2At, settings.otherFlags2);
    putMetalayers(out, headerMapSizeField, true, settings.metalayers);
    out.putAt(headerLengthField, static_cast<std::int32_t>(out.size()));
    return out;
}

// A header size field's 8 bytes (msgpack numbers are big-endian).
std::string bigEndian64(std::uint64_t value) {
    std::string bytes(8, '\0');
    for (std::size_t i = 0; i < 8; ++i) {
        bytes[i] = static_cast<char>(value >> (8 * (7 - i)));
    }
    return bytes;
}

ByteWriter trailerBytes(const FrameSettings& settings) {
    ByteWriter out(Endian::Big);
    out.reserve(64); // the trailer without vlmetalayers (and GCC 12's -Wstringop-overflow calmed)
    out.put(std::uint8_t{0x94});
    out.put(trailerVersion);
    putMetalayers(out, trailerMapSizeField, false, settings.vlMetalayers);
    // trailer_len, then the fingerprint: none (type 0, 16 zero bytes).
    out.put(std::uint8_t{0xce});
    out.put(static_cast<std::uint32_t>(out.size() + 4 + 18));
    out.put(std::uint8_t{0xd8});
    for (std::size_t i = 0; i < 17; ++i) {
        out.put(std::uint8_t{0});
    }
    return out;
}

} // namespace

std::vector<std::byte> memcpyedChunkHeader(std::int32_t nbytes, std::uint8_t typesize) {
    ByteWriter out(Endian::Little);
    out.reserve(chunkHeaderLength);
    out.put(chunkFormatVersion);
    out.put(std::uint8_t{1}); // versionlz
    out.put(memcpyedExtendedFlags);
    out.put(typesize);
    out.put(nbytes);
    out.put(std::min(nbytes, indexBlocksize));
    out.put(static_cast<std::int32_t>(nbytes + static_cast<std::int32_t>(chunkHeaderLength)));
    for (std::size_t i = out.size(); i < chunkHeaderLength; ++i) {
        out.put(std::uint8_t{0});
    }
    return out.take();
}

void writeFrame(const FrameSettings& settings, std::span<const FrameChunkOut> chunks,
                const FrameOutput& output) {
    std::uint64_t nbytes = 0;
    std::uint64_t cbytes = 0;
    std::uint64_t count = 0;
    for (const FrameChunkOut& chunk : chunks) {
        nbytes += chunk.nbytes * chunk.count;
        cbytes += chunk.bytes.size();
        count += chunk.count;
    }
    // c-blosc2 keeps the offsets index in one chunk, whose nbytes is an int32.
    if (count > (std::uint64_t{1} << 31) / sizeof(std::int64_t) - chunkHeaderLength) {
        throw std::invalid_argument("more chunks than one offsets index holds");
    }
    ByteWriter header = headerBytes(settings, nbytes, cbytes);
    const ByteWriter trailer = trailerBytes(settings);
    const std::uint64_t indexLength =
        count == 0 ? 0 : chunkHeaderLength + count * sizeof(std::int64_t);
    header.putAt(frameLengthField, header.size() + cbytes + indexLength + trailer.size());
    output(header.bytes());
    for (const FrameChunkOut& chunk : chunks) {
        output(chunk.bytes);
    }
    if (count > 0) {
        // The offsets index: a memcpyed chunk of `count` little-endian int64s.
        output(memcpyedChunkHeader(static_cast<std::int32_t>(count * sizeof(std::int64_t)),
                                   sizeof(std::int64_t)));
        // The offsets, from the end of the header, in pieces of bounded size.
        ByteWriter offsets(Endian::Little);
        std::uint64_t at = 0;
        for (const FrameChunkOut& chunk : chunks) {
            for (std::uint64_t i = 0; i < chunk.count; ++i) {
                offsets.put(chunk.bytes.empty() ? chunk.indexValue : static_cast<std::int64_t>(at));
                if (offsets.size() >= (std::uint64_t{1} << 20)) {
                    output(offsets.bytes());
                    offsets.clear();
                }
            }
            at += chunk.bytes.size();
        }
        output(offsets.bytes());
    }
    output(trailer.bytes());
}

FrameFileWriter::FrameFileWriter(FrameSettings settings, FileOutput& output)
    : m_settings(std::move(settings))
    , m_output(output) {
    const ByteWriter header = headerBytes(m_settings, 0, 0);
    m_headerLength = header.size();
    m_output.write(header.bytes());
}

void FrameFileWriter::addChunk(std::span<const std::byte> chunk, std::uint64_t nbytes) {
    m_offsets.push_back(static_cast<std::int64_t>(m_cbytes));
    m_output.write(chunk);
    m_cbytes += chunk.size();
    m_nbytes += nbytes;
}

void FrameFileWriter::finish() {
    std::uint64_t length = m_headerLength + m_cbytes;
    if (!m_offsets.empty()) {
        const auto indexBytes = static_cast<std::int32_t>(m_offsets.size() * sizeof(std::int64_t));
        const std::vector<std::byte> indexHeader =
            memcpyedChunkHeader(indexBytes, sizeof(std::int64_t));
        m_output.write(indexHeader);
        ByteWriter offsets(Endian::Little);
        offsets.reserve(static_cast<std::uint64_t>(indexBytes));
        for (const std::int64_t offset : m_offsets) {
            offsets.put(offset);
        }
        m_output.write(offsets.bytes());
        length += indexHeader.size() + offsets.size();
    }
    const ByteWriter trailer = trailerBytes(m_settings);
    m_output.write(trailer.bytes());
    length += trailer.size();
    for (const auto& [field, value] :
         {std::pair{frameLengthField, length}, std::pair{uncompressedSizeField, m_nbytes},
          std::pair{compressedSizeField, m_cbytes}}) {
        m_output.rewriteAt(field, bigEndian64(value));
    }
}

std::vector<std::byte> b2ndMetalayer(std::span<const std::int64_t> shape,
                                     std::span<const std::int32_t> chunkshape,
                                     std::span<const std::int32_t> blockshape,
                                     const std::string& dtype) {
    ByteWriter out(Endian::Big);
    out.put(std::uint8_t{0x97});
    out.put(std::uint8_t{0}); // version
    out.put(static_cast<std::uint8_t>(shape.size()));
    out.put(static_cast<std::uint8_t>(0x90 + shape.size()));
    for (const std::int64_t extent : shape) {
        out.put(std::uint8_t{0xd3});
        out.put(extent);
    }
    for (const auto sizes : {chunkshape, blockshape}) {
        out.put(static_cast<std::uint8_t>(0x90 + sizes.size()));
        for (const std::int32_t extent : sizes) {
            out.put(std::uint8_t{0xd2});
            out.put(extent);
        }
    }
    out.put(std::uint8_t{0}); // dtype format: NumPy
    out.put(std::uint8_t{0xdb});
    out.put(static_cast<std::int32_t>(dtype.size()));
    out.putText(dtype);
    return out.take();
}

} // namespace strata::blosc2
