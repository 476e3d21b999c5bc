#pragma once

#include "strata/table.h"

#include <map>
#include <utility>
#include <vector>

namespace strata::test {

// A table held in memory: one block per BlockData, with the block bounds a test stores.
class MemoryTable final : public ListedBlocksTable {
public:
    MemoryTable(std::vector<Column> columns, std::vector<BlockData> blocks)
        : m_columns(std::move(columns))
        , m_data(std::move(blocks)) {
        std::uint64_t first = 0;
        for (const BlockData& block : m_data) {
            m_blocks.push_back({first, block.rowCount, {}, {}});
            first += block.rowCount;
        }
    }
    std::string name() const override { return "memory"; }
    const std::vector<Column>& columns() const override { return m_columns; }
    std::string blockNodePath(std::size_t /*index*/) const override { return {}; }
    BlockData readBlock(std::size_t index) const override { return m_data[index]; }
    std::optional<ColumnBounds> blockBounds(std::size_t block, std::size_t column) const override {
        const auto found = m_bounds.find({block, column});
        if (found == m_bounds.end()) {
            return std::nullopt;
        }
        return found->second;
    }

    void setBounds(std::size_t block, std::size_t column, ColumnBounds bounds) {
        m_bounds[{block, column}] = bounds;
    }

private:
    std::vector<Column> m_columns;
    std::vector<BlockData> m_data;
    std::map<std::pair<std::size_t, std::size_t>, ColumnBounds> m_bounds;
};

} // namespace strata::test
