#pragma once

#include "formats/at1/codecs/columnar/column_cursor.h"
#include "formats/at1/codecs/columnar/columnar_codec.h"
#include "strata/decode_error.h"

#include <algorithm>
#include <optional>
#include <string_view>
#include <vector>

namespace strata::at1 {

// Walks the column chunks of a decoded `values` stream value by value, for what lies where in it:
// the column nodes of the stream's layer and a table cell's bytes (spec "Per-column decode").

// Where column k's chunk lies in the `values` stream: col_index's lengths one after the other,
// clamped to what decoded.
ByteRange chunkRange(const ColumnarLayout& layout, std::size_t k, std::uint64_t decoded);

// Cursors on the chunks of columns 0..last (a DERIVED column reads an earlier one's values); a
// chunk whose head does not read ends them with its error.
struct OpenedCursors {
    std::vector<ColumnCursor> cursors;
    std::optional<DecodeError> damage;
};
OpenedCursors openCursors(std::string_view values, const ColumnarLayout& layout, std::size_t last);

// The columns column k reads its values through: its sources (DERIVED), then itself.
std::vector<std::size_t> sourceChain(const std::vector<ColumnCursor>& cursors, std::size_t k);

// Walks column k's values [0, end), calling `visit(i, cursor)` for each from `first` on.
template <typename Visit>
void walkValues(std::vector<ColumnCursor>& cursors, std::size_t k, std::uint64_t first,
                std::uint64_t end, Visit&& visit) {
    const auto chain = sourceChain(cursors, k);
    for (std::uint64_t i = 0; i < end && i < cursors[k].count(); ++i) {
        for (const std::size_t c : chain) {
            cursors[c].next();
        }
        if (i >= first) {
            visit(i, cursors[k]);
        }
    }
}

// The bytes value `index` of column k is read from in the `values` stream (ColumnCursor::
// valueRange); nothing when the chunk does not read that far.
std::optional<ByteRange> columnValueRange(std::string_view values, const ColumnarLayout& layout,
                                          std::size_t k, std::uint64_t index);

} // namespace strata::at1
