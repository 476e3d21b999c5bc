#pragma once

#include "command_line.h"
#include "output_stream.h"
#include "strata/document.h"

namespace strata::cli {

// repair FILE -o OUT: what the damaged FILE still holds, written to OUT (never FILE) as a file
// that the format's own library reads, through a temporary file renamed once complete; a file
// with nothing to fix is written unchanged. Prints, as text or --json, what was kept (copied or
// re-encoded) and what was dropped, with rows, byte ranges and why. Exit 0 when nothing was
// lost, 1 when something was, 2 on usage errors.
int runRepair(const CommandLine& line, const Document& document, OutputStream& out);

} // namespace strata::cli
