#include "formats/at1/at1_table.h"

#include "formats/at1/codecs/columnar/column_walk.h"
#include "formats/at1/codecs/query/query_codec.h"
#include "formats/at1/stream_layer.h"
#include "strata/decode_error.h"
#include "strata/layer.h"
#include "strata/value_text.h"

#include <charconv>

namespace strata::at1 {
namespace {

bool integerColumnType(std::uint8_t type) {
    return type == static_cast<std::uint8_t>(ColumnType::Int) ||
           type == static_cast<std::uint8_t>(ColumnType::Shuf);
}

void appendCellText(const ColumnData& column, std::size_t row, std::string& out) {
    if (column.type() == LogicalType::Int64) {
        appendInteger(out, column.intAt(row));
    } else {
        out += column.stringAt(row);
    }
}

std::vector<std::size_t> allColumns(std::size_t count) {
    std::vector<std::size_t> all(count);
    for (std::size_t c = 0; c < count; ++c) {
        all[c] = c;
    }
    return all;
}

// AT-1 stores no column names without a header line or JSON paths: the columns are numbered.
std::string numberedColumnName(std::size_t index) {
    return "c" + std::to_string(index);
}

// Whether the end of the file cuts one of the row group's blocks.
bool groupCut(const QueryLayout& layout, std::size_t group) {
    for (std::size_t c = 0; c < layout.columnCount(); ++c) {
        if (layout.block(group, c).cut) {
            return true;
        }
    }
    return false;
}

} // namespace

At1Table::At1Table(ByteSourcePtr source, std::shared_ptr<const FileLayout> file, std::string name,
                   const std::string& streamPrefix)
    : m_source(std::move(source))
    , m_file(std::move(file))
    , m_name(std::move(name)) {
    const auto& container = m_file->container;
    std::uint64_t firstRow = 0;
    for (std::size_t s = 0; s < m_file->codecs.size(); ++s) {
        const auto& codec = m_file->codecs[s];
        const Section& section = container.sections[s];
        const std::string path = streamSetPath(container, s);
        if (const auto* columnar = std::any_cast<ColumnarLayout>(&codec)) {
            for (std::size_t k = 0; k < columnar->columnTypes.size(); ++k) {
                const bool integer = integerColumnType(columnar->columnTypes[k]);
                if (k >= m_columns.size()) {
                    const std::string name = k < columnar->headerNames.size()
                                                 ? columnar->headerNames[k]
                                                 : numberedColumnName(k);
                    m_columns.push_back({name,
                                         integer ? LogicalType::Int64 : LogicalType::String,
                                         std::string(columnTypeName(columnar->columnTypes[k])),
                                         {}});
                } else if (!integer || m_columns[k].type != LogicalType::Int64) {
                    m_columns[k].type = LogicalType::String;
                }
            }
            if (columnar->structuredRows != 0) {
                m_blocks.push_back({firstRow, columnar->structuredRows, section.body, path});
                m_blockSources.push_back({s, 0});
                firstRow += columnar->structuredRows;
            }
        } else if (const auto* query = std::any_cast<QueryLayout>(&codec)) {
            std::vector<std::string> header;
            if (m_columns.size() < query->columnCount()) {
                try {
                    header = queryHeaderNames(*m_source, *section.streams, *query);
                } catch (const DecodeError&) {
                    // Damaged streams are reported where the lines are rebuilt.
                }
            }
            for (std::size_t c = m_columns.size(); c < query->columnCount(); ++c) {
                const auto type = static_cast<QueryColumnType>(query->columnTypes[c]);
                m_columns.push_back(
                    {query->json      ? query->paths[c]
                     : header.empty() ? numberedColumnName(c)
                                      : header[c],
                     type == QueryColumnType::Integer ? LogicalType::Int64 : LogicalType::String,
                     std::string(queryColumnTypeName(query->columnTypes[c])),
                     {}});
            }
            // Row groups from the first whose blocks the end of the file cuts are not in it.
            std::size_t held = 0;
            while (held < query->groupCount && !groupCut(*query, held)) {
                ++held;
            }
            for (std::size_t g = 0; g < held; ++g) {
                ByteRange range = query->blocksStream;
                if (query->columnCount() != 0) {
                    const auto& first = query->block(g, 0).range;
                    range = {first.offset,
                             query->block(g, query->columnCount() - 1).range.end() - first.offset};
                }
                m_blocks.push_back({firstRow, query->rowsInGroup(g), range,
                                    path + " / " + streamLabel(streamPrefix + "blocks") + " / " +
                                        rowGroupLabel(g)});
                m_blockSources.push_back({s, g});
                firstRow += query->rowsInGroup(g);
            }
            if (held < query->groupCount) {
                // A last block of no rows, with no source: it counts what the cut took.
                std::uint64_t lost = 0;
                for (std::size_t g = held; g < query->groupCount; ++g) {
                    lost += query->rowsInGroup(g);
                }
                const ByteRange stream = query->blocksStream;
                m_blocks.push_back({.firstRow = firstRow,
                                    .rowCount = 0,
                                    .range = stream,
                                    .nodePath = path + " / " + streamLabel(streamPrefix + "blocks"),
                                    .lostRows = lost,
                                    .lostAt = stream.end()});
                break; // a cut stream ends the file: no section follows
            }
        }
    }
}

BlockData At1Table::readBlock(std::size_t index) const {
    const auto all = allColumns(m_columns.size());
    return readBlockColumns(index, all);
}

BlockData At1Table::readBlockColumns(std::size_t block,
                                     std::span<const std::size_t> columns) const {
    if (block >= m_blockSources.size()) { // rows lost to a cut: none to read
        BlockData none;
        for (const Column& column : m_columns) {
            none.columns.emplace_back(column.type);
        }
        return none;
    }
    const auto& codec = m_file->codecs.at(m_blockSources.at(block).section);
    if (std::any_cast<ColumnarLayout>(&codec) != nullptr) {
        return readColumnarBlock(block, columns);
    }
    return readQueryBlock(block, columns);
}

BlockData At1Table::readColumnarBlock(std::size_t index,
                                      std::span<const std::size_t> columns) const {
    const std::size_t s = m_blockSources[index].section;
    const auto& layout = std::any_cast<const ColumnarLayout&>(m_file->codecs[s]);
    BlockData block;
    block.rowCount = m_blocks[index].rowCount;
    for (const auto& column : m_columns) {
        block.columns.emplace_back(column.type);
    }
    try {
        const auto content =
            decodeColumnar(*m_source, *m_file->container.sections[s].streams, layout);
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
                block.diagnostics.push_back({Severity::Error, m_blocks[index].range.offset,
                                             m_blocks[index].nodePath,
                                             "column " + std::to_string(c) +
                                                 " runs out of values; the rest show as missing"});
            }
        }
    } catch (const DecodeError& error) {
        block.diagnostics.push_back(
            {Severity::Error, error.offset(), m_blocks[index].nodePath, error.what()});
        for (const std::size_t c : columns) {
            while (block.columns[c].size() < block.rowCount) {
                block.columns[c].appendMissing();
            }
        }
    }
    return block;
}

