#include "command_line.h"

#include <algorithm>
#include <charconv>

namespace strata::cli {
namespace {

const std::vector<std::string> commands = {"info", "tree", "csv", "cat", "check", "scan", "stats"};

template <typename T> T parseNumber(const std::string& option, const std::string& text) {
    T value{};
    const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    if (result.ec != std::errc() || result.ptr != text.data() + text.size()) {
        throw UsageError{option + " needs a non-negative number, not '" + text + "'"};
    }
    return value;
}

char parseDelimiter(const std::string& text) {
    if (text == "tab" || text == "\\t") {
        return '\t';
    }
    if (text == "comma") {
        return ',';
    }
    if (text == "semicolon") {
        return ';';
    }
    if (text.size() != 1 || text[0] == '"' || text[0] == '\n' || text[0] == '\r') {
        throw UsageError{"--delimiter needs one character (or tab), not '" + text + "'"};
    }
    return text[0];
}

CsvOptions::Quoting parseQuoting(const std::string& text) {
    if (text == "minimal") {
        return CsvOptions::Quoting::Minimal;
    }
    if (text == "all") {
        return CsvOptions::Quoting::All;
    }
    if (text == "never") {
        return CsvOptions::Quoting::Never;
    }
    throw UsageError{"--quote needs minimal, all or never, not '" + text + "'"};
}

void parseFloatFormat(const std::string& text, CsvOptions& options) {
    if (text == "shortest") {
        options.floatFormat = CsvOptions::FloatFormat::Shortest;
        return;
    }
    if (text.rfind("fixed:", 0) == 0) {
        options.floatFormat = CsvOptions::FloatFormat::Fixed;
        options.fixedDigits = parseNumber<int>("--float fixed:", text.substr(6));
        if (options.fixedDigits > 17) {
            throw UsageError{"--float fixed:N takes at most 17 digits"};
        }
        return;
    }
    throw UsageError{"--float needs shortest or fixed:N, not '" + text + "'"};
}

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> items;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        items.push_back(text.substr(start, comma - start));
        start = comma + 1;
    }
    return items;
}

RowRange parseRows(const std::string& text) {
    const std::size_t colon = text.find(':');
    if (colon == std::string::npos) {
        throw UsageError{"--rows needs FIRST:COUNT (COUNT may be empty: to the end)"};
    }
    RowRange range;
    range.first = parseNumber<std::uint64_t>("--rows", text.substr(0, colon));
    const std::string count = text.substr(colon + 1);
    range.count = count.empty() ? ~std::uint64_t{0} : parseNumber<std::uint64_t>("--rows", count);
    return range;
}

} // namespace

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
        } else if (argument == "--delimiter") {
            line.csv.delimiter = parseDelimiter(nextValue());
        } else if (argument == "--no-header") {
            line.csv.headerRow = false;
        } else if (argument == "--quote") {
            line.csv.quoting = parseQuoting(nextValue());
        } else if (argument == "--missing") {
            line.csv.missingText = nextValue();
        } else if (argument == "--float") {
            parseFloatFormat(nextValue(), line.csv);
        } else if (argument == "--crlf") {
            line.csv.lineEnd = CsvOptions::LineEnd::CrLf;
        } else if (argument == "--columns") {
            line.columns = splitList(nextValue());
        } else if (argument == "--rows") {
            line.rows = parseRows(nextValue());
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
    if (line.rows && !line.where.empty()) {
        throw UsageError{"--rows does not combine with --where"};
    }
    if (!line.where.empty() && line.command != "scan" && line.command != "csv") {
        throw UsageError{"--where works with csv and scan only"};
    }
    return line;
}

} // namespace strata::cli
