#pragma once

#include "command_line.h"
#include "output_stream.h"
#include "strata/document.h"

namespace strata::cli {

// layers FILE: the decoded byte layers the file has (issue 16), by path.
int runLayers(const CommandLine& line, const Document& document, OutputStream& out);
// cat FILE --layer PATH: one layer's bytes.
int catLayer(const CommandLine& line, const Document& document, OutputStream& out);

} // namespace strata::cli
