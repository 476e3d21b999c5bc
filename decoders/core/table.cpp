#include "strata/table.h"

#include <algorithm>

namespace strata {

std::optional<ByteRange> Table::cellRange(std::uint64_t, std::size_t) const { return std::nullopt; }

std::optional<ColumnBounds> Table::blockBounds(std::size_t, std::size_t) const { return std::nullopt; }

BlockData Table::readBlockColumns(std::size_t block, std::span<const std::size_t>) const {
    return readBlock(block);
}

std::vector<std::string> Table::sourceRows(std::size_t, const BlockData&) const { return {}; }

std::uint64_t Table::rowCount() const {
    const auto& all = blocks();
    return all.empty() ? 0 : all.back().firstRow + all.back().rowCount;
}

std::size_t Table::blockOfRow(std::uint64_t row) const {
    const auto& all = blocks();
    const auto it = std::upper_bound(all.begin(), all.end(), row,
                                     [](std::uint64_t r, const TableBlock& b) { return r < b.firstRow; });
    return it == all.begin() ? 0 : static_cast<std::size_t>(it - all.begin() - 1);
}

} // namespace strata
