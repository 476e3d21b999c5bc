#include "standard_input.h"

#include <array>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <system_error>
#include <unistd.h>

namespace strata::cli {
namespace {

std::filesystem::path temporaryFolder() {
    const char* folder = std::getenv("TMPDIR");
    return folder != nullptr && *folder != '\0' ? std::filesystem::path(folder)
                                                : std::filesystem::path("/tmp");
}

std::string systemMessage(int error) {
    return std::generic_category().message(error);
}

// Writes all of `size` bytes, retrying short writes; false with errno set on failure.
bool writeAll(int fd, const char* bytes, std::size_t size) {
    while (size > 0) {
        const ssize_t written = ::write(fd, bytes, size);
        if (written < 0) {
            if (errno == EINTR) {
                continue;
            }
            return false;
        }
        bytes += written;
        size -= static_cast<std::size_t>(written);
    }
    return true;
}

} // namespace

SpooledInput::SpooledInput() {
    std::string pattern = (temporaryFolder() / "strata-stdin-XXXXXX").string();
    const int fd = ::mkstemp(pattern.data());
    if (fd < 0) {
        m_error = "cannot make a temporary file in " + temporaryFolder().string() +
                  " for standard input: " + systemMessage(errno);
        return;
    }
    m_path = pattern;
    std::array<char, 1 << 16> buffer{};
    unsigned long long copied = 0;
    for (;;) {
        const ssize_t got = ::read(STDIN_FILENO, buffer.data(), buffer.size());
        if (got == 0) {
            break;
        }
        if (got < 0) {
            if (errno == EINTR) {
                continue;
            }
            m_error = "cannot read standard input: " + systemMessage(errno);
            break;
        }
        if (!writeAll(fd, buffer.data(), static_cast<std::size_t>(got))) {
            m_error = "cannot keep standard input in " + m_path.parent_path().string() + " (" +
                      std::to_string(copied) + " bytes kept): " + systemMessage(errno) +
                      "; set TMPDIR to a folder with more room";
            break;
        }
        copied += static_cast<unsigned long long>(got);
    }
    if (::close(fd) != 0 && m_error.empty()) {
        m_error = "cannot keep standard input in " + m_path.string() + ": " + systemMessage(errno);
    }
}

SpooledInput::~SpooledInput() {
    if (!m_path.empty()) {
        std::error_code ignored;
        std::filesystem::remove(m_path, ignored);
    }
}

} // namespace strata::cli
