// convert to NetCDF in strata-cli: libnetcdf costs every command ~9 ms of start-up, so the
// conversion runs in strata-cli-plot (tool_process.h), which links it.
#include "convert_command.h"
#include "tool_process.h"

namespace strata::cli {

TableFileResult writeNetcdf(const CommandLine& line, const TableExport&, const TableFileOptions&) {
    runInTool(line, "convert");
    TableFileResult result;
    result.error = "strata-cli-plot, which writes NetCDF, cannot be run";
    return result;
}

ArrayFileResult writeNetcdfArray(const CommandLine& line, ArrayItemsSource&, const TableFileSource&,
                                 std::string&) {
    runInTool(line, "convert");
    ArrayFileResult result;
    result.error = "strata-cli-plot, which writes NetCDF, cannot be run";
    return result;
}

} // namespace strata::cli
