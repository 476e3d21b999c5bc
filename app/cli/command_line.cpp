#include "command_line.h"

#include "command_options.h"
#include "command_table.h"
#include "standard_input.h"

#include <algorithm>
#include <utility>

namespace strata::cli {

CommandLine parseCommandLine(const std::vector<std::string>& arguments) {
    // Options may come before or after the command, so they are applied once it is known.
    std::vector<std::pair<const CommandOption*, std::string>> given;
    std::vector<std::string> positional;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& argument = arguments[i];
        if (argument.size() <= 1 || argument[0] != '-') {
            positional.push_back(argument);
            continue;
        }
        const CommandOption* option = findOption(argument);
        if (option == nullptr) {
            throw UsageError{"unknown option " + argument};
        }
        std::string value;
        if (option->takesValue) {
            if (i + 1 >= arguments.size()) {
                throw UsageError{argument + " needs a value"};
            }
            value = arguments[++i];
        }
        given.emplace_back(option, std::move(value));
    }
    if (positional.empty()) {
        throw UsageError{"no command given"};
    }
    CommandLine line;
    line.arguments = arguments;
    line.command = findCommand(positional[0]);
    if (line.command == nullptr) {
        throw UsageError{"unknown command " + positional[0]};
    }
    const std::string name(line.command->name);
    const bool several = line.command->severalFiles || line.command->tableOfFiles;
    if (several ? positional.size() < 2 : positional.size() != 1 + line.command->files) {
        throw UsageError{name + (several                    ? " takes one FILE or more"
                                 : line.command->files == 1 ? " takes exactly one FILE"
                                                            : " takes exactly two FILEs")};
    }
    line.files.assign(positional.begin() + 1, positional.end());
    if (std::count(line.files.begin(), line.files.end(), standardInputName) > 1) {
        throw UsageError{"standard input (-) can be read once only"};
    }
    line.file = positional[1];
    if (line.command->files == 2) {
        line.otherFile = positional[2];
    }
    for (const auto& [option, value] : given) {
        if (!line.command->takes(option->name)) {
            throw UsageError{name + " does not take " + std::string(option->name) +
                             " (strata-cli " + name + " --help lists its options)"};
        }
        option->apply(line, value);
    }
    if (name == "extract" && line.output.empty()) {
        throw UsageError{"extract needs -o DIR, the directory to write the files into"};
    }
    if (name == "scan" && line.where.empty()) {
        throw UsageError{"scan needs at least one --where EXPR"};
    }
    if (!line.diff.structure && !line.diff.data) {
        throw UsageError{"--structure-only does not combine with --data-only"};
    }
    if (line.rows && !line.where.empty()) {
        throw UsageError{"--rows does not combine with --where"};
    }
    if (line.rows && !line.sort.empty()) {
        throw UsageError{"--rows does not combine with --sort"};
    }
    return line;
}

} // namespace strata::cli
