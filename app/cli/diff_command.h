#pragma once

#include "command_line.h"
#include "output_stream.h"
#include "strata/document.h"

namespace strata::cli {

// diff A B: opens B (CommandLine::otherFile), compares it with A (strata/document_diff.h) and
// prints only the differences; exit status 0 same, 1 different, 2 error, as diff(1).
int runDiff(const CommandLine& line, const Document& document, OutputStream& out);

} // namespace strata::cli
