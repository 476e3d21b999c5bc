#include "formats/cole/cole_table.h"

#include "formats/cole/page_decoder.h"
#include "formats/cole/value_ranges.h"
#include "strata/decode_error.h"

#include <algorithm>
#include <string>

namespace strata::cole {
namespace {

// Cells one block may hold: bounds the memory a damaged row count can demand (512 MiB of
// 8-byte cells).
constexpr std::uint64_t maxCellsPerBlock = std::uint64_t{1} << 26;

} // namespace

ColeTable::ColeTable(ByteSourcePtr source, std::shared_ptr<const FileLayout> layout,
                     std::optional<LostTail> lostTail)
    : m_source(std::move(source))
    , m_layout(std::move(layout)) {
    for (std::size_t c = 0; c < m_layout->schema.size(); ++c) {
        const auto& schema = m_layout->schema[c];
        // A file without metadata has no names: the label says what was inferred.
        m_columns.push_back({schema.inferred ? columnDisplayLabel(schema, c) : schema.name,
                             logicalTypeOf(schema.type),
                             std::string(encodingName(schema.encoding)),
                             {}});
    }
    m_rowStarts.reserve(m_layout->rowGroups.size());
    for (std::size_t g = 0; g < m_layout->rowGroups.size(); ++g) {
        const RowGroup group = m_layout->rowGroups[g];
        const std::uint64_t cells =
            std::uint64_t{group.numRows} * std::max<std::size_t>(1, m_columns.size());
        const bool decodable = cells <= maxCellsPerBlock;
        if (!decodable) {
            m_diagnostics.push_back(
                {Severity::Error, group.metadataRange.offset, topLevelPath(rowGroupLabel(g)),
                 "row group declares " + std::to_string(group.numRows) +
                     " rows, more than Strata decodes in one block; its rows are not shown"});
        }
        const std::uint64_t rows = decodable ? group.numRows : 0;
        m_rowStarts.add(rows);
        m_decodable.push_back(decodable);
    }
    if (lostTail) {
        lostTail->block.firstRow = m_rowStarts.end();
        lostTail->block.rowCount = 0;
        m_lostTail = std::move(lostTail);
    }
}

std::size_t ColeTable::blockCount() const {
    return m_layout->rowGroups.size() + (m_lostTail ? 1 : 0);
}

TableBlock ColeTable::blockAt(std::size_t index) const {
    if (index == m_layout->rowGroups.size() && m_lostTail) {
        return m_lostTail->block;
    }
    return {m_rowStarts.first(index), m_rowStarts.rows(index),
            m_layout->rowGroups.at(index).dataRange()};
}

std::string ColeTable::blockNodePath(std::size_t index) const {
    return index < m_layout->rowGroups.size() || !m_lostTail ? topLevelPath(rowGroupLabel(index))
                                                             : m_lostTail->nodePath;
}

std::optional<ColumnBounds> ColeTable::blockBounds(std::size_t block, std::size_t column) const {
    if (block >= m_layout->rowGroups.size() || column >= m_columns.size() ||
        m_columns[column].type != LogicalType::Int64) {
        return std::nullopt;
    }
    const std::vector<ColumnChunk> chunks = chunksOf(*m_source, m_layout->rowGroups[block]);
    if (column >= chunks.size() || chunks[column].pages.empty()) {
        return std::nullopt;
    }
    std::optional<std::int64_t> min;
    std::optional<std::int64_t> max;
    // The chunk's bounds are its pages' together; one page without both leaves them unknown.
    for (const auto& page : chunks[column].pages) {
        const auto& stats = page.metadataHeader.stats;
        if (!stats || !stats->min || !stats->max || page.metadataHeader.numValues == 0) {
            return std::nullopt;
        }
        min = min ? std::min(*min, *stats->min) : *stats->min;
        max = max ? std::max(*max, *stats->max) : *stats->max;
    }
    // The pages' headers, stats included, are copied in the chunk's metadata (spec "Footer").
    return ColumnBounds{*min, *max, chunks[column].metadataRange};
}

BlockData ColeTable::readBlock(std::size_t index) const {
    if (index >= m_layout->rowGroups.size()) { // the lost tail: no rows
        BlockData tail;
        for (const Column& column : m_columns) {
            tail.columns.emplace_back(column.type);
        }
        return tail;
    }
    const RowGroup group = m_layout->rowGroups.at(index);
    const std::vector<ColumnChunk> chunks = chunksOf(*m_source, group);
    const std::string path = blockNodePath(index);
    BlockData block;
    block.rowCount = m_rowStarts.rows(index);
    for (std::size_t c = 0; c < m_columns.size(); ++c) {
        ColumnData column(m_columns[c].type);
        const auto& schema = m_layout->schema[c];
        if (!m_decodable[index]) {
            block.columns.push_back(std::move(column));
            continue;
        }
        decodeChunk(index, c, chunks, column, &block.diagnostics, nullptr);
        if (column.size() != group.numRows) {
            block.diagnostics.push_back(
                {Severity::Error,
                 chunks.size() > c ? chunks[c].metadataRange.offset : group.metadataRange.offset,
                 path + " / " + columnDisplayLabel(schema, c),
                 columnDisplayLabel(schema, c) + " decodes to " + std::to_string(column.size()) +
                     " values for " + std::to_string(group.numRows) +
                     " rows; the rest show as missing"});
        }
        column.appendMissing(group.numRows - column.size());
        block.columns.push_back(std::move(column));
    }
    return block;
}

void ColeTable::decodeChunk(std::size_t block, std::size_t column,
                            const std::vector<ColumnChunk>& chunks, ColumnData& out,
                            std::vector<Diagnostic>* diagnostics, ValueRanges* ranges) const {
    const RowGroup group = m_layout->rowGroups[block];
    if (column >= chunks.size()) {
        return;
    }
    const auto& schema = m_layout->schema[column];
    for (const auto& page : chunks[column].pages) {
        const std::uint64_t room =
            group.numRows - std::min<std::uint64_t>(group.numRows, out.size());
        const auto data = m_source->view(page.data.offset, page.data.length);
        try {
            if (page.data.length < page.metadataHeader.compressedSize) {
                throw DecodeError(page.data.end(), "page data runs past the end of the file");
            }
            if (ranges != nullptr) {
                decodePage(schema.type, page.metadataHeader, data, page.data.offset, room, out,
                           *ranges);
            } else {
                decodePage(schema.type, page.metadataHeader, data, page.data.offset, room, out);
            }
        } catch (const DecodeError& e) {
            if (diagnostics != nullptr) {
                diagnostics->push_back(
                    {Severity::Error,
                     diagnosticOffset(chunks[column], e.offset(), m_source->size()),
                     blockNodePath(block) + " / " + columnDisplayLabel(schema, column), e.what()});
            }
        }
    }
}

std::optional<CellBytes> ColeTable::cellRange(std::uint64_t row, std::size_t column) const {
    if (row >= rowCount() || column >= m_columns.size()) {
        return std::nullopt;
    }
    const std::size_t block = blockOfRow(row);
    if (!m_decodable[block]) {
        return std::nullopt;
    }
    std::shared_ptr<const ValueRanges> ranges;
    {
        const std::lock_guard lock(m_cellCacheMutex);
        if (m_cellCache.ranges && m_cellCache.block == block && m_cellCache.column == column) {
            ranges = m_cellCache.ranges;
        }
    }
    if (!ranges) {
        // The same walk readBlock does, for this one column chunk, recording where each value
        // lies; later cells of the chunk reuse it.
        auto recorded = std::make_shared<ValueRanges>();
        ColumnData values(m_columns[column].type);
        decodeChunk(block, column, chunksOf(*m_source, m_layout->rowGroups[block]), values, nullptr,
                    recorded.get());
        ranges = recorded;
        const std::lock_guard lock(m_cellCacheMutex);
        m_cellCache = {block, column, ranges};
    }
    const auto range = ranges->at(row - m_rowStarts.first(block));
    return range ? std::optional<CellBytes>(CellBytes{*range, {}}) : std::nullopt;
}

std::string columnDisplayLabel(const std::string& name, std::size_t index) {
    return "column " + std::to_string(index) + (name.empty() ? "" : " \"" + name + "\"");
}

std::string columnDisplayLabel(const ColumnSchema& column, std::size_t index) {
    if (column.inferred) {
        return "column " + std::to_string(index) + " (inferred " +
               std::string(columnTypeName(column.type)) + ")";
    }
    return columnDisplayLabel(column.name, index);
}

} // namespace strata::cole
