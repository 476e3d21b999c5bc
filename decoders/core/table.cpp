#include "strata/table.h"

#include "strata/decode_error.h"

#include <algorithm>
#include <charconv>

namespace strata {

std::optional<CellBytes> Table::cellRange(std::uint64_t, std::size_t) const {
    return std::nullopt;
}

std::shared_ptr<const Table> Table::withItemType(std::string_view) const {
    return nullptr;
}

std::optional<ColumnBounds> Table::blockBounds(std::size_t, std::size_t) const {
    return std::nullopt;
}

BlockData Table::readBlockColumns(std::size_t block, std::span<const std::size_t>) const {
    return readBlock(block);
}

BlockData Table::readBlockCells(std::size_t block, std::span<const std::size_t> columns,
                                std::span<const std::uint64_t>) const {
    return readBlockColumns(block, columns);
}

std::vector<std::string> Table::sourceRows(std::size_t, const BlockData&) const {
    return {};
}

void Table::releaseBlockBytes(std::size_t index) const {
    if (const ByteSource* bytes = source()) {
        const ByteRange& range = blocks().at(index).range;
        bytes->releasePages(range.offset, range.length);
    }
}

void Table::prefetchBlockBytes(std::size_t index) const {
    // Blocks smaller than the kernel's fault-around window lie in what its read-ahead brings
    // for their neighbours: a call each would cost more than it saves.
    constexpr std::uint64_t smallBlock = 64 * 1024;
    if (const ByteSource* bytes = source()) {
        const ByteRange& range = blocks().at(index).range;
        if (range.length >= smallBlock) {
            bytes->prefetch(range.offset, range.length);
        }
    }
}

std::uint64_t Table::rowCount() const {
    const auto& all = blocks();
    return all.empty() ? 0 : all.back().firstRow + all.back().rowCount;
}

std::uint64_t Table::lostRowCount() const {
    std::uint64_t lost = 0;
    for (const TableBlock& block : blocks()) {
        lost += block.lostRows;
    }
    return lost;
}

std::uint64_t Table::firstLossAt() const {
    for (const TableBlock& block : blocks()) {
        if (block.lostRows > 0) {
            return block.lostAt;
        }
    }
    return 0;
}

std::size_t Table::blockOfRow(std::uint64_t row) const {
    const auto& all = blocks();
    const auto it =
        std::upper_bound(all.begin(), all.end(), row,
                         [](std::uint64_t r, const TableBlock& b) { return r < b.firstRow; });
    return it == all.begin() ? 0 : static_cast<std::size_t>(it - all.begin() - 1);
}

} // namespace strata

namespace strata {

BlockData Table::readBlockSafely(std::size_t index) const {
    try {
        return readBlock(index);
    } catch (const DecodeError& error) {
        const auto& info = blocks()[index];
        BlockData block;
        block.rowCount = info.rowCount;
        block.diagnostics.push_back(
            {Severity::Error, error.offset(), blockNodePath(index), error.what()});
        for (const auto& column : columns()) {
            ColumnData data(column.type);
            data.appendMissing(info.rowCount);
            block.columns.push_back(std::move(data));
        }
        return block;
    }
}

std::optional<std::size_t> findColumn(const std::vector<Column>& columns, std::string_view name) {
    if (!name.empty() && name[0] == '#') {
        std::size_t index = 0;
        const auto result = std::from_chars(name.data() + 1, name.data() + name.size(), index);
        if (result.ec != std::errc() || result.ptr != name.data() + name.size() ||
            index >= columns.size()) {
            return std::nullopt;
        }
        return index;
    }
    for (std::size_t c = 0; c < columns.size(); ++c) {
        if (columns[c].name == name) {
            return c;
        }
    }
    return std::nullopt;
}

} // namespace strata