BlockData At1Table::readQueryBlock(std::size_t index, std::span<const std::size_t> columns) const {
    const auto [s, group] = m_blockSources[index];
    const auto& layout = std::any_cast<const QueryLayout&>(m_file->codecs[s]);
    BlockData block;
    block.rowCount = m_blocks[index].rowCount;
    for (const auto& column : m_columns) {
        block.columns.emplace_back(column.type);
    }
    for (const std::size_t c : columns) {
        ColumnData& out = block.columns[c];
        if (c >= layout.columnCount()) {
            while (out.size() < block.rowCount) {
                out.appendMissing();
            }
            continue;
        }
        try {
            const BlockValues values = decodeQueryBlock(*m_source, layout, group, c);
            out.reserve(values.values.size());
            for (const auto text : values.values) {
                if (out.type() != LogicalType::Int64) {
                    out.appendString(text);
                    continue;
                }
                std::int64_t number = 0;
                const auto result = std::from_chars(text.data(), text.data() + text.size(), number);
                if (result.ec == std::errc() && result.ptr == text.data() + text.size()) {
                    out.appendInt(number);
                } else {
                    out.appendMissing();
                    block.diagnostics.push_back({Severity::Error,
                                                 layout.block(group, c).range.offset,
                                                 m_blocks[index].nodePath,
                                                 "integer column " + std::to_string(c) +
                                                     " holds '" + std::string(text) + "'"});
                }
            }
        } catch (const DecodeError& error) {
            block.diagnostics.push_back(
                {Severity::Error, error.offset(), m_blocks[index].nodePath, error.what()});
            while (out.size() < block.rowCount) {
                out.appendMissing();
            }
        }
    }
    return block;
}

std::optional<ColumnBounds> At1Table::blockBounds(std::size_t block, std::size_t column) const {
    if (block >= m_blockSources.size()) {
        return std::nullopt;
    }
    const auto [s, group] = m_blockSources.at(block);
    const auto* layout = std::any_cast<QueryLayout>(&m_file->codecs[s]);
    if (layout == nullptr || column >= layout->columnCount()) {
        return std::nullopt;
    }
    const ZoneMap& zone = layout->block(group, column).zone;
    if (const auto* integer = std::get_if<IntegerZone>(&zone)) {
        return ColumnBounds{integer->first, integer->second};
    }
    if (const auto* decimal = std::get_if<DecimalZone>(&zone)) {
        return ColumnBounds{decimal->first, decimal->second};
    }
    return std::nullopt;
}

