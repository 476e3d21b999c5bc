#include "formats/at1/at1_table.h"

#include "strata/value_text.h"

namespace strata::at1 {

At1Table::At1Table(ByteSourcePtr source, std::shared_ptr<const FileLayout> file, std::string name)
    : m_source(std::move(source))
    , m_file(std::move(file))
    , m_name(std::move(name)) {}

std::size_t At1Table::blockCount() const {
    return m_blockSources.size() + (m_lostBlock ? 1 : 0);
}

TableBlock At1Table::blockAt(std::size_t index) const {
    if (index == m_blockSources.size() && m_lostBlock) {
        return *m_lostBlock;
    }
    return {m_rowStarts.first(index), m_rowStarts.rows(index),
            blockRange(m_blockSources.at(index))};
}

void At1Table::addBlock(BlockSource from, std::uint64_t rows) {
    m_blockSources.push_back(from);
    m_rowStarts.add(rows);
}

BlockData At1Table::readBlock(std::size_t index) const {
    std::vector<std::size_t> all(m_columns.size());
    for (std::size_t c = 0; c < all.size(); ++c) {
        all[c] = c;
    }
    return readBlockColumns(index, all);
}

BlockData At1Table::emptyBlock(std::uint64_t rowCount) const {
    BlockData block;
    block.rowCount = rowCount;
    for (const Column& column : m_columns) {
        block.columns.emplace_back(column.type);
    }
    return block;
}

std::string numberedColumnName(std::size_t index) {
    return "c" + std::to_string(index);
}

void appendCellText(const ColumnData& column, std::size_t row, std::string& out) {
    if (column.type() == LogicalType::Int64) {
        appendInteger(out, column.intAt(row));
    } else {
        out += column.stringAt(row);
    }
}

} // namespace strata::at1
