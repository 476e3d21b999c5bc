#pragma once

#include "command_line.h"
#include "commands.h"
#include "output_stream.h"
#include "strata/document.h"
#include "strata/row_writer.h"

#include <atomic>
#include <cstdint>
#include <string>

namespace strata::cli {

// convert FILE -o OUT: the table --table names (its rows and columns as csv selects them) in the
// format OUT's extension or --to names, written to a temporary file beside OUT and renamed to
// it once complete, so that a failed or interrupted run leaves no OUT.
int runConvert(const CommandLine& line, const Document& document, OutputStream& out);

// What the writing of one format counted that the summary tells.
struct ConvertCounts {
    std::atomic<std::uint64_t> nonFinite{0};       // JSON Lines: NaN and infinities as null
    std::atomic<std::uint64_t> missingIntegers{0}; // .npy: missing integers as the fill
    std::uint64_t latin1Strings = 0;               // NetCDF: strings that are no UTF-8
};

// What a format's writer wrote into the file at its path, and on failure why.
struct Written {
    ExportResult result;
    bool ok = false;
    std::string error;
};

// RecordWriter's for `table` (the rows .npy, NetCDF and ODB-2 take), counting missing integers
// in `missingIntegers` when given.
RowWriterFactory recordWriters(const Table& table, std::atomic<std::uint64_t>* missingIntegers);

// Writes the prepared table as NetCDF-4 at `path` (netcdf_convert.cpp, with libnetcdf). In
// strata-cli, which leaves libnetcdf out to start fast, it runs the whole convert in
// strata-cli-plot instead (netcdf_convert_in_tool.cpp) and returns only when it cannot.
Written writeNetcdf(const CommandLine& line, const Document& document, const TableExport& prepared,
                    const std::string& path, ConvertCounts& counts);

} // namespace strata::cli
