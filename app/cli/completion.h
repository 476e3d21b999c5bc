#pragma once

#include <string>
#include <vector>

namespace strata::cli {

// The queries the shell completions (resources/completion/) ask strata-cli, so that they know
// what the command table knows and never go stale:
//   --complete commands                the commands
//   --complete options COMMAND         the options COMMAND takes
//   --complete value-options           every option that takes a value
//   --complete values OPTION           the values OPTION takes: words, or @column (a column
//                                      name), @columns (a comma-separated list of them), @file
//   --complete columns FILE [TABLE]    the column names of a table of FILE (default 0)
// One answer a line on standard output; returns the exit status (2 for a query it does not know).
int runCompletion(const std::vector<std::string>& query);

} // namespace strata::cli
