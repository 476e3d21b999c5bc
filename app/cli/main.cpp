// strata-cli, and strata-cli-plot (the same with plot's Qt renderer, plot_tool.cpp): the
// command-line front end over decoders/.
#include "command_line.h"
#include "command_table.h"
#include "commands.h"
#include "completion.h"
#include "help_text.h"
#include "standard_input.h"
#include "strata/allocator_tuning.h"
#include "strata/dataset.h"
#include "strata/dataset_table.h"
#include "strata/format_registry.h"
#include "strata/library_versions.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <optional>
#include <system_error>

int main(int argc, char** argv) {
    using namespace strata::cli;
    const std::vector<std::string> arguments(argv + 1, argv + argc);
    strata::keepFreedMemoryForReuse();
    if (!arguments.empty() && (arguments[0] == "--help" || arguments[0] == "-h")) {
        std::fputs(usageText().c_str(), stdout);
        return exitSuccess;
    }
    if (!arguments.empty() && arguments[0] == "--help-man") {
        std::fputs(manPageText(STRATA_VERSION).c_str(), stdout);
        return exitSuccess;
    }
    if (!arguments.empty() && arguments[0] == "--complete") {
        return runCompletion({arguments.begin() + 1, arguments.end()});
    }
    if (!arguments.empty() && arguments[0] == "--version") {
        std::printf("strata-cli %s\n", STRATA_VERSION);
        for (const auto& [library, version] : strata::libraryVersions()) {
            std::printf("  %s %s\n", library.c_str(), version.c_str());
        }
        return exitSuccess;
    }
    // COMMAND --help (or -h) anywhere after the command.
    if (!arguments.empty() &&
        std::any_of(arguments.begin() + 1, arguments.end(),
                    [](const auto& a) { return a == "--help" || a == "-h"; })) {
        const std::string help = commandHelpText(arguments[0]);
        if (help.empty()) {
            std::fprintf(stderr, "strata-cli: unknown command %s\n\n%s", arguments[0].c_str(),
                         usageText().c_str());
            return exitUsage;
        }
        std::fputs(help.c_str(), stdout);
        return exitSuccess;
    }
    CommandLine line;
    try {
        line = parseCommandLine(arguments);
    } catch (const UsageError& error) {
        std::fprintf(stderr, "strata-cli: %s\n\n%s", error.message.c_str(), usageText().c_str());
        return exitUsage;
    }
    // Standard input, where a FILE is "-", is read once into a temporary file (every format
    // needs random access) and opened from there.
    std::optional<SpooledInput> spooled;
    const auto usesStandardInput = [](const std::string& file) {
        return file == standardInputName;
    };
    if (std::any_of(line.files.begin(), line.files.end(), usesStandardInput)) {
        spooled.emplace();
        if (!spooled->ok()) {
            std::fprintf(stderr, "strata-cli: %s\n", spooled->error().c_str());
            return exitUsage;
        }
    }
    const auto openPath = [&](const std::string& file) {
        return usesStandardInput(file) ? spooled->path() : std::filesystem::path(file);
    };
    if (line.command->files == 2) {
        line.otherFile = openPath(line.otherFile).string();
    }
    // The output opens with the first file that opens, so that a command that reads nothing
    // leaves no empty -o file behind.
    std::optional<OutputStream> out;
    const bool toStandardOutput = line.output.empty() || line.command->outputIsDirectory;
    const auto reportUnwritable = [&line, &out, toStandardOutput] {
        std::fprintf(stderr, "strata-cli: cannot write %s: %s\n",
                     toStandardOutput ? "standard output" : line.output.c_str(),
                     out->error().c_str());
        return exitUsage;
    };
    // One result per file; the exit status is the worst of them (0 < 1 < 2).
    int worst = exitSuccess;
    // Folders and globs (issue 39): the files they hold, run as a dataset where the command has
    // a way for one (check's summary), else one by one as if named.
    if (line.command->severalFiles &&
        std::any_of(line.files.begin(), line.files.end(), strata::namesDataset)) {
        const strata::DatasetListing listing = strata::listDataset(line.files);
        for (const std::string& argument : listing.unmatched) {
            std::fprintf(stderr, "strata-cli: %s names no file\n", argument.c_str());
            worst = exitUsage;
        }
        if (line.command->runDataset != nullptr) {
            out.emplace(line.output);
            if (!out->isOpen()) {
                return reportUnwritable();
            }
            worst = std::max(worst, line.command->runDataset(line, listing, *out));
            return out->finish() ? worst : reportUnwritable();
        }
        for (const auto& skipped : listing.skipped) {
            std::fprintf(stderr, "strata-cli: skipped %s: %s\n", skipped.path.c_str(),
                         skipped.why.c_str());
        }
        line.files.clear();
        for (const auto& file : listing.files) {
            line.files.push_back(file.string());
        }
    }
    // Several files, folders or globs for a command that reads a table (issue 39): their tables
    // as one, with a leading `file` column.
    if (line.command->tableOfFiles &&
        (line.files.size() > 1 ||
         std::any_of(line.files.begin(), line.files.end(), strata::namesDataset))) {
        std::vector<std::string> arguments;
        for (const std::string& file : line.files) {
            arguments.push_back(openPath(file).string());
        }
        const strata::DatasetListing listing = strata::listDataset(arguments);
        for (const std::string& argument : listing.unmatched) {
            std::fprintf(stderr, "strata-cli: %s names no file\n", argument.c_str());
            worst = exitUsage;
        }
        for (const auto& skipped : listing.skipped) {
            std::fprintf(stderr, "strata-cli: skipped %s: %s\n", skipped.path.c_str(),
                         skipped.why.c_str());
        }
        const strata::Document dataset = strata::openDataset(
            listing.files, line.table, line.command->open,
            [&worst](const std::filesystem::path& path, const std::string& why) {
                std::fprintf(stderr, "strata-cli: skipped %s: %s\n", path.c_str(), why.c_str());
                worst = exitUsage;
            });
        if (static_cast<const strata::DatasetTable&>(*dataset.tables.front()).members().empty()) {
            std::fprintf(stderr, "strata-cli: %s: no file with a table to read\n",
                         std::string(line.command->name).c_str());
            return exitUsage;
        }
        line.files.clear();
        for (const auto& file : listing.files) {
            line.files.push_back(file.string());
        }
        line.file = dataset.tables.front()->name();
        line.table = 0;
        out.emplace(line.command->outputIsDirectory ? std::string() : line.output);
        if (!out->isOpen()) {
            return reportUnwritable();
        }
        worst = std::max(worst, line.command->run(line, dataset, *out));
        return out->finish() ? worst : reportUnwritable();
    }
    const std::vector<std::string> files =
        line.command->files == 2 ? std::vector<std::string>{line.files.front()} : line.files;
    for (const std::string& file : files) {
        line.file = file;
        strata::Document document;
        try {
            document = strata::openFile(openPath(file), line.command->open);
        } catch (const std::system_error& error) {
            std::fprintf(stderr, "strata-cli: cannot open %s\n", error.what());
            worst = std::max(worst, exitUsage);
            continue;
        }
        if (!out) {
            out.emplace(line.command->outputIsDirectory ? std::string() : line.output);
            if (!out->isOpen()) {
                return reportUnwritable();
            }
        }
        if (files.size() > 1 && !line.json) {
            out->write((&file == &files.front() ? "==> " : "\n==> ") + file + " <==\n");
        }
        worst = std::max(worst, line.command->run(line, document, *out));
    }
    return !out || out->finish() ? worst : reportUnwritable();
}
