#include "formats/at1/codecs/columnar/columnar_table.h"

#include "formats/at1/codecs/columnar/column_walk.h"
#include "formats/at1/original_layer.h"
#include "formats/at1/stream_layer.h"
#include "strata/decode_error.h"
#include "strata/layer.h"

namespace strata::at1 {
namespace {

bool integerColumnType(std::uint8_t type) {
    return type == static_cast<std::uint8_t>(ColumnType::Int) ||
           type == static_cast<std::uint8_t>(ColumnType::Shuf);
}

} // namespace

ColumnarTable::ColumnarTable(ByteSourcePtr source, std::shared_ptr<const FileLayout> file)
    : At1Table(std::move(source), std::move(file), std::string(originalRowsTable)) {
    m_blockSources.reserve(m_file->codecs.size()); // at most a block a unit
    m_rowStarts.reserve(m_file->codecs.size());
    for (std::size_t s = 0; s < m_file->codecs.size(); ++s) {
        const auto* columnar = m_file->codecs[s].find<ColumnarSection>();
        if (columnar == nullptr) {
            continue; // a raw frame, or a section whose layout did not read
        }
        // A column's type is the first section's; a later section whose values there are not
        // all integers makes it a string column.
        for (std::size_t k = 0; k < columnar->shape->columnTypes.size(); ++k) {
            const bool integer = integerColumnType(columnar->shape->columnTypes[k]);
            if (k >= m_columns.size()) {
                const std::string name = k < columnar->shape->headerNames.size()
                                             ? columnar->shape->headerNames[k]
                                             : numberedColumnName(k);
                m_columns.push_back({name,
                                     integer ? LogicalType::Int64 : LogicalType::String,
                                     std::string(columnTypeName(columnar->shape->columnTypes[k])),
                                     {}});
            } else if (!integer || m_columns[k].type != LogicalType::Int64) {
                m_columns[k].type = LogicalType::String;
            }
        }
        if (columnar->structuredRows != 0) {
            addBlock({s, 0}, columnar->structuredRows);
        }
    }
}

ByteRange ColumnarTable::blockRange(const BlockSource& from) const {
    return m_file->container.sections.at(from.section).body;
}

std::string ColumnarTable::blockNodePath(std::size_t index) const {
    return streamSetPath(m_file->container, m_blockSources.at(index).section);
}

BlockData ColumnarTable::readBlockColumns(std::size_t index,
                                          std::span<const std::size_t> columns) const {
    if (!readable(index)) {
        return emptyBlock(0);
    }
    const std::size_t s = m_blockSources[index].section;
    const auto& kept = m_file->codecs[s].layout<ColumnarSection>();
    BlockData block = emptyBlock(m_rowStarts.rows(index));
    try {
        const StreamSet streams = streamSetOf(*m_source, m_file->container.sections[s]);
        const ColumnarLayout layout = withChunkLengths(*m_source, streams, kept);
        const auto content = decodeColumnar(*m_source, streams, layout);
        const auto fieldCounts = columnarFieldCounts(streamNamed(*content, "fieldcounts"), layout);
        for (const std::size_t c : columns) {
            ColumnData& out = block.columns[c];
            out.reserve(fieldCounts.size());
            const DecodedColumn* decoded =
                c < content->columns.size() ? &content->columns[c] : nullptr;
            std::size_t cursor = 0;
            std::string text;
            for (const std::uint32_t fields : fieldCounts) {
                if (c >= fields) {
                    out.appendMissing();
                    continue;
                }
                const std::size_t v = cursor++;
                if (v >= decoded->size()) {
                    out.appendMissing();
                } else if (out.type() == LogicalType::Int64) {
                    out.appendInt(decoded->numbers[v]);
                } else {
                    text.clear();
                    decoded->appendText(v, text);
                    out.appendString(text);
                }
            }
            if (cursor > (decoded ? decoded->size() : 0)) {
                block.diagnostics.push_back({Severity::Error,
                                             blockRange(m_blockSources[index]).offset,
                                             blockNodePath(index),
                                             "column " + std::to_string(c) +
                                                 " runs out of values; the rest show as missing"});
            }
        }
    } catch (const DecodeError& error) {
        block.diagnostics.push_back(
            {Severity::Error, error.offset(), blockNodePath(index), error.what()});
        for (const std::size_t c : columns) {
            while (block.columns[c].size() < block.rowCount) {
                block.columns[c].appendMissing();
            }
        }
    }
    return block;
}

std::vector<std::string> ColumnarTable::sourceRows(std::size_t block, const BlockData&) const {
    if (!readable(block)) {
        return {};
    }
    // Columnar quoting is not in the cells: rebuild the structured rows from the streams.
    const std::size_t s = m_blockSources[block].section;
    const StreamSet streams = streamSetOf(*m_source, m_file->container.sections[s]);
    const ColumnarLayout layout =
        withChunkLengths(*m_source, streams, m_file->codecs[s].layout<ColumnarSection>());
    const auto content = decodeColumnar(*m_source, streams, layout);
    std::vector<std::size_t> cursor(content->columns.size(), 0);
    std::vector<std::string> rows;
    for (const std::uint32_t fields :
         columnarFieldCounts(streamNamed(*content, "fieldcounts"), layout)) {
        std::string line;
        appendColumnarRow(*content, layout, fields, cursor, line);
        rows.push_back(std::move(line));
    }
    return rows;
}

std::optional<CellBytes> ColumnarTable::cellRange(std::uint64_t row, std::size_t column) const {
    if (row >= rowCount() || column >= m_columns.size()) {
        return std::nullopt;
    }
    const std::size_t block = blockOfRow(row);
    try {
        return cellInBlock(block, row - m_rowStarts.first(block), column);
    } catch (const DecodeError&) {
        return std::nullopt; // a damaged block's cells select the block (readBlock says why)
    }
}

std::optional<CellBytes> ColumnarTable::cellInBlock(std::size_t block, std::uint64_t row,
                                                    std::size_t column) const {
    const std::size_t s = m_blockSources[block].section;
    const auto& kept = m_file->codecs[s].layout<ColumnarSection>();
    std::shared_ptr<const Cells> cells;
    {
        const std::lock_guard lock(m_cellMutex);
        if (m_cells && m_cells->block == block) {
            cells = m_cells;
        }
    }
    if (!cells) {
        const StreamSet streams = streamSetOf(*m_source, m_file->container.sections[s]);
        auto made = std::make_shared<Cells>();
        made->block = block;
        try {
            made->layout = withChunkLengths(*m_source, streams, kept);
            made->fieldCounts =
                columnarFieldCounts(decodeStream(*m_source, streams, "fieldcounts"), kept);
            made->values = decodeStream(*m_source, streams, "values");
        } catch (const DecodeError&) {
            made->damaged = true;
        }
        cells = made;
        const std::lock_guard lock(m_cellMutex);
        m_cells = cells;
    }
    if (cells->damaged) {
        return std::nullopt; // the block's cells select the block (readBlock says why)
    }
    // Rows take a column's values in order, and a row with fewer fields takes none of the
    // columns past its last (spec "Row assembly").
    if (row >= cells->fieldCounts.size() || column >= cells->fieldCounts[row]) {
        return std::nullopt;
    }
    const auto index = static_cast<std::uint64_t>(std::count_if(
        cells->fieldCounts.begin(), cells->fieldCounts.begin() + static_cast<std::ptrdiff_t>(row),
        [column](std::uint32_t fields) { return fields > column; }));
    const auto range = columnValueRange(cells->values.text(), cells->layout, column, index);
    if (!range) {
        return std::nullopt;
    }
    return CellBytes{*range, streamSetPath(m_file->container, s) + " / " + streamLabel("values") +
                                 std::string(layerPathSeparator) + std::string(streamLayerName)};
}

void addColumnarTable(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
                      const std::shared_ptr<Layer>&, Document& document) {
    auto table = std::make_shared<ColumnarTable>(source, file);
    if (!table->empty()) {
        document.tables.push_back(std::move(table));
    }
}

std::optional<SectionLines> columnarSectionLines(const SectionCodec& layout) {
    const auto* columnar = layout.find<ColumnarSection>();
    if (columnar == nullptr) {
        return std::nullopt;
    }
    return SectionLines{columnar->shape->hasHeader, columnar->trailingNewline,
                        columnar->structuredRows};
}

} // namespace strata::at1
