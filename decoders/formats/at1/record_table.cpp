#include "formats/at1/record_table.h"

#include "formats/at1/stream_layer.h"
#include "strata/decode_error.h"
#include "strata/layer.h"

namespace strata::at1 {
namespace {

// The type a column takes when sections disagree: Float64 holds both kinds of numbers, String
// holds anything.
LogicalType mergedType(LogicalType a, LogicalType b) {
    if (a == b) {
        return a;
    }
    const auto number = [](LogicalType type) {
        return type == LogicalType::Int64 || type == LogicalType::Float64;
    };
    return number(a) && number(b) ? LogicalType::Float64 : LogicalType::String;
}

// Adds a section's columns to the table's: a column joins the table's column of the same name
// (the n-th of a name the n-th), so sections whose columns come in another order or differ (a
// json frame numbers its own columns) still line up; a new name is a new column. Returns the
// table column of each section column.
std::vector<std::size_t> mergeColumns(std::vector<Column> section, std::vector<Column>& table) {
    std::vector<std::size_t> map;
    std::vector<bool> taken(table.size(), false);
    for (auto& column : section) {
        std::size_t t = 0;
        while (t < table.size() && (taken[t] || table[t].name != column.name)) {
            ++t;
        }
        if (t == table.size()) {
            table.push_back(std::move(column));
            taken.push_back(true);
        } else {
            table[t].type = mergedType(table[t].type, column.type);
            taken[t] = true;
        }
        map.push_back(t);
    }
    return map;
}

} // namespace

RecordTable::RecordTable(ByteSourcePtr source, std::shared_ptr<const FileLayout> file,
                         const RecordCodec& codec)
    : m_source(std::move(source))
    , m_file(std::move(file))
    , m_codec(&codec) {
    const auto& container = m_file->container;
    std::uint64_t firstRow = 0;
    for (std::size_t s = 0; s < container.sections.size(); ++s) {
        const Section section = container.sections[s];
        if (!section.hasStreams) {
            continue;
        }
        try {
            const StreamSet set = streamSetOf(*m_source, section);
            CodecStreams streams(*m_source, set);
            const std::uint64_t rows = m_codec->rowCount(streams);
            auto columns = mergeColumns(m_codec->columns(streams), m_columns);
            if (rows != 0) {
                m_blocks.push_back({firstRow, rows, section.body});
                m_blockSections.push_back(s);
                m_blockColumns.push_back(std::move(columns));
                firstRow += rows;
            }
        } catch (const DecodeError& error) {
            m_diagnostics.push_back(
                {Severity::Warning, error.offset(), sectionPath(container, s), error.what()});
        }
    }
}

std::string RecordTable::blockNodePath(std::size_t index) const {
    return streamSetPath(m_file->container, m_blockSections.at(index));
}

BlockData RecordTable::readBlock(std::size_t index) const {
    BlockData block;
    block.rowCount = m_blocks.at(index).rowCount;
    for (const auto& column : m_columns) {
        block.columns.emplace_back(column.type);
    }
    const std::size_t s = m_blockSections[index];
    // The codec fills its section's columns, in the table's types, which may be wider than the
    // section's own (mergeColumns).
    const auto& map = m_blockColumns[index];
    std::vector<RecordColumn> records;
    for (const std::size_t t : map) {
        records.emplace_back(m_columns[t].type);
        records.back().reserve(block.rowCount);
    }
    try {
        const StreamSet set = streamSetOf(*m_source, m_file->container.sections[s]);
        CodecStreams streams(*m_source, set);
        streams.decodeAllAhead();
        m_codec->readRecords(streams, records);
    } catch (const DecodeError& error) {
        block.diagnostics.push_back(
            {Severity::Error, error.offset(), sectionPath(m_file->container, s), error.what()});
    }
    for (std::size_t c = 0; c < map.size(); ++c) {
        block.columns[map[c]] = std::move(records[c]);
    }
    // A section that failed part way: the rows it did not reach are missing.
    for (auto& column : block.columns) {
        if (column.size() < block.rowCount) {
            column.appendMissing(block.rowCount - column.size());
        }
    }
    return block;
}

std::optional<CellBytes> RecordTable::cellRange(std::uint64_t row, std::size_t column) const {
    if (row >= rowCount() || column >= m_columns.size()) {
        return std::nullopt;
    }
    std::shared_ptr<const RowCells> cells;
    {
        const std::lock_guard lock(m_cellMutex);
        if (m_rowCells && m_rowCells->row == row) {
            cells = m_rowCells;
        }
    }
    if (!cells) {
        // Reads the row's section again, noting where each of the row's cells came from.
        const std::size_t index = blockOfRow(row);
        const std::size_t s = m_blockSections[index];
        const auto& map = m_blockColumns[index];
        std::vector<RecordColumn> records;
        for (const std::size_t t : map) {
            records.emplace_back(m_columns[t].type);
            records.back().noteRow(row - m_blocks[index].firstRow);
        }
        auto made = std::make_shared<RowCells>();
        made->row = row;
        made->cells.resize(m_columns.size());
        const StreamSet set = streamSetOf(*m_source, m_file->container.sections[s]);
        CodecStreams streams(*m_source, set);
        try {
            m_codec->readRecords(streams, records);
        } catch (const DecodeError&) {
            // The cells noted before the damage still have their bytes (readBlock says why).
        }
        for (std::size_t c = 0; c < map.size(); ++c) {
            const std::string streamsPath = streamSetPath(m_file->container, s) + " / ";
            if (const auto& place = records[c].place()) {
                made->cells[map[c]] = CellBytes{
                    place->range, streamsPath + streamLabel(place->stream) +
                                      std::string(layerPathSeparator) + std::string(place->layer)};
                continue;
            }
            const auto noted = records[c].noted();
            const auto place = noted ? streams.locate(*noted) : std::nullopt;
            // An empty view (an empty list of deltas) has no bytes to select.
            if (place && place->range.length > 0) {
                made->cells[map[c]] =
                    CellBytes{place->range, streamsPath + streamLabel(place->stream) +
                                                std::string(layerPathSeparator) +
                                                std::string(streamLayerName)};
            }
        }
        cells = made;
        const std::lock_guard lock(m_cellMutex);
        m_rowCells = cells;
    }
    return cells->cells[column];
}

} // namespace strata::at1
