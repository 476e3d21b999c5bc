#pragma once

#include "commands.h"

namespace strata::cli {

// plot: a table's column against its row number or another column (coloured by a third, or as
// a density) rendered to PNG or SVG by the GUI's renderer on Qt's offscreen platform, or the
// aggregated data as CSV (-o OUT.csv). Every row is aggregated, block by block. Declared free
// of Qt: a build without Qt (the asan preset) has only plot_unavailable.cpp behind it.
int runPlot(const CommandLine& line, const Document& document, OutputStream& out);

} // namespace strata::cli
