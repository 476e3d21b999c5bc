#include "formats/cole/page_header.h"

namespace strata::cole {

std::string_view encodingName(std::uint8_t encoding) {
    switch (encoding) {
    case 0:
        return "PLAIN";
    case 1:
        return "RLE";
    case 2:
        return "DELTA";
    case 3:
        return "DICTIONARY";
    default:
        return "unknown";
    }
}

std::string_view columnTypeName(std::uint8_t type) {
    switch (type) {
    case 0:
        return "INT32";
    case 1:
        return "INT64";
    case 2:
        return "STRING";
    default:
        return "unknown";
    }
}

bool PageHeader::sameContent(const PageHeader& other) const {
    return uncompressedSize == other.uncompressedSize && compressedSize == other.compressedSize &&
           numValues == other.numValues && encoding == other.encoding && stats == other.stats;
}

PageHeader readPageHeader(Reader& reader) {
    PageHeader header;
    header.offset = reader.offset();
    header.uncompressedSize = reader.read<std::uint32_t>("page uncompressed_size");
    header.compressedSize = reader.read<std::uint32_t>("page compressed_size");
    header.numValues = reader.read<std::uint32_t>("page num_values");
    header.encoding = reader.u8("page encoding");
    const std::uint8_t hasStats = reader.u8("page has_stats");
    if (hasStats > 1) {
        reader.failAt(reader.offset() - 1, "page has_stats", "must be 0 or 1");
    }
    if (hasStats == 1) {
        PageStats stats;
        if (reader.u8("stats has_min") != 0) {
            stats.min = reader.read<std::int64_t>("stats min_value");
        }
        if (reader.u8("stats has_max") != 0) {
            stats.max = reader.read<std::int64_t>("stats max_value");
        }
        stats.nullCount = reader.read<std::uint32_t>("stats null_count");
        header.stats = stats;
    }
    header.size = reader.offset() - header.offset;
    return header;
}

} // namespace strata::cole
