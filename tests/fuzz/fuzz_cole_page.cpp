// libFuzzer target: COLE page data through the page decoders (PLAIN, RLE, DELTA, DICTIONARY).
// Input: column type, encoding, num_values (16 bits), then the page data. At most num_values
// values may come out, whatever the data says.
#include "formats/cole/page_decoder.h"
#include "strata/decode_error.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 4) {
        return 0;
    }
    const auto columnType = static_cast<std::uint8_t>(data[0] % 3);
    strata::cole::PageHeader header;
    header.encoding = static_cast<std::uint8_t>(data[1] % 4);
    header.numValues = static_cast<std::uint32_t>(data[2]) << 8 | data[3];
    header.uncompressedSize = static_cast<std::uint32_t>(size - 4);
    header.compressedSize = header.uncompressedSize;
    strata::ColumnData out(strata::cole::logicalTypeOf(columnType));
    try {
        strata::cole::decodePage(columnType, header,
                                 std::span(reinterpret_cast<const std::byte*>(data + 4), size - 4),
                                 4, header.numValues, out);
    } catch (const strata::DecodeError&) {
        // Malformed page data is reported, values decoded before it stay.
    }
    if (out.size() > header.numValues) {
        std::abort();
    }
    return 0;
}
