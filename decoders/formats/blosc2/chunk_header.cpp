#include "formats/blosc2/chunk_header.h"

#include "core/reader.h"
#include "strata/endian.h"

namespace strata::blosc2 {

Codec ChunkHeader::codec() const {
    switch (compressorFormat()) {
    case 0:
        return Codec::BloscLz;
    case 1:
        return Codec::Lz4;
    case 2:
        return Codec::Snappy;
    case 3:
        return Codec::Zlib;
    case 4:
        return Codec::Zstd;
    case 6:
        // "defined in the user-defined codec slot": byte 22 holds a compcode.
        switch (compcode) {
        case 0:
            return Codec::BloscLz;
        case 1:
        case 2:
            return Codec::Lz4;
        case 4:
            return Codec::Zlib;
        case 5:
            return Codec::Zstd;
        default:
            return Codec::Unknown;
        }
    default:
        return Codec::Unknown;
    }
}

ChunkHeader readChunkHeader(std::span<const std::byte> bytes, std::uint64_t base) {
    Reader reader(bytes, base);
    ChunkHeader header;
    header.version = reader.u8("version");
    header.versionLz = reader.u8("versionlz");
    header.flags = reader.u8("flags");
    header.typesize = reader.u8("typesize");
    header.nbytes = reader.le<std::int32_t>("nbytes");
    header.blocksize = reader.le<std::int32_t>("blocksize");
    header.cbytes = reader.le<std::int32_t>("cbytes");
    // Both shuffle and bitshuffle set means the 32-byte extended header follows (spec "flags").
    header.extended =
        (header.flags & (flag::shuffle | flag::bitshuffle)) == (flag::shuffle | flag::bitshuffle);
    if (header.extended) {
        for (auto& id : header.filters) {
            id = reader.u8("filters");
        }
        header.compcode = reader.u8("udcodec");
        header.compcodeMeta = reader.u8("compcode_meta");
        for (auto& meta : header.filtersMeta) {
            meta = reader.u8("filters_meta");
        }
        header.blosc2Flags2 = reader.u8("blosc2_flags2");
        header.blosc2Flags = reader.u8("blosc2_flags");
    } else {
        // Blosc1: the flags name the filters; c-blosc2 maps them to the last slots.
        if ((header.flags & flag::shuffle) != 0) {
            header.filters[filterSlots - 1] = static_cast<std::uint8_t>(FilterId::Shuffle);
        } else if ((header.flags & flag::bitshuffle) != 0) {
            header.filters[filterSlots - 1] = static_cast<std::uint8_t>(FilterId::BitShuffle);
        }
        if ((header.flags & flag::delta) != 0) {
            header.filters[filterSlots - 2] = static_cast<std::uint8_t>(FilterId::Delta);
        }
        header.compcode = header.compressorFormat();
    }
    return header;
}

bool plausibleChunkHeader(std::span<const std::byte> bytes, std::uint64_t available) {
    if (bytes.size() < basicHeaderSize) {
        return false;
    }
    const auto version = static_cast<std::uint8_t>(bytes[headerAt::version]);
    const auto versionLz = static_cast<std::uint8_t>(bytes[headerAt::versionLz]);
    const auto flags = static_cast<std::uint8_t>(bytes[headerAt::flags]);
    const auto typesize = static_cast<std::uint8_t>(bytes[headerAt::typesize]);
    const auto nbytes = loadLE<std::int32_t>(bytes.data() + headerAt::nbytes);
    const auto blocksize = loadLE<std::int32_t>(bytes.data() + headerAt::blocksize);
    const auto cbytes = loadLE<std::int32_t>(bytes.data() + headerAt::cbytes);
    const bool extended =
        (flags & (flag::shuffle | flag::bitshuffle)) == (flag::shuffle | flag::bitshuffle);
    if (version < oldestVersion || version > newestVersion || versionLz != versionLzFormat) {
        return false;
    }
    if (nbytes < 0 || blocksize < 0 ||
        cbytes < static_cast<std::int32_t>(extended ? extendedHeaderSize : basicHeaderSize)) {
        return false;
    }
    const auto size = static_cast<std::uint64_t>(cbytes);
    if (size == available) {
        return true;
    }
    // A lazy chunk (cbytes counts the data it leaves in the frame), or a chunk cut short or
    // followed by other bytes, whose cbytes is within what c-blosc2 can produce for nbytes
    // (data, bstarts and stream sizes).
    const bool lazy =
        extended && bytes.size() >= extendedHeaderSize &&
        (static_cast<std::uint8_t>(bytes[headerAt::blosc2Flags]) & blosc2Flag::lazy) != 0;
    const std::uint64_t blocks =
        blocksize > 0
            ? (static_cast<std::uint64_t>(nbytes) + static_cast<std::uint32_t>(blocksize) - 1) /
                  static_cast<std::uint32_t>(blocksize)
            : 1;
    // Per block a bstart, and per stream (up to one per byte of an item) a size.
    const std::uint64_t overhead = extendedHeaderSize + blocks * 4 * (1 + std::uint64_t{typesize});
    if (size > available) {
        return lazy || size <= static_cast<std::uint64_t>(nbytes) + overhead;
    }
    // Bytes after the chunk: a Zarr writer stores each chunk with 16 zero bytes after its cbytes
    // (docs/formats/blosc2.md). c-blosc2 reads the chunk its header describes, so does Strata.
    return size <= static_cast<std::uint64_t>(nbytes) + overhead;
}

std::string_view codecName(Codec codec) {
    switch (codec) {
    case Codec::BloscLz:
        return "blosclz";
    case Codec::Lz4:
        return "lz4";
    case Codec::Snappy:
        return "snappy";
    case Codec::Zlib:
        return "zlib";
    case Codec::Zstd:
        return "zstd";
    case Codec::Unknown:
        return "unknown";
    }
    return "unknown";
}

std::string compcodeName(std::uint8_t compcode) {
    switch (compcode) {
    case 0:
        return "blosclz";
    case 1:
        return "lz4";
    case 2:
        return "lz4hc";
    case 3:
        return "snappy";
    case 4:
        return "zlib";
    case 5:
        return "zstd";
    default:
        return "codec " + std::to_string(compcode);
    }
}

std::string filterName(std::uint8_t id) {
    switch (static_cast<FilterId>(id)) {
    case FilterId::None:
        return "none";
    case FilterId::Shuffle:
        return "shuffle";
    case FilterId::BitShuffle:
        return "bitshuffle";
    case FilterId::Delta:
        return "delta";
    case FilterId::TruncPrec:
        return "trunc_prec";
    }
    return "filter " + std::to_string(id);
}

std::string_view specialValueName(SpecialValue value) {
    switch (value) {
    case SpecialValue::None:
        return "none";
    case SpecialValue::Zeros:
        return "zeros";
    case SpecialValue::NaN:
        return "NaN";
    case SpecialValue::Repeated:
        return "repeated value";
    case SpecialValue::Uninitialized:
        return "uninitialized";
    }
    return "reserved";
}

std::string pipelineText(const ChunkHeader& header) {
    std::string text;
    for (std::size_t i = 0; i < filterSlots; ++i) {
        if (header.filters[i] == 0) {
            continue;
        }
        text += text.empty() ? "" : " → ";
        text += filterName(header.filters[i]);
        if (header.filtersMeta[i] != 0) {
            text += "(" + std::to_string(header.filtersMeta[i]) + ")";
        }
    }
    return text.empty() ? "no filter" : text;
}

} // namespace strata::blosc2
