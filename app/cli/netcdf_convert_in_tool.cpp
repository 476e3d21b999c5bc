// convert to NetCDF in strata-cli: libnetcdf costs every command ~9 ms of start-up, so the
// conversion runs in strata-cli-plot (tool_process.h), which links it.
#include "convert_command.h"
#include "tool_process.h"

namespace strata::cli {

Written writeNetcdf(const CommandLine& line, const Document&, const TableExport&,
                    const std::string&, ConvertCounts&) {
    runInTool(line, "convert");
    return {.result = {}, .ok = false, .error = "strata-cli-plot is needed for NetCDF"};
}

} // namespace strata::cli
