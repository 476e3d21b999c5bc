#include "strata/table_file_export.h"

#include "strata/cole_writer.h"
#include "strata/file_output.h"
#include "strata/json_lines_writer.h"
#include "strata/npy_file.h"
#include "strata/odb2_writer.h"
#include "strata/record_writer.h"

#include <algorithm>
#include <atomic>
#include <filesystem>

namespace strata {
namespace {

constexpr TableFileFormatInfo formats[] = {
    {TableFileFormat::Csv, "csv", ".csv", "", "CSV"},
    {TableFileFormat::JsonLines, "jsonl", ".jsonl", ".ndjson", "JSON Lines"},
    {TableFileFormat::NetCdf, "nc", ".nc", "", "NetCDF-4"},
    {TableFileFormat::Npy, "npy", ".npy", "", "NumPy array"},
    {TableFileFormat::Odb2, "odb", ".odb", "", "ODB-2"},
    {TableFileFormat::Cole, "col", ".col", ".cole", "COLE"},
};

// Rows a COLE row group holds: the reference engine reads up to 100,000 row groups, so a file
// of up to 6.5 billion rows.
constexpr std::uint64_t rowsPerColeGroup = 65536;

std::vector<Column> selectedColumns(const Table& table, std::span<const std::size_t> indexes) {
    if (indexes.empty()) {
        return table.columns();
    }
    std::vector<Column> columns;
    for (const std::size_t c : indexes) {
        columns.push_back(table.columns().at(c));
    }
    return columns;
}

// One format written as a stream of bytes into `file`; counts go into `result`.
using StreamWriter = ExportResult (*)(const Table& table, const ExportSelection& selection,
                                      const TableFileOptions& options, const JobControl& control,
                                      FileOutput& file, TableFileResult& result);

CsvWriter::Output outputTo(FileOutput& file) {
    return [&file](std::string_view bytes) { file.write(bytes); };
}

ExportResult writeCsv(const Table& table, const ExportSelection& selection,
                      const TableFileOptions& options, const JobControl& control, FileOutput& file,
                      TableFileResult&) {
    return exportTableCsv(table, options.csv, outputTo(file), selection, control);
}

ExportResult writeJsonLines(const Table& table, const ExportSelection& selection,
                            const TableFileOptions&, const JobControl& control, FileOutput& file,
                            TableFileResult& result) {
    std::atomic<std::uint64_t> nonFinite{0};
    ExportResult rows = exportTableRows(
        table,
        [&table, &nonFinite](TextBuffer buffer) {
            return std::make_unique<JsonLinesWriter>(table.columns(), std::move(buffer),
                                                     &nonFinite);
        },
        outputTo(file), selection, control);
    result.nonFinite = nonFinite;
    return rows;
}

// The records are the .npy items; the header's row count is written again once known.
ExportResult writeNpy(const Table& table, const ExportSelection& selection, const TableFileOptions&,
                      const JobControl& control, FileOutput& file, TableFileResult& result) {
    const NpyDtype dtype = std::get<NpyDtype>(npyDtype(table.columns(), selection.columns));
    std::atomic<std::uint64_t> missingIntegers{0};
    file.write(npyHeader(dtype, 0));
    ExportResult rows = exportTableRows(table, recordWriters(table, &missingIntegers),
                                        outputTo(file), selection, control);
    file.rewriteAt(0, npyHeader(dtype, rows.rowsWritten));
    result.missingIntegers = missingIntegers;
    return rows;
}

ExportResult writeOdb2(const Table& table, const ExportSelection& selection,
                       const TableFileOptions& options, const JobControl& control, FileOutput& file,
                       TableFileResult&) {
    odb2::Odb2Writer frames(
        selectedColumns(table, selection.columns),
        [&file](std::span<const std::byte> bytes) { file.write(bytes); },
        {.rowsPerFrame = 10000, .properties = {{"encoder", options.source.writer}}});
    ExportResult rows = exportTableRows(
        table, recordWriters(table, nullptr, RecordLayout::Columns),
        [&frames](std::string_view records) { frames.append(records); }, selection, control);
    frames.finish();
    return rows;
}

// A missing integer is written as the fill (COLE has no missing values), counted.
ExportResult writeCole(const Table& table, const ExportSelection& selection,
                       const TableFileOptions&, const JobControl& control, FileOutput& file,
                       TableFileResult& result) {
    cole::ColeWriter writer([&file](std::span<const std::byte> bytes) { file.write(bytes); });
    std::vector<RecordCell> cells;
    for (const Column& column : selectedColumns(table, selection.columns)) {
        const cole::ColeColumnPlan plan = *cole::coleColumnFor(column);
        writer.addColumn(column.name, plan.type, plan.encoding);
        cells.push_back(recordCellOf(column.type));
    }
    std::atomic<std::uint64_t> missingIntegers{0};
    ExportResult rows = exportTableRows(
        table, recordWriters(table, &missingIntegers),
        [&writer, &cells](std::string_view records) {
            writer.appendRecords(records, cells);
            if (writer.heldRows() >= rowsPerColeGroup) {
                writer.endRowGroup();
            }
        },
        selection, control);
    writer.finish();
    result.missingIntegers = missingIntegers;
    return rows;
}

struct StreamFormat {
    TableFileFormat format;
    StreamWriter write;
};
constexpr StreamFormat streamFormats[] = {
    {TableFileFormat::Csv, writeCsv},   {TableFileFormat::JsonLines, writeJsonLines},
    {TableFileFormat::Npy, writeNpy},   {TableFileFormat::Odb2, writeOdb2},
    {TableFileFormat::Cole, writeCole},
};

} // namespace

std::span<const TableFileFormatInfo> tableFileFormats() {
    return formats;
}

const TableFileFormatInfo& tableFileFormatInfo(TableFileFormat format) {
    return *std::find_if(
        std::begin(formats), std::end(formats),
        [format](const TableFileFormatInfo& info) { return info.format == format; });
}

std::optional<TableFileFormat> tableFileFormatNamed(std::string_view name) {
    for (const TableFileFormatInfo& info : formats) {
        if (info.name == name) {
            return info.format;
        }
    }
    return std::nullopt;
}

std::optional<TableFileFormat> tableFileFormatOfPath(std::string_view path) {
    const std::string extension = std::filesystem::path(path).extension().string();
    for (const TableFileFormatInfo& info : formats) {
        if (!extension.empty() &&
            (extension == info.extension || extension == info.otherExtension)) {
            return info.format;
        }
    }
    return std::nullopt;
}

std::string tableFileProblem(TableFileFormat format, const Table& table,
                             std::span<const std::size_t> columns) {
    if (format == TableFileFormat::Cole) {
        for (const Column& column : selectedColumns(table, columns)) {
            if (!cole::coleColumnFor(column)) {
                return "column '" + column.name +
                       "' holds floating-point numbers, which COLE has no type for; leave it "
                       "out with --columns";
            }
        }
        return {};
    }
    if (format != TableFileFormat::Npy) {
        return {};
    }
    const auto dtype = npyDtype(table.columns(), columns);
    return std::holds_alternative<std::string>(dtype) ? std::get<std::string>(dtype) : "";
}

RowWriterFactory recordWriters(const Table& table, std::atomic<std::uint64_t>* missingIntegers,
                               RecordLayout layout) {
    return [&table, missingIntegers, layout](TextBuffer buffer) {
        return std::make_unique<RecordWriter>(table.columns(), std::move(buffer), missingIntegers,
                                              layout);
    };
}

TableFileResult writeTableFile(TableFileFormat format, const Table& table, const std::string& path,
                               const ExportSelection& selection, const TableFileOptions& options,
                               const JobControl& control) {
    const auto* stream = std::find_if(
        std::begin(streamFormats), std::end(streamFormats),
        [format](const StreamFormat& candidate) { return candidate.format == format; });
    if (stream == std::end(streamFormats)) {
        TableFileResult result;
        result.error = "NetCDF is written by writeNetcdfTableFile";
        return result;
    }
    if (std::string problem = tableFileProblem(format, table, selection.columns);
        !problem.empty()) {
        TableFileResult result;
        result.error = std::move(problem);
        return result;
    }
    TableFileResult result;
    FileOutput file(path);
    if (file.isOpen()) {
        result.rows = stream->write(table, selection, options, control, file, result);
    }
    result.written = !result.rows.cancelled && file.commit();
    if (!result.written && !result.rows.cancelled) {
        result.error = file.error();
    }
    return result;
}

} // namespace strata
