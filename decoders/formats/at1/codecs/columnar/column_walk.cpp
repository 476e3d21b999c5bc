#include "formats/at1/codecs/columnar/column_walk.h"

namespace strata::at1 {

ByteRange chunkRange(const ColumnarLayout& layout, std::size_t k, std::uint64_t decoded) {
    std::uint64_t offset = 0;
    for (std::size_t i = 0; i < k; ++i) {
        offset += std::min(layout.chunkLengths[i], decoded);
    }
    offset = std::min(offset, decoded);
    return {offset, std::min(layout.chunkLengths[k], decoded - offset)};
}

OpenedCursors openCursors(std::string_view values, const ColumnarLayout& layout, std::size_t last) {
    OpenedCursors opened;
    opened.cursors.reserve(last + 1); // DERIVED columns point at earlier cursors
    try {
        for (std::size_t k = 0; k <= last; ++k) {
            const ByteRange chunk = chunkRange(layout, k, values.size());
            opened.cursors.emplace_back(layout.shape->columnTypes[k],
                                        values.substr(chunk.offset, chunk.length), chunk.offset,
                                        opened.cursors);
        }
    } catch (const DecodeError& error) {
        opened.damage = error;
    }
    return opened;
}

std::vector<std::size_t> sourceChain(const std::vector<ColumnCursor>& cursors, std::size_t k) {
    std::vector<std::size_t> chain{k};
    while (const auto source = cursors[chain.back()].source()) {
        chain.push_back(*source);
    }
    std::reverse(chain.begin(), chain.end());
    return chain;
}

std::optional<ByteRange> columnValueRange(std::string_view values, const ColumnarLayout& layout,
                                          std::size_t k, std::uint64_t index) {
    if (k >= layout.shape->columnTypes.size()) {
        return std::nullopt;
    }
    auto opened = openCursors(values, layout, k);
    if (opened.cursors.size() <= k || index >= opened.cursors[k].count()) {
        return std::nullopt;
    }
    std::optional<ByteRange> found;
    try {
        walkValues(
            opened.cursors, k, index, index + 1,
            [&found](std::uint64_t, const ColumnCursor& cursor) { found = cursor.valueRange(); });
    } catch (const DecodeError&) {
        return std::nullopt; // damaged before the value: its bytes are unknown
    }
    return found;
}

} // namespace strata::at1
