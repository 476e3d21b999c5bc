#include "strata/byte_source.h"
#include "strata/dataset.h"
#include "strata/format_registry.h"

#include <algorithm>
#include <glob.h>
#include <set>
#include <system_error>

namespace strata {
namespace {

namespace fs = std::filesystem;

bool hasPatternCharacters(const std::string& argument) {
    return argument.find_first_of("*?[") != std::string::npos;
}

// Whether a file found by a walk or a glob is one of a format Strata knows: detection reads its
// magic (and a COLE file's footer), not the file.
std::optional<std::string> detectedOrWhy(const fs::path& path) {
    try {
        const ByteSourcePtr source = ByteSource::openFile(path);
        if (detect(*source) == nullptr) {
            return "no format Strata knows";
        }
        return std::nullopt;
    } catch (const std::system_error& error) {
        return std::string("cannot be read: ") + error.code().message();
    }
}

// The regular files at and below `path`, sorted; a folder that cannot be read is skipped, said.
void walk(const fs::path& path, std::vector<fs::path>& found,
          std::vector<DatasetListing::Skipped>& skipped) {
    std::error_code error;
    if (!fs::is_directory(path, error)) {
        found.push_back(path);
        return;
    }
    fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, error);
    if (error) {
        skipped.push_back({path, "cannot be read: " + error.message()});
        return;
    }
    std::vector<fs::path> files;
    for (const fs::recursive_directory_iterator end; it != end; it.increment(error)) {
        if (error) {
            skipped.push_back({it->path(), "cannot be read: " + error.message()});
            break;
        }
        if (it->is_regular_file(error)) {
            files.push_back(it->path());
        } else if (it->is_symlink(error) && !fs::exists(it->path(), error)) {
            skipped.push_back({it->path(), "a link to nothing"});
        }
        // Links to folders are not followed (no loops); pipes and devices are not files.
    }
    std::sort(files.begin(), files.end());
    found.insert(found.end(), files.begin(), files.end());
}

std::vector<fs::path> globbed(const std::string& pattern) {
    glob_t matches{};
    std::vector<fs::path> paths;
    if (::glob(pattern.c_str(), 0, nullptr, &matches) == 0) {
        for (std::size_t i = 0; i < matches.gl_pathc; ++i) {
            paths.emplace_back(matches.gl_pathv[i]);
        }
    }
    ::globfree(&matches);
    std::sort(paths.begin(), paths.end());
    return paths;
}

} // namespace

bool namesDataset(const std::string& argument) {
    std::error_code error;
    if (fs::is_directory(argument, error)) {
        return true;
    }
    return hasPatternCharacters(argument) && !fs::exists(argument, error);
}

DatasetListing listDataset(const std::vector<std::string>& arguments) {
    DatasetListing listing;
    std::set<fs::path> seen;
    const auto add = [&](const fs::path& path) {
        if (seen.insert(fs::weakly_canonical(path)).second) {
            listing.files.push_back(path);
        }
    };
    for (const std::string& argument : arguments) {
        if (!namesDataset(argument)) {
            std::error_code error;
            if (fs::exists(argument, error) || argument == "-") {
                add(argument); // named itself: kept whatever it holds
            } else {
                listing.unmatched.push_back(argument);
            }
            continue;
        }
        std::vector<fs::path> found;
        const std::vector<fs::path> roots =
            hasPatternCharacters(argument) && !fs::is_directory(argument)
                ? globbed(argument)
                : std::vector<fs::path>{argument};
        if (roots.empty()) {
            listing.unmatched.push_back(argument);
            continue;
        }
        for (const fs::path& root : roots) {
            walk(root, found, listing.skipped);
        }
        for (const fs::path& path : found) {
            if (const auto why = detectedOrWhy(path)) {
                listing.skipped.push_back({path, *why});
            } else {
                add(path);
            }
        }
    }
    return listing;
}

} // namespace strata
