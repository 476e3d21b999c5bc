#include "help_text.h"

#include <vector>

namespace strata::cli {
namespace {

struct Option {
    const char* name;
    const char* description;
};

struct CommandHelp {
    const char* name;
    const char* synopsis;
    const char* summary;
    std::vector<Option> options;
};

const Option jsonOption{"--json", "print JSON instead of text"};
const Option tableOption{"--table N", "the table to use (default 0; info lists them)"};
const Option outputOption{"-o, --output OUT", "write to OUT instead of standard output"};
const Option whereOption{"--where EXPR",
                         "keep the rows where EXPR holds: COLUMN OP VALUE, COLUMN a name or "
                         "#index, OP one of < <= = >= >; several are ANDed"};

const std::vector<CommandHelp>& commandHelps() {
    static const std::vector<CommandHelp> helps{
        {"info",
         "info FILE [--json]",
         "the format, size, tables and their columns, and the "
         "number of diagnostics",
         {jsonOption}},
        {"tree",
         "tree FILE [--json] [--depth N]",
         "the structure tree of the file, every node with its absolute byte range",
         {jsonOption, {"--depth N", "stop N levels below the root"}}},
        {"csv",
         "csv FILE [--table N] [--as TYPE] [--where EXPR]... [CSV OPTIONS] [-o OUT]",
         "a table as RFC 4180 CSV, decoded block by block in parallel",
         {tableOption,
          {"--as TYPE", "read a table of raw items (Blosc2) as int, uint, float32 or float64"},
          whereOption,
          {"--delimiter C", "the field delimiter: one character, or tab (default ,)"},
          {"--no-header", "no header row of column names"},
          {"--quote MODE", "minimal (RFC 4180, the default), all or never"},
          {"--missing TEXT", "what a missing value becomes (default: nothing)"},
          {"--float FORMAT", "shortest (exact, the default) or fixed:N digits after the point"},
          {"--crlf", "end records with CR LF (default LF)"},
          {"--columns A,B,#3", "these columns, in this order"},
          {"--rows FIRST:COUNT", "these rows (COUNT empty: to the end)"},
          outputOption}},
        {"stats",
         "stats FILE [--table N] [--json] [-o OUT]",
         "column statistics: count, missing, min, max, distinct values, mean, standard "
         "deviation, most frequent values and a histogram; stored bounds that disagree with "
         "the data are reported",
         {tableOption, jsonOption, outputOption}},
        {"cat", "cat FILE [-o OUT]", "the decoded payload bytes (AT-1, Blosc2)", {outputOption}},
        {"check",
         "check FILE [--json]",
         "decode everything and print every diagnostic with its offset, including stored "
         "bounds (zone maps, page and codec min/max) that disagree with the data",
         {jsonOption}},
        {"scan",
         "scan FILE --where EXPR... [--table N] [--json]",
         "the rows matching every EXPR as the file wrote them; blocks whose stored bounds "
         "exclude a match are skipped without decoding",
         {whereOption, tableOption, jsonOption}},
    };
    return helps;
}

constexpr const char* exitStatusText =
    "0 success; 1 the file has errors (what decoded is still written, diagnostics go to "
    "standard error); 2 usage error or unreadable file";

// Text wrapped at `width` columns, every line after the first indented by `indent`.
std::string wrapped(const std::string& text, std::size_t indent, std::size_t width) {
    std::string out;
    std::size_t column = indent;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find(' ', start);
        if (end == std::string::npos) {
            end = text.size();
        }
        const std::string word = text.substr(start, end - start);
        if (column + word.size() + 1 > width && column > indent) {
            out += "\n" + std::string(indent, ' ');
            column = indent;
        } else if (column > indent) {
            out += ' ';
            ++column;
        }
        out += word;
        column += word.size();
        start = end + 1;
    }
    return out;
}

std::string optionLines(const CommandHelp& help) {
    std::string out;
    for (const Option& option : help.options) {
        std::string line = "  " + std::string(option.name);
        line.resize(std::max<std::size_t>(line.size() + 2, 24), ' ');
        out += line + wrapped(option.description, 24, 96) + "\n";
    }
    return out;
}

// Escapes roff's special characters in running text.
std::string roff(const std::string& text) {
    std::string out;
    for (const char c : text) {
        if (c == '\\') {
            out += "\\e";
        } else if (c == '-') {
            out += "\\-";
        } else {
            out += c;
        }
    }
    if (!out.empty() && (out[0] == '.' || out[0] == '\'')) {
        out.insert(0, "\\&");
    }
    return out;
}

} // namespace

std::string usageText() {
    std::string out = "usage: strata-cli COMMAND FILE [OPTIONS]\n"
                      "       strata-cli COMMAND --help\n       strata-cli --help | --version | "
                      "--help-man\n\ncommands:\n";
    for (const CommandHelp& help : commandHelps()) {
        std::string line = "  " + std::string(help.name);
        line.resize(10, ' ');
        out += line + wrapped(help.summary, 10, 96) + "\n";
    }
    out += "\n" + wrapped(std::string("exit status: ") + exitStatusText, 0, 96) + "\n";
    return out;
}

std::string commandHelpText(const std::string& command) {
    for (const CommandHelp& help : commandHelps()) {
        if (command == help.name) {
            return "usage: strata-cli " + std::string(help.synopsis) + "\n\n" +
                   wrapped(help.summary, 0, 96) + "\n\noptions:\n" + optionLines(help);
        }
    }
    return {};
}

std::string manPageText(const std::string& version) {
    std::string out = ".TH STRATA-CLI 1 \"\" \"strata-cli " + version +
                      "\" \"User Commands\"\n"
                      ".SH NAME\nstrata\\-cli \\- inspect AT\\-1, COLE, Blosc2 and ODB\\-2 files\n"
                      ".SH SYNOPSIS\n.B strata\\-cli\n.I COMMAND FILE\n[\\fIOPTIONS\\fR]\n"
                      ".SH DESCRIPTION\nThe command line of the Strata inspector: the same "
                      "decoders as the \\fBstrata\\fR window, for scripts.\n.SH COMMANDS\n";
    for (const CommandHelp& help : commandHelps()) {
        out += ".TP\n.B " + roff(help.synopsis) + "\n" + roff(help.summary) + ".\n";
        for (const Option& option : help.options) {
            out +=
                ".RS\n.TP\n.B " + roff(option.name) + "\n" + roff(option.description) + "\n.RE\n";
        }
    }
    out += ".SH EXIT STATUS\n" + roff(exitStatusText) + ".\n.SH SEE ALSO\n.BR strata (1)\n";
    return out;
}

} // namespace strata::cli
