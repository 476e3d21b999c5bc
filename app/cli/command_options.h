#pragma once

#include "command_line.h"

#include <string>
#include <string_view>
#include <vector>

namespace strata::cli {

// An option of strata-cli: how it is spelled, its line in the help, and what it sets.
struct CommandOption {
    std::string_view name;      // the long spelling, which commands list: "--output"
    std::string_view shortName; // "-o", or empty
    const char* synopsis;       // as the help shows it: "-o, --output OUT"
    const char* description;
    bool takesValue;
    // Sets the option in the command line; throws UsageError for a value that does not parse.
    void (*apply)(CommandLine& line, const std::string& value);
};

const std::vector<CommandOption>& commandOptions();
// The option spelled so (long or short), or nullptr.
const CommandOption* findOption(std::string_view spelling);

} // namespace strata::cli
