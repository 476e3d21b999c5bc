#pragma once

#include "command_line.h"

namespace strata::cli {

// Runs this command line in strata-cli-plot, the same commands linked with what strata-cli
// leaves out to start fast (Qt for plot, libnetcdf for convert to NetCDF), installed next to
// strata-cli: the process becomes that program. Returns only when it cannot, with the usage
// exit status after saying why; `what` names the command for that message.
int runInTool(const CommandLine& line, const char* what);

} // namespace strata::cli
