#pragma once

#include "command_line.h"
#include "output_stream.h"
#include "strata/document.h"

namespace strata::cli {

// report FILE [--to md|html] [-o OUT]: a report to hand over (issue 40): the file's identity,
// every diagnostic check finds with the bytes at its offset; Markdown, or HTML for OUT.html or
// --to html. Exit 0 for a sound file, 1 when it has errors (as check), 2 on usage errors.
int runReport(const CommandLine& line, const Document& document, OutputStream& out);

} // namespace strata::cli
