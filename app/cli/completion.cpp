#include "completion.h"

#include "command_options.h"
#include "command_table.h"
#include "commands.h"
#include "strata/format_registry.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <string_view>
#include <system_error>

namespace strata::cli {
namespace {

// What an option's value completes to, for the options that take one and have something to offer.
struct ValueCompletion {
    std::string_view option;
    std::vector<std::string_view> values;
};

const std::vector<ValueCompletion>& valueCompletions() {
    static const std::vector<ValueCompletion> table{
        {"--by", {"column", "codec", "unit", "kind"}},
        {"--as", {"int", "uint", "float32", "float64"}},
        {"--quote", {"minimal", "all", "never"}},
        {"--float", {"shortest", "fixed:"}},
        {"--delimiter", {"tab", "comma", "semicolon"}},
        {"--tolerance", {"abs:", "rel:", "float32", "exact"}},
        {"--x", {"@column"}},
        {"--y", {"@column"}},
        {"--color", {"@column"}},
        {"--counts", {"@column"}},
        {"--columns", {"@columns"}},
        {"--sort", {"@columns"}},
        {"--key", {"@columns"}},
        {"--output", {"@file"}},
        {"-o", {"@file"}},
    };
    return table;
}

void printLine(std::string_view text) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fputc('\n', stdout);
}

int printColumns(const std::string& file, const std::string& tableText) {
    std::size_t tableIndex = 0;
    if (!tableText.empty()) {
        const auto parsed =
            std::from_chars(tableText.data(), tableText.data() + tableText.size(), tableIndex);
        if (parsed.ec != std::errc() || parsed.ptr != tableText.data() + tableText.size()) {
            return exitUsage;
        }
    }
    try {
        const Document document = openFile(file);
        if (tableIndex < document.tables.size()) {
            for (const auto& column : document.tables[tableIndex]->columns()) {
                printLine(column.name);
            }
        }
    } catch (const std::system_error&) {
        return exitUsage;
    }
    return exitSuccess;
}

} // namespace

int runCompletion(const std::vector<std::string>& query) {
    const std::string_view kind = query.empty() ? std::string_view() : query[0];
    if (kind == "commands" && query.size() == 1) {
        for (const Command& command : commandTable()) {
            printLine(command.name);
        }
        return exitSuccess;
    }
    if (kind == "options" && query.size() == 2) {
        const Command* command = findCommand(query[1]);
        if (command == nullptr) {
            return exitUsage;
        }
        for (const std::string_view option : command->options) {
            printLine(option);
        }
        printLine("--help");
        return exitSuccess;
    }
    if (kind == "value-options" && query.size() == 1) {
        for (const CommandOption& option : commandOptions()) {
            if (option.takesValue) {
                printLine(option.name);
                if (!option.shortName.empty()) {
                    printLine(option.shortName);
                }
            }
        }
        return exitSuccess;
    }
    if (kind == "values" && query.size() == 2) {
        const auto& table = valueCompletions();
        const auto found = std::find_if(table.begin(), table.end(), [&](const auto& entry) {
            return entry.option == query[1];
        });
        if (found != table.end()) {
            for (const std::string_view value : found->values) {
                printLine(value);
            }
        }
        return exitSuccess;
    }
    if (kind == "columns" && (query.size() == 2 || query.size() == 3)) {
        return printColumns(query[1], query.size() == 3 ? query[2] : std::string());
    }
    std::fputs("strata-cli: --complete takes commands, options COMMAND, value-options, values "
               "OPTION or columns FILE [TABLE]\n",
               stderr);
    return exitUsage;
}

} // namespace strata::cli
