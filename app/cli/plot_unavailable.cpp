// plot in a strata-cli built without Qt (STRATA_BUILD_GUI off): its renderer is Qt's.
#include "plot_command.h"

#include <cstdio>

namespace strata::cli {

int runPlot(const CommandLine&, const Document&, OutputStream&) {
    std::fprintf(stderr, "strata-cli: this build has no plot renderer (built without Qt)\n");
    return exitUsage;
}

} // namespace strata::cli
