#pragma once

#include "strata/table.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace strata::test {

// A table as long as a test needs (537 M rows cost nothing until read): column "row" holds each
// row's number, column "triple" three times it, so any cell's value is known without a file.
class CountingTable final : public ListedBlocksTable {
public:
    CountingTable(std::uint64_t rows, std::uint64_t blockRows)
        : m_columns{{"row", LogicalType::Int64, "counted", {}},
                    {"triple", LogicalType::Int64, "counted", {}}} {
        for (std::uint64_t first = 0; first < rows; first += blockRows) {
            m_blocks.push_back({first, std::min(blockRows, rows - first), {}, {}});
        }
    }
    std::string name() const override { return "counting"; }
    const std::vector<Column>& columns() const override { return m_columns; }
    std::string blockNodePath(std::size_t /*index*/) const override { return {}; }
    BlockData readBlock(std::size_t index) const override {
        const TableBlock& block = m_blocks[index];
        BlockData data;
        data.rowCount = block.rowCount;
        data.columns.assign(2, ColumnData(LogicalType::Int64));
        for (std::uint64_t row = block.firstRow; row < block.firstRow + block.rowCount; ++row) {
            data.columns[0].appendInt(static_cast<std::int64_t>(row));
            data.columns[1].appendInt(static_cast<std::int64_t>(3 * row));
        }
        return data;
    }

private:
    std::vector<Column> m_columns;
};

} // namespace strata::test
