#pragma once

#include "command_line.h"
#include "commands.h"
#include "output_stream.h"
#include "strata/array_export.h"
#include "strata/document.h"
#include "strata/table_file_export.h"

namespace strata::cli {

// convert FILE -o OUT: the table --table names (its rows and columns as csv selects them) in the
// format OUT's extension or --to names (strata/table_file_export.h), written to a temporary file
// beside OUT and renamed to it once complete, so that a failed or interrupted run leaves no OUT.
int runConvert(const CommandLine& line, const Document& document, OutputStream& out);

// Writes the prepared table as NetCDF-4 (netcdf_convert.cpp, with libnetcdf). In strata-cli,
// which leaves libnetcdf out to start fast, it runs the whole convert in strata-cli-plot
// instead (netcdf_convert_in_tool.cpp) and returns only when it cannot.
TableFileResult writeNetcdf(const CommandLine& line, const TableExport& prepared,
                            const TableFileOptions& options);

// Writes a Blosc2 array (its shape and dtype) as NetCDF-4 the same way (netcdf_convert.cpp, or
// run in strata-cli-plot); `usage` says why when the array's dtype has no NetCDF type.
ArrayFileResult writeNetcdfArray(const CommandLine& line, ArrayItemsSource& array,
                                 const TableFileSource& source, std::string& usage);

} // namespace strata::cli
