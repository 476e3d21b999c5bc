#pragma once

#include "command_line.h"
#include "output_stream.h"
#include "strata/document.h"
#include "strata/query_expression.h"

namespace strata::cli {

// stats --group-by / --aggregate (issue 39): the groups of the rows `filter` keeps with their
// aggregates, as an aligned text table, JSON (--json) or CSV (--csv, with the csv options).
int runGroupBy(const CommandLine& line, const Document& document, const Table& table,
               QueryExpression filter, OutputStream& out);

} // namespace strata::cli
