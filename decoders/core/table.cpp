#include "strata/table.h"

#include "core/block_prefetch.h"
#include "strata/decode_error.h"

#include <charconv>
#include <stdexcept>
#include <string>

namespace strata {

TableBlock TableBlocks::Iterator::operator*() const {
    return m_table->blockAt(m_index);
}

std::size_t TableBlocks::size() const {
    return m_table->blockCount();
}

TableBlock TableBlocks::operator[](std::size_t index) const {
    return m_table->blockAt(index);
}

TableBlock TableBlocks::at(std::size_t index) const {
    if (index >= size()) {
        throw std::out_of_range("table block " + std::to_string(index) + " of " +
                                std::to_string(size()));
    }
    return m_table->blockAt(index);
}

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
        const ByteRange range = blocks().at(index).range;
        bytes->releasePages(range.offset, range.length);
    }
}

void Table::prefetchBlockBytes(std::size_t index) const {
    if (const ByteSource* bytes = source()) {
        prefetchBlock(*bytes, blocks().at(index).range);
    }
}

std::uint64_t Table::rowCount() const {
    const TableBlocks all = blocks();
    if (all.empty()) {
        return 0;
    }
    const TableBlock last = all.back();
    return last.firstRow + last.rowCount;
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
    // The last block whose first row is `row` or before it; the first when there is none.
    std::size_t low = 0;
    std::size_t high = blockCount();
    while (low < high) {
        const std::size_t middle = low + (high - low) / 2;
        if (blockAt(middle).firstRow <= row) {
            low = middle + 1;
        } else {
            high = middle;
        }
    }
    return low == 0 ? 0 : low - 1;
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
