#pragma once

#include "command_line.h"
#include "output_stream.h"
#include "strata/document.h"

namespace strata::cli {

// convert FILE -o OUT: the table --table names (its rows and columns as csv selects them) in the
// format OUT's extension or --to names, written to a temporary file beside OUT and renamed to
// it once complete, so that a failed or interrupted run leaves no OUT.
int runConvert(const CommandLine& line, const Document& document, OutputStream& out);

} // namespace strata::cli
