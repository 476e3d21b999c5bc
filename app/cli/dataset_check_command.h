#pragma once

#include "command_line.h"
#include "output_stream.h"
#include "strata/dataset.h"

namespace strata::cli {

// check of a dataset (issue 39): every file checked, several at a time on all cores; a summary
// (files by format, bytes, rows, the damaged files with their first diagnostic and count, the
// skipped ones), --json the summary as one object, --jsonl a line per file as it finishes.
// Returns the worst file's exit status.
int runDatasetCheck(const CommandLine& line, const DatasetListing& listing, OutputStream& out);

} // namespace strata::cli
