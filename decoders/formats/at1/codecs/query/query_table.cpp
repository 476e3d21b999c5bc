#include "formats/at1/codecs/query/query_table.h"

#include "formats/at1/codecs/query/query_codec.h"
#include "formats/at1/original_layer.h"
#include "formats/at1/stream_layer.h"
#include "strata/decode_error.h"
#include "strata/layer.h"

#include <charconv>

namespace strata::at1 {
namespace {

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

QueryTable::QueryTable(ByteSourcePtr source, std::shared_ptr<const FileLayout> file,
                       std::string name, const std::string& streamPrefix)
    : At1Table(std::move(source), std::move(file), std::move(name))
    , m_streamPrefix(streamPrefix) {
    const auto& container = m_file->container;
    for (std::size_t s = 0; s < m_file->codecs.size(); ++s) {
        const auto* query = m_file->codecs[s].find<QueryLayout>();
        if (query == nullptr) {
            continue; // a raw frame, or a section whose layout did not read
        }
        const Section section = container.sections[s];
        std::vector<std::string> header;
        if (m_columns.size() < query->columnCount()) {
            try {
                header = queryHeaderNames(*m_source, streamSetOf(*m_source, section), *query);
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
            addBlock({s, g}, query->rowsInGroup(g));
        }
        if (held < query->groupCount) {
            // A last block of no rows, with no source: it counts what the cut took.
            std::uint64_t lost = 0;
            for (std::size_t g = held; g < query->groupCount; ++g) {
                lost += query->rowsInGroup(g);
            }
            const ByteRange stream = query->blocksStream;
            m_lostBlock = TableBlock{.firstRow = m_rowStarts.end(),
                                     .rowCount = 0,
                                     .range = stream,
                                     .lostRows = lost,
                                     .lostAt = stream.end()};
            m_lostBlockPath = blocksStreamPath(s);
            break; // a cut stream ends the file: no section follows
        }
    }
}

ByteRange QueryTable::blockRange(const BlockSource& from) const {
    const auto& query = m_file->codecs.at(from.section).layout<QueryLayout>();
    if (query.columnCount() == 0) {
        return query.blocksStream;
    }
    const ByteRange& first = query.block(from.group, 0).range;
    return {first.offset,
            query.block(from.group, query.columnCount() - 1).range.end() - first.offset};
}

std::string QueryTable::blocksStreamPath(std::size_t section) const {
    return streamSetPath(m_file->container, section) + " / " +
           streamLabel(m_streamPrefix + "blocks");
}

std::string QueryTable::blockNodePath(std::size_t index) const {
    if (!readable(index)) {
        return m_lostBlockPath;
    }
    const auto [section, group] = m_blockSources.at(index);
    return blocksStreamPath(section) + " / " + rowGroupLabel(group);
}

BlockData QueryTable::readBlockColumns(std::size_t index,
                                       std::span<const std::size_t> columns) const {
    if (!readable(index)) { // rows lost to a cut: none to read
        return emptyBlock(0);
    }
    const auto [s, group] = m_blockSources[index];
    const auto& layout = m_file->codecs[s].layout<QueryLayout>();
    BlockData block = emptyBlock(m_rowStarts.rows(index));
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
                    block.diagnostics.push_back(
                        {Severity::Error, layout.block(group, c).range.offset, blockNodePath(index),
                         "integer column " + std::to_string(c) + " holds '" + std::string(text) +
                             "'"});
                }
            }
        } catch (const DecodeError& error) {
            block.diagnostics.push_back(
                {Severity::Error, error.offset(), blockNodePath(index), error.what()});
            while (out.size() < block.rowCount) {
                out.appendMissing();
            }
        }
    }
    return block;
}

std::optional<ColumnBounds> QueryTable::blockBounds(std::size_t block, std::size_t column) const {
    if (!readable(block)) {
        return std::nullopt;
    }
    const auto [s, group] = m_blockSources.at(block);
    const auto* layout = m_file->codecs[s].find<QueryLayout>();
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

std::vector<std::string> QueryTable::sourceRows(std::size_t block, const BlockData& data) const {
    if (!readable(block)) {
        return {};
    }
    const auto [s, group] = m_blockSources.at(block);
    std::vector<std::string> rows;
    {
        const auto* query = &m_file->codecs[s].layout<QueryLayout>();
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
}

std::optional<CellBytes> QueryTable::cellRange(std::uint64_t tableRow, std::size_t column) const {
    if (tableRow >= rowCount() || column >= m_columns.size()) {
        return std::nullopt;
    }
    const std::size_t block = blockOfRow(tableRow);
    if (!readable(block)) {
        return std::nullopt;
    }
    const std::uint64_t row = tableRow - m_rowStarts.first(block);
    const auto [s, group] = m_blockSources[block];
    const auto& layout = m_file->codecs[s].layout<QueryLayout>();
    if (column >= layout.columnCount()) {
        return std::nullopt;
    }
    BlockValues values;
    try {
        values = decodeQueryBlock(*m_source, layout, group, column);
    } catch (const DecodeError&) {
        return std::nullopt; // a damaged block's cells select the block (readBlock says why)
    }
    if (row >= values.values.size()) {
        return std::nullopt;
    }
    // The block's values are its decoded payload split on '\n': a value's offset is where its
    // text starts in the payload.
    const std::string_view text = values.values[row];
    const auto offset =
        static_cast<std::uint64_t>(text.data() - reinterpret_cast<const char*>(values.data.data()));
    return CellBytes{{offset, text.size()},
                     blockNodePath(block) + " / " +
                         columnLabel(column, layout.json ? layout.paths[column] : "") +
                         std::string(layerPathSeparator) + "values"};
}

void addQueryTable(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
                   const std::shared_ptr<Layer>&, Document& document) {
    auto table = std::make_shared<QueryTable>(source, file, std::string(originalRowsTable));
    if (!table->empty()) {
        document.tables.push_back(std::move(table));
    }
}

std::optional<SectionLines> querySectionLines(const SectionCodec& layout) {
    const auto* query = layout.find<QueryLayout>();
    if (query == nullptr) {
        return std::nullopt;
    }
    return SectionLines{false, query->trailingNewline, query->structuredRows};
}

// One table spans every frame; frames of a streaming qjson file can name different fields.
void warnOnDifferingQueryColumns(FileLayout& file) {
    const QueryLayout* first = nullptr;
    for (std::size_t i = 0; i < file.codecs.size(); ++i) {
        const auto* query = file.codecs[i].find<QueryLayout>();
        if (query == nullptr) {
            continue;
        }
        if (first == nullptr) {
            first = query;
        } else if (query->paths != first->paths || query->columnTypes != first->columnTypes) {
            file.diagnostics.push_back({Severity::Warning, file.container.sections[i].range.offset,
                                        sectionPath(file.container, i),
                                        "this frame's columns differ from the first structured "
                                        "frame's; the table shows its "
                                        "values under the first frame's column names"});
        }
    }
}

} // namespace strata::at1
