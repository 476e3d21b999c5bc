#include "command_line.h"

#include <algorithm>
#include <charconv>

namespace strata::cli {
namespace {

const std::vector<std::string> commands = {"info", "tree", "csv", "cat", "check", "scan"};

template <typename T> T parseNumber(const std::string& option, const std::string& text) {
    T value{};
    const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    if (result.ec != std::errc() || result.ptr != text.data() + text.size()) {
        throw UsageError{option + " needs a non-negative number, not '" + text + "'"};
    }
    return value;
}

} // namespace

const char* usageText() {
    return "usage: strata-cli COMMAND FILE [OPTIONS]\n"
           "\n"
           "commands:\n"
           "  info FILE [--json]              format, size, tables and diagnostics count\n"
           "  tree FILE [--json] [--depth N]  the structure tree\n"
           "  csv FILE [--table N] [--as TYPE] [-o OUT]\n"
           "                                  a table as RFC 4180 CSV; --as int|uint|float32|float64\n"
           "                                  reads a table of raw items (Blosc2) as that type\n"
           "  cat FILE [-o OUT]               the decoded payload bytes\n"
           "  check FILE [--json]             decode everything, print the diagnostics\n"
           "  scan FILE --where EXPR... [--json] [--table N]\n"
           "                                  the rows matching every EXPR, as the file wrote\n"
           "                                  them; blocks the stored statistics exclude are\n"
           "                                  skipped without decoding\n"
           "  (csv also takes --where EXPR...; EXPR is COLUMN OP VALUE, COLUMN a name or #index,\n"
           "   OP one of < <= = >= >)\n"
           "\n"
           "exit status: 0 success, 1 the file has errors, 2 usage error or unreadable file\n";
}

CommandLine parseCommandLine(const std::vector<std::string>& arguments) {
    CommandLine line;
    std::vector<std::string> positional;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& argument = arguments[i];
        auto nextValue = [&]() -> const std::string& {
            if (i + 1 >= arguments.size()) {
                throw UsageError{argument + " needs a value"};
            }
            return arguments[++i];
        };
        if (argument == "--json") {
            line.json = true;
        } else if (argument == "--depth") {
            line.depth = parseNumber<int>(argument, nextValue());
        } else if (argument == "--table") {
            line.table = parseNumber<std::size_t>(argument, nextValue());
        } else if (argument == "--as") {
            line.itemType = nextValue();
        } else if (argument == "--where") {
            line.where.push_back(nextValue());
        } else if (argument == "-o" || argument == "--output") {
            line.output = nextValue();
        } else if (argument.size() > 1 && argument[0] == '-') {
            throw UsageError{"unknown option " + argument};
        } else {
            positional.push_back(argument);
        }
    }
    if (positional.empty()) {
        throw UsageError{"no command given"};
    }
    line.command = positional[0];
    if (std::find(commands.begin(), commands.end(), line.command) == commands.end()) {
        throw UsageError{"unknown command " + line.command};
    }
    if (positional.size() != 2) {
        throw UsageError{line.command + " takes exactly one FILE"};
    }
    line.file = positional[1];
    if (line.command == "scan" && line.where.empty()) {
        throw UsageError{"scan needs at least one --where EXPR"};
    }
    if (!line.where.empty() && line.command != "scan" && line.command != "csv") {
        throw UsageError{"--where works with csv and scan only"};
    }
    return line;
}

} // namespace strata::cli
