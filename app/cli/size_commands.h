#pragma once

#include "command_line.h"
#include "output_stream.h"
#include "strata/document.h"

namespace strata::cli {

// sizes FILE [--by column|codec|unit|kind] [--json]: where the file's bytes go (issue 18).
int runSizes(const CommandLine& line, const Document& document, OutputStream& out);

} // namespace strata::cli
