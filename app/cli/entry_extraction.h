#pragma once

#include "strata/archive_entry.h"

#include <filesystem>
#include <string>
#include <vector>

namespace strata::cli {

// How writing one entry below the extraction directory went.
struct EntryWrite {
    enum class Result { Written, DecodeFailed, Refused, WriteFailed };
    Result result = Result::Written;
    std::filesystem::path target;
    std::uint64_t bytes = 0;
    std::string problem;                 // Refused and WriteFailed: why
    std::vector<Diagnostic> diagnostics; // what decoding the entry reported
};

// Writes `entry`'s rebuilt bytes to `directory`/<name>, creating the parent directories. The
// name must stay inside the directory: an absolute name, a '..' segment or a link met on the
// way (a component below `directory` that is a symbolic link, so the write would land
// elsewhere) refuses the entry before anything is written. A decode error removes the partly
// written file and the directories made for it.
EntryWrite writeEntry(const std::filesystem::path& directory, const ArchiveEntry& entry);

} // namespace strata::cli
