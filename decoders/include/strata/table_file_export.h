#pragma once

#include "strata/csv_writer.h"
#include "strata/job_control.h"
#include "strata/record_writer.h"
#include "strata/table.h"
#include "strata/table_export.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace strata {

// The files a table is written as (strata-cli convert, the window's File › Export).
enum class TableFileFormat { Csv, JsonLines, NetCdf, Npy, Odb2, Cole };

struct TableFileFormatInfo {
    TableFileFormat format;
    std::string_view name;           // convert --to
    std::string_view extension;      // the first of its extensions
    std::string_view otherExtension; // another one it goes by, or empty
    std::string_view title;          // "NetCDF-4"
};
// Every format, in the order a chooser lists them.
std::span<const TableFileFormatInfo> tableFileFormats();
const TableFileFormatInfo& tableFileFormatInfo(TableFileFormat format);
std::optional<TableFileFormat> tableFileFormatNamed(std::string_view name);
// The format a file name's extension names, if any (".nc", ".ndjson").
std::optional<TableFileFormat> tableFileFormatOfPath(std::string_view path);

// Why the selected columns (empty: all) cannot be written as `format` (a string column in a
// .npy, which has no fixed size for it); empty when they can.
std::string tableFileProblem(TableFileFormat format, const Table& table,
                             std::span<const std::size_t> columns);

// Where a table came from, which NetCDF and ODB-2 files say (global attributes, a property).
struct TableFileSource {
    std::string file;   // the source file's name
    std::string format; // "ODB-2"
    std::string writer; // what writes it: "strata-cli convert"
};

struct TableFileOptions {
    CsvOptions csv;
    TableFileSource source;
};

// How writing a table file went: its rows, and what the format could not hold as it was.
struct TableFileResult {
    ExportResult rows;
    bool written = false;              // OUT is complete (renamed into place)
    std::string error;                 // why not, when it is not and the run was not cancelled
    std::uint64_t nonFinite = 0;       // JSON Lines: NaN and infinities written as null
    std::uint64_t missingIntegers = 0; // .npy: missing integers written as the fill
    std::uint64_t latin1Strings = 0;   // NetCDF: strings that were no UTF-8
};

// Writes the table's selected rows as `format` into `path`, through a temporary file beside it
// renamed once complete (strata/file_output.h): a failed or cancelled run leaves nothing. NetCDF is
// written by writeNetcdfTableFile (netcdf_table_writer.h, its own library): here it is an error.
TableFileResult writeTableFile(TableFileFormat format, const Table& table, const std::string& path,
                               const ExportSelection& selection, const TableFileOptions& options,
                               const JobControl& control = {});

// RecordWriter's for `table` (the rows .npy, COLE, NetCDF and ODB-2 take) in `layout`, counting
// missing integers in `missingIntegers` when given.
RowWriterFactory recordWriters(const Table& table, std::atomic<std::uint64_t>* missingIntegers,
                               RecordLayout layout = RecordLayout::Rows);

} // namespace strata
