#include "entry_extraction.h"

#include "strata/check.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <system_error>
#include <unistd.h>

namespace strata::cli {
namespace {

namespace fs = std::filesystem;

// The path `name` names below `directory`, checking each component as it goes and creating the
// missing parent directories (listed in `created`); empty with `problem` set when the name would
// leave `directory`.
fs::path safeTarget(const fs::path& directory, const std::string& name, std::string& problem,
                    std::vector<fs::path>& created) {
    const fs::path relative(name);
    if (name.empty() || relative.is_absolute() || relative.has_root_name() ||
        relative.has_root_directory()) {
        problem = "its name is not a relative path";
        return {};
    }
    std::vector<fs::path> components(relative.begin(), relative.end());
    fs::path current = directory;
    for (std::size_t i = 0; i < components.size(); ++i) {
        const fs::path& component = components[i];
        if (component.empty() || component == "." || component == "..") {
            problem = "its name has an empty, '.' or '..' segment";
            return {};
        }
        current /= component;
        std::error_code error;
        const fs::file_status status = fs::symlink_status(current, error);
        if (fs::is_symlink(status)) {
            problem = current.string() + " is a symbolic link; nothing is written through links";
            return {};
        }
        const bool last = i + 1 == components.size();
        if (last) {
            if (fs::is_directory(status)) {
                problem = current.string() + " is a directory";
                return {};
            }
        } else if (!fs::exists(status)) {
            if (!fs::create_directory(current, error) && error) {
                problem = "cannot create " + current.string() + ": " + error.message();
                return {};
            }
            created.push_back(current);
        } else if (!fs::is_directory(status)) {
            problem = current.string() + " exists and is not a directory";
            return {};
        }
    }
    return current;
}

} // namespace

EntryWrite writeEntry(const fs::path& directory, const ArchiveEntry& entry) {
    EntryWrite write;
    std::vector<fs::path> created;
    write.target = safeTarget(directory, entry.name, write.problem, created);
    // What a failed entry leaves: nothing, not even the directories made for it.
    const auto removeCreated = [&created] {
        std::error_code ignored;
        for (auto made = created.rbegin(); made != created.rend(); ++made) {
            fs::remove(*made, ignored);
        }
    };
    if (write.target.empty()) {
        write.result = EntryWrite::Result::Refused;
        removeCreated();
        return write;
    }
    // O_NOFOLLOW: a link put in the file's place after the check above is refused, not followed.
    const int file =
        ::open(write.target.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (file < 0) {
        write.result = EntryWrite::Result::WriteFailed;
        write.problem = "cannot write " + write.target.string() + ": " + std::strerror(errno);
        removeCreated();
        return write;
    }
    int writeError = 0;
    entry.payload->produce(
        [file, &write, &writeError](std::span<const std::byte> piece) {
            const auto* data = reinterpret_cast<const char*>(piece.data());
            std::size_t left = piece.size();
            while (left > 0) {
                const ssize_t written = ::write(file, data, left);
                if (written < 0 && errno == EINTR) {
                    continue;
                }
                if (written <= 0) {
                    writeError = errno;
                    return false;
                }
                data += written;
                left -= static_cast<std::size_t>(written);
            }
            write.bytes += piece.size();
            return true;
        },
        write.diagnostics);
    if (::close(file) != 0 && writeError == 0) {
        writeError = errno;
    }
    if (hasErrors(write.diagnostics)) {
        write.result = EntryWrite::Result::DecodeFailed;
    } else if (writeError != 0) {
        write.result = EntryWrite::Result::WriteFailed;
        write.problem = "cannot write " + write.target.string() + ": " + std::strerror(writeError);
    }
    if (write.result != EntryWrite::Result::Written) {
        std::error_code ignored;
        fs::remove(write.target, ignored); // no partial file stays behind
        removeCreated();
    }
    return write;
}

} // namespace strata::cli
