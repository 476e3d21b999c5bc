#include "strata/dataset_table.h"

#include "strata/format_registry.h"

#include <algorithm>
#include <system_error>
#include <unordered_map>

namespace strata {
namespace {

constexpr std::ptrdiff_t absent = -1;

bool isNumber(LogicalType type) {
    return type != LogicalType::String;
}

// The type two files' columns of one name read as: the same type, else float64 when either
// holds floats, else int64; nullopt when one holds text and the other numbers.
std::optional<LogicalType> commonType(LogicalType a, LogicalType b) {
    if (a == b) {
        return a;
    }
    if (!isNumber(a) || !isNumber(b)) {
        return std::nullopt;
    }
    return isFloating(a) || isFloating(b) ? LogicalType::Float64 : LogicalType::Int64;
}

// A member's cells as the dataset column's type (the same kind of value, or numbers widened).
ColumnData asType(ColumnData cells, LogicalType type) {
    if (cells.type() == type) {
        return cells;
    }
    ColumnData converted(type);
    const std::size_t rows = cells.size();
    converted.reserve(rows);
    for (std::size_t row = 0; row < rows; ++row) {
        if (cells.isMissing(row)) {
            converted.appendMissing();
        } else if (isFloating(type)) {
            converted.appendDouble(
                isFloating(cells.type()) ? cells.doubleAt(row)
                : cells.type() == LogicalType::Int64
                    ? static_cast<double>(cells.intAt(row))
                    : static_cast<double>(static_cast<std::uint64_t>(cells.intAt(row))));
        } else {
            converted.appendInt(cells.intAt(row));
        }
    }
    return converted;
}

// A member's diagnostic in the dataset: its offset is in that file, so the path and the
// message name it.
Diagnostic memberDiagnostic(const std::string& label, Diagnostic diagnostic) {
    diagnostic.nodePath = diagnostic.nodePath.empty() ? label : label + " / " + diagnostic.nodePath;
    diagnostic.message = label + ": " + diagnostic.message;
    return diagnostic;
}

} // namespace

DatasetTable::DatasetTable(std::vector<Member> members)
    : m_members(std::move(members)) {
    m_columns.push_back({"file", LogicalType::String, "the member file", {}});
    std::unordered_map<std::string, std::size_t> byName{{"file", 0}};
    std::vector<std::string> firstFile{std::string()};
    m_sources.resize(m_members.size());
    for (std::size_t m = 0; m < m_members.size(); ++m) {
        const Member& member = m_members[m];
        auto& sources = m_sources[m];
        const auto& columns = member.table->columns();
        for (std::size_t c = 0; c < columns.size(); ++c) {
            const auto [found, added] = byName.try_emplace(columns[c].name, m_columns.size());
            if (added) {
                m_columns.push_back(columns[c]);
                firstFile.push_back(member.label);
            }
            const std::size_t column = found->second;
            sources.resize(m_columns.size(), absent);
            if (column == 0) {
                // A member's own column named "file" gives way to the member's name.
                m_conflicts.push_back({Severity::Warning, 0, member.label,
                                       member.label +
                                           ": its column 'file' is left out: the dataset's "
                                           "column of that name holds each row's file"});
                continue;
            }
            Column& merged = m_columns[column];
            const auto type = commonType(merged.type, columns[c].type);
            if (!type) {
                m_conflicts.push_back({Severity::Error, 0, member.label,
                                       "column '" + merged.name + "' is " +
                                           std::string(logicalTypeName(columns[c].type)) + " in " +
                                           member.label + " and " +
                                           std::string(logicalTypeName(merged.type)) + " in " +
                                           firstFile[column] + "; its cells in " + member.label +
                                           " are left missing"});
                continue;
            }
            if (*type != merged.type || *type != columns[c].type) {
                m_conflicts.push_back(
                    {Severity::Warning, 0, member.label,
                     "column '" + merged.name + "' is " +
                         std::string(logicalTypeName(columns[c].type)) + " in " + member.label +
                         " and " + std::string(logicalTypeName(merged.type)) + " in " +
                         firstFile[column] + "; read as " + std::string(logicalTypeName(*type))});
                merged.type = *type;
                merged.bitfields.clear();
            }
            sources[column] = static_cast<std::ptrdiff_t>(c);
        }
    }
    std::uint64_t firstRow = 0;
    for (std::size_t m = 0; m < m_members.size(); ++m) {
        m_sources[m].resize(m_columns.size(), absent);
        const auto& blocks = m_members[m].table->blocks();
        for (std::size_t b = 0; b < blocks.size(); ++b) {
            TableBlock block = blocks[b];
            block.firstRow = firstRow;
            firstRow += block.rowCount;
            m_blocks.push_back(std::move(block));
            m_places.push_back({m, b});
        }
    }
}

std::string DatasetTable::name() const {
    return m_members.size() == 1 ? "1 file" : std::to_string(m_members.size()) + " files";
}

BlockData DatasetTable::readBlock(std::size_t index) const {
    std::vector<std::size_t> all(m_columns.size());
    for (std::size_t c = 0; c < all.size(); ++c) {
        all[c] = c;
    }
    return memberBlock(index, all);
}

BlockData DatasetTable::readBlockColumns(std::size_t block,
                                         std::span<const std::size_t> columns) const {
    return memberBlock(block, columns);
}

BlockData DatasetTable::readBlockCells(std::size_t block, std::span<const std::size_t> columns,
                                       std::span<const std::uint64_t> rows) const {
    return memberBlock(block, columns, rows);
}

BlockData DatasetTable::memberBlock(std::size_t block, std::span<const std::size_t> columns,
                                    std::optional<std::span<const std::uint64_t>> rows) const {
    const Place place = m_places.at(block);
    const Member& member = m_members[place.member];
    const auto& sources = m_sources[place.member];
    std::vector<std::size_t> wanted;
    for (const std::size_t column : columns) {
        if (column < m_columns.size() && sources[column] != absent) {
            wanted.push_back(static_cast<std::size_t>(sources[column]));
        }
    }
    std::sort(wanted.begin(), wanted.end());
    wanted.erase(std::unique(wanted.begin(), wanted.end()), wanted.end());
    BlockData read = rows ? member.table->readBlockCells(place.block, wanted, *rows)
                          : member.table->readBlockColumns(place.block, wanted);

    BlockData data;
    data.rowCount = read.rowCount;
    data.columns.reserve(m_columns.size());
    for (const Column& column : m_columns) {
        data.columns.emplace_back(column.type);
    }
    for (const std::size_t column : columns) {
        if (column >= m_columns.size() || data.columns[column].size() != 0) {
            continue;
        }
        ColumnData& cells = data.columns[column];
        if (column == 0) {
            cells.reserve(read.rowCount);
            for (std::uint64_t row = 0; row < read.rowCount; ++row) {
                cells.appendString(member.label);
            }
        } else if (const std::ptrdiff_t source = sources[column];
                   source != absent && static_cast<std::size_t>(source) < read.columns.size()) {
            cells = asType(std::move(read.columns[static_cast<std::size_t>(source)]),
                           m_columns[column].type);
        } else {
            cells.appendMissing(read.rowCount);
        }
    }
    for (Diagnostic& diagnostic : read.diagnostics) {
        data.diagnostics.push_back(memberDiagnostic(member.label, std::move(diagnostic)));
    }
    return data;
}

std::optional<ColumnBounds> DatasetTable::blockBounds(std::size_t block, std::size_t column) const {
    if (block >= m_places.size() || column == 0 || column >= m_columns.size()) {
        return std::nullopt;
    }
    const Place place = m_places[block];
    const std::ptrdiff_t source = m_sources[place.member][column];
    if (source == absent) {
        return std::nullopt; // every cell missing: no bounds to compare
    }
    const Table& table = *m_members[place.member].table;
    auto bounds = table.blockBounds(place.block, static_cast<std::size_t>(source));
    if (bounds && isFloating(m_columns[column].type)) {
        const bool fromUnsigned =
            table.columns()[static_cast<std::size_t>(source)].type != LogicalType::Int64;
        const auto widen = [fromUnsigned](ColumnBounds::Value& value) {
            if (const auto* integer = std::get_if<std::int64_t>(&value)) {
                value = fromUnsigned ? static_cast<double>(static_cast<std::uint64_t>(*integer))
                                     : static_cast<double>(*integer);
            }
        };
        widen(bounds->min);
        widen(bounds->max);
    }
    return bounds;
}

std::string DatasetTable::blockNodePath(std::size_t index) const {
    const Place place = m_places.at(index);
    return m_members[place.member].label + " / " +
           m_members[place.member].table->blockNodePath(place.block);
}

std::pair<std::size_t, std::uint64_t> DatasetTable::memberRow(std::uint64_t row) const {
    const std::size_t block = blockOfRow(row);
    const Place place = m_places.at(block);
    const TableBlock& own = m_members[place.member].table->blocks()[place.block];
    return {place.member, own.firstRow + (row - m_blocks[block].firstRow)};
}

std::string DatasetTable::unit(std::size_t column) const {
    for (std::size_t m = 0; m < m_members.size() && column < m_columns.size(); ++m) {
        if (const std::ptrdiff_t source = m_sources[m][column]; source != absent) {
            std::string unit = m_members[m].table->unit(static_cast<std::size_t>(source));
            if (!unit.empty()) {
                return unit;
            }
        }
    }
    return {};
}

Document
openDataset(const std::vector<std::filesystem::path>& files, std::size_t tableIndex,
            const OpenOptions& options,
            const std::function<void(const std::filesystem::path&, const std::string&)>& skipped,
            const JobControl& control) {
    Document dataset;
    dataset.formatName = datasetFormatName;
    std::vector<DatasetTable::Member> members;
    std::uint64_t bytes = 0;
    for (std::size_t f = 0; f < files.size() && !control.cancelled(); ++f) {
        control.report(f, files.size());
        const std::filesystem::path& path = files[f];
        auto document = std::make_shared<Document>();
        try {
            *document = openFile(path, options);
        } catch (const std::system_error& error) {
            skipped(path, std::string("cannot be opened: ") + error.what());
            continue;
        }
        if (tableIndex >= document->tables.size()) {
            skipped(path, document->format == nullptr
                              ? std::string("no format Strata knows")
                              : document->formatName + " file without table " +
                                    std::to_string(tableIndex));
            continue;
        }
        const std::string label = path.string();
        bytes += document->source->size();
        for (Diagnostic diagnostic : document->diagnostics) {
            dataset.diagnostics.push_back(memberDiagnostic(label, std::move(diagnostic)));
        }
        // The member's table keeps its whole document (tree and source) alive.
        const Table* table = document->tables[tableIndex].get();
        members.push_back({label, std::shared_ptr<const Table>(document, table),
                           document->formatName, document->source->size(),
                           document->diagnostics.size()});
    }
    auto table = std::make_shared<DatasetTable>(std::move(members));
    dataset.diagnostics.insert(dataset.diagnostics.end(), table->conflicts().begin(),
                               table->conflicts().end());
    dataset.source = ByteSource::fromBuffer({}, "dataset");
    dataset.root = std::make_unique<Node>(table->name(), NodeKind::File, ByteRange{0, 0},
                                          std::to_string(bytes) + " bytes");
    dataset.tables.push_back(std::move(table));
    return dataset;
}

} // namespace strata
