#pragma once

#include "command_line.h"
#include "output_stream.h"
#include "strata/dataset.h"
#include "strata/document.h"
#include "strata/format.h"

#include <cstddef>
#include <string_view>
#include <vector>

namespace strata::cli {

// One command of strata-cli: its name, its help, the options it takes and what runs it. The
// parser, the help, the man page and main() all read this one table.
struct Command {
    std::string_view name;
    const char* synopsis;
    const char* summary;
    std::vector<std::string_view> options; // the long names of the options it takes, in help order
    // Runs the command on the opened document, writing to `out`; returns the exit status.
    int (*run)(const CommandLine& line, const Document& document, OutputStream& out);
    // -o names a directory the command writes files into (extract), or the file it writes
    // itself (convert: through a temporary file); `out` is standard output.
    bool outputIsDirectory = false;
    // The FILEs it takes (diff compares two: the second is CommandLine::otherFile).
    std::size_t files = 1;
    // What of the file it needs opened: a command that reads no table does without them.
    OpenOptions open = {};
    // It takes one FILE or more and runs on each in turn (check a.odb b.odb): one result per
    // file, the exit status the worst of them.
    bool severalFiles = false;
    // Runs it on a dataset (folders or globs among the FILEs, issue 39) as a whole: check's
    // summary. Without it, a dataset's files are run one by one as if named.
    int (*runDataset)(const CommandLine& line, const DatasetListing& listing,
                      OutputStream& out) = nullptr;
    // It reads a table, and several FILEs, folders or globs as one (strata/dataset_table.h):
    // their tables with a leading `file` column (csv, convert, stats, scan, plot).
    bool tableOfFiles = false;

    bool takes(std::string_view option) const;
};

const std::vector<Command>& commandTable();
// The command so named, or nullptr.
const Command* findCommand(std::string_view name);

} // namespace strata::cli
