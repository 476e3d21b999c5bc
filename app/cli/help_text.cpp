#include "help_text.h"

#include "command_options.h"
#include "command_table.h"

#include <algorithm>

namespace strata::cli {
namespace {

constexpr const char* exitStatusText =
    "0 success; 1 the file has errors (what decoded is still written, diagnostics go to "
    "standard error); 2 usage error or unreadable file";

constexpr const char* filesText =
    "FILE may be - for standard input (kept in a temporary file in $TMPDIR while the command "
    "runs). A command shown with FILE... takes several files and runs on each in turn: its text "
    "output for each is headed '==> FILE <==', with --json each file's document is one line; "
    "the exit status is the worst of them. Standard output holds only the command's data; "
    "diagnostics, progress and warnings go to standard error.";

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

std::string optionLines(const Command& command) {
    std::string out;
    for (const std::string_view name : command.options) {
        const CommandOption& option = *findOption(name);
        std::string line = "  " + std::string(option.synopsis);
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
    for (const Command& command : commandTable()) {
        std::string line = "  " + std::string(command.name);
        line.resize(10, ' ');
        out += line + wrapped(command.summary, 10, 96) + "\n";
    }
    out += "\n" + wrapped(filesText, 0, 96) + "\n";
    out += "\n" + wrapped(std::string("exit status: ") + exitStatusText, 0, 96) + "\n";
    return out;
}

std::string commandHelpText(const std::string& command) {
    const Command* found = findCommand(command);
    if (found == nullptr) {
        return {};
    }
    return "usage: strata-cli " + std::string(found->synopsis) + "\n\n" +
           wrapped(found->summary, 0, 96) + "\n\noptions:\n" + optionLines(*found);
}

std::string manPageText(const std::string& version) {
    std::string out = ".TH STRATA-CLI 1 \"\" \"strata-cli " + version +
                      "\" \"User Commands\"\n"
                      ".SH NAME\nstrata\\-cli \\- inspect AT\\-1, COLE, Blosc2 and ODB\\-2 files\n"
                      ".SH SYNOPSIS\n.B strata\\-cli\n.I COMMAND FILE\n[\\fIOPTIONS\\fR]\n"
                      ".SH DESCRIPTION\nThe command line of the Strata inspector: the same "
                      "decoders as the \\fBstrata\\fR window, for scripts.\n.SH COMMANDS\n";
    for (const Command& command : commandTable()) {
        out += ".TP\n.B " + roff(command.synopsis) + "\n" + roff(command.summary) + ".\n";
        for (const std::string_view name : command.options) {
            const CommandOption& option = *findOption(name);
            out += ".RS\n.TP\n.B " + roff(option.synopsis) + "\n" + roff(option.description) +
                   "\n.RE\n";
        }
    }
    out += ".SH FILES AND OUTPUT\n" + roff(filesText) + "\n";
    out += ".SH EXIT STATUS\n" + roff(exitStatusText) + ".\n.SH SEE ALSO\n.BR strata (1)\n";
    return out;
}

} // namespace strata::cli
