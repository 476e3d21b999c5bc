#pragma once

#include <string>

namespace strata::cli {

// strata-cli's documentation, printed three ways from the command table (command_table.h).
std::string usageText(); // strata-cli --help
std::string
commandHelpText(const std::string& command);         // strata-cli COMMAND --help; empty if unknown
std::string manPageText(const std::string& version); // strata-cli --help-man: roff for man(1)

} // namespace strata::cli
