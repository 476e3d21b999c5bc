#include "strata/file_output.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>
#include <unistd.h>

namespace strata {

FileOutput::FileOutput(const std::string& path, Mode mode)
    : m_path(path) {
    const std::filesystem::path final(path);
    m_temporary = (final.parent_path() / ("." + final.filename().string() + ".strata-" +
                                          std::to_string(::getpid()) + ".part"))
                      .string();
    if (mode == Mode::Write) {
        m_file = std::fopen(m_temporary.c_str(), "wb");
        if (m_file == nullptr) {
            failWithErrno();
        }
    }
}

FileOutput::~FileOutput() {
    if (!m_committed) {
        close();
        std::error_code ignored;
        std::filesystem::remove(m_temporary, ignored);
    }
}

void FileOutput::failWithErrno() {
    fail(std::strerror(errno));
}

void FileOutput::fail(std::string why) {
    if (m_error.empty()) {
        m_error = std::move(why);
    }
}

void FileOutput::write(std::string_view bytes) {
    if (m_file != nullptr && !bytes.empty() &&
        std::fwrite(bytes.data(), 1, bytes.size(), m_file) != bytes.size()) {
        failWithErrno();
    }
}

void FileOutput::rewriteAt(std::uint64_t offset, std::string_view bytes) {
    if (m_file == nullptr || ::fseeko(m_file, static_cast<off_t>(offset), SEEK_SET) != 0) {
        failWithErrno();
        return;
    }
    write(bytes);
    if (::fseeko(m_file, 0, SEEK_END) != 0) {
        failWithErrno();
    }
}

bool FileOutput::close() {
    if (m_file != nullptr && std::fclose(m_file) != 0) {
        failWithErrno();
    }
    m_file = nullptr;
    return m_error.empty();
}

bool FileOutput::commit() {
    if (!close()) {
        return false;
    }
    std::error_code error;
    std::filesystem::rename(m_temporary, m_path, error);
    if (error) {
        fail(error.message());
        return false;
    }
    m_committed = true;
    return true;
}

} // namespace strata
