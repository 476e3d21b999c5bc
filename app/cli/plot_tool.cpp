// plot in strata-cli: Qt renders plots, and loading Qt (Gui, Svg) costs every command ~15 ms of
// start-up, so strata-cli runs plot in strata-cli-plot (tool_process.h).
#include "plot_command.h"
#include "tool_process.h"

namespace strata::cli {

int runPlot(const CommandLine& line, const Document&, OutputStream&) {
    return runInTool(line, "plot");
}

} // namespace strata::cli
