#include "formats/at1/codecs/json/value_columns.h"

namespace strata::at1 {

ValueColumns::ValueColumns(CodecStreams& streams, std::uint64_t separatorBytes) {
    StreamCursor index = streams.cursor("value_index");
    const DecodedStream& values = streams.stream("values");
    const std::string_view text = values.text();
    // Each chunk length takes at least one byte of the index.
    const std::uint64_t columns = index.count("ncol");
    m_columns.reserve(columns);
    std::uint64_t start = 0;
    for (std::uint64_t c = 0; c < columns; ++c) {
        if (c > 0) {
            if (separatorBytes > text.size() - start) {
                index.fail("column " + std::to_string(c) + " starts past the " +
                           std::to_string(text.size()) + " bytes of 'values'");
            }
            start += separatorBytes;
        }
        const std::uint64_t length = index.varint("column length");
        if (length > text.size() - start) {
            index.fail("column " + std::to_string(c) + " of " + std::to_string(length) +
                       " bytes at " + std::to_string(start) + " runs past the " +
                       std::to_string(text.size()) + " bytes of 'values'");
        }
        m_columns.emplace_back(values, text.substr(start, length),
                               "column " + std::to_string(c) + " of 'values'");
        start += length;
    }
}

std::string_view ValueColumns::next(std::uint64_t column, const StreamCursor& where) {
    if (column >= m_columns.size()) {
        where.fail("column " + std::to_string(column) + " is past the " +
                   std::to_string(m_columns.size()) + " columns");
    }
    return m_columns[column].next("the values read from it");
}

} // namespace strata::at1
