#pragma once

#include "formats/at1/codec_streams.h"

#include <vector>

namespace strata::at1 {

// The value columns of json (codec 1) and jsondoc (codec 6), at1-codecs.md sections 9 and 5:
// `value_index` holds `varint ncol` and the byte length of each column chunk; the chunks lie in
// `values` front to back, `separatorBytes` apart (codec 1 puts one byte between neighbours, codec
// 6 none). Each chunk is a list of values, taken front to back.
class ValueColumns {
public:
    ValueColumns(CodecStreams& streams, std::uint64_t separatorBytes);

    std::uint64_t count() const { return m_columns.size(); }
    // The next unused value of `column`; a column past the last fails at `where`.
    std::string_view next(std::uint64_t column, const StreamCursor& where);

private:
    std::vector<ListCursor> m_columns;
};

} // namespace strata::at1