std::vector<std::string> At1Table::sourceRows(std::size_t block, const BlockData& data) const {
    if (block >= m_blockSources.size()) {
        return {};
    }
    const auto [s, group] = m_blockSources.at(block);
    std::vector<std::string> rows;
    if (const auto* query = std::any_cast<QueryLayout>(&m_file->codecs[s])) {
        // qcolumnar rows are delim.join(values) with no quoting; qjson fills the template.
        for (std::uint64_t r = 0; r < data.rowCount; ++r) {
            std::string line;
            for (std::size_t c = 0; c < query->columnCount(); ++c) {
                line += query->json ? query->segments[c] : (c != 0 ? query->delimiter : "");
                appendCellText(data.columns[c], static_cast<std::size_t>(r), line);
            }
            if (query->json) {
                line += query->segments[query->columnCount()];
            }
            rows.push_back(std::move(line));
        }
        return rows;
    }
    // Columnar quoting is not in the cells: rebuild the structured rows from the streams.
    const auto& layout = std::any_cast<const ColumnarLayout&>(m_file->codecs[s]);
    const auto content = decodeColumnar(*m_source, *m_file->container.sections[s].streams, layout);
    std::vector<std::size_t> cursor(content->columns.size(), 0);
    for (const std::uint32_t fields :
         columnarFieldCounts(streamNamed(*content, "fieldcounts"), layout)) {
        std::string line;
        appendColumnarRow(*content, layout, fields, cursor, line);
        rows.push_back(std::move(line));
    }
    return rows;
}

std::optional<CellBytes> At1Table::cellRange(std::uint64_t row, std::size_t column) const {
    if (row >= rowCount() || column >= m_columns.size()) {
        return std::nullopt;
    }
    const std::size_t block = blockOfRow(row);
    const std::uint64_t inBlock = row - m_blocks[block].firstRow;
    try {
        if (std::any_cast<ColumnarLayout>(&m_file->codecs[m_blockSources[block].section]) !=
            nullptr) {
            return columnarCell(block, inBlock, column);
        }
        return queryCell(block, inBlock, column);
    } catch (const DecodeError&) {
        return std::nullopt; // a damaged block's cells select the block (readBlock says why)
    }
}

std::optional<CellBytes> At1Table::columnarCell(std::size_t block, std::uint64_t row,
                                                std::size_t column) const {
    const std::size_t s = m_blockSources[block].section;
    const auto& layout = std::any_cast<const ColumnarLayout&>(m_file->codecs[s]);
    std::shared_ptr<const ColumnarCells> cells;
    {
        const std::lock_guard lock(m_cellMutex);
        if (m_cells && m_cells->block == block) {
            cells = m_cells;
        }
    }
    if (!cells) {
        const StreamSet& streams = *m_file->container.sections[s].streams;
        auto made = std::make_shared<ColumnarCells>();
        made->block = block;
        try {
            made->fieldCounts =
                columnarFieldCounts(decodeStream(*m_source, streams, "fieldcounts"), layout);
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
    const auto range = columnValueRange(cells->values.text(), layout, column, index);
    if (!range) {
        return std::nullopt;
    }
    return CellBytes{*range, streamSetPath(m_file->container, s) + " / " + streamLabel("values") +
                                 std::string(layerPathSeparator) + std::string(streamLayerName)};
}

std::optional<CellBytes> At1Table::queryCell(std::size_t block, std::uint64_t row,
                                             std::size_t column) const {
    const auto [s, group] = m_blockSources[block];
    const auto& layout = std::any_cast<const QueryLayout&>(m_file->codecs[s]);
    if (column >= layout.columnCount()) {
        return std::nullopt;
    }
    const BlockValues values = decodeQueryBlock(*m_source, layout, group, column);
    if (row >= values.values.size()) {
        return std::nullopt;
    }
    // The block's values are its decoded payload split on '\n': a value's offset is where its
    // text starts in the payload.
    const std::string_view text = values.values[row];
    const auto offset =
        static_cast<std::uint64_t>(text.data() - reinterpret_cast<const char*>(values.data.data()));
    return CellBytes{{offset, text.size()},
                     m_blocks[block].nodePath + " / " +
                         columnLabel(column, layout.json ? layout.paths[column] : "") +
                         std::string(layerPathSeparator) + "values"};
}

void addRowsTable(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
                  const std::shared_ptr<Layer>&, Document& document) {
    auto table = std::make_shared<At1Table>(source, file);
    if (!table->empty()) {
        document.tables.push_back(std::move(table));
    }
}

} // namespace strata::at1
