#pragma once

#include "strata/diagnostic.h"
#include "strata/job_control.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace strata {

// A dataset (issue 39): the files a command line or the window names as files, folders (walked
// recursively) and globs ("cycle/*.odb", quoted so that the shell leaves it alone), as one list.
struct DatasetListing {
    struct Skipped {
        std::filesystem::path path;
        std::string why; // "no format Strata knows", "cannot be read: ..."
    };
    // In argument order; a folder's and a glob's files sorted by path; each file once. Files
    // found in folders and by globs are of a format Strata detects; files named themselves are
    // kept whatever they hold (the command says what it finds).
    std::vector<std::filesystem::path> files;
    std::vector<Skipped> skipped;
    // Arguments that name nothing: a missing file, a glob that matches none.
    std::vector<std::string> unmatched;
};

// Whether the argument names more than one file's place: an existing folder, or a pattern with
// *, ? or [ that names no file itself.
bool namesDataset(const std::string& argument);
DatasetListing listDataset(const std::vector<std::string>& arguments);

// What checking one member found (checkDocument of the whole file).
struct MemberCheck {
    std::size_t index = 0; // its place among the files checked
    std::filesystem::path path;
    std::string format; // "unknown" when none matched
    std::uint64_t bytes = 0;
    std::uint64_t rows = 0;
    std::size_t diagnostics = 0;
    bool errors = false;
    // The first error, else the first diagnostic; none for a sound file.
    std::optional<Diagnostic> first;
    std::string openError; // why the file could not be opened; empty when it was
};

// Checks the files, several at a time on `control.threads` threads (0: one per core), each file
// on one thread; `finished` runs on the calling thread for each as it finishes, in the order they
// finish. Returns the checks in the files' order; once cancelled, those finished so far.
std::vector<MemberCheck> checkDataset(const std::vector<std::filesystem::path>& files,
                                      const std::function<void(const MemberCheck&)>& finished,
                                      const JobControl& control = {});

} // namespace strata
