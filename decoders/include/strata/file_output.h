#pragma once

#include <cstdint>
#include <cstdio>
#include <span>
#include <string>
#include <string_view>

namespace strata {

// A file written whole or not at all (convert, export, repair): the bytes go to a temporary file
// beside `path` (".NAME.strata-PID.part"), renamed to `path` by commit() once complete; a file
// that is not committed (a failure, a cancel) is removed, so nothing is left.
class FileOutput {
public:
    enum class Mode {
        Write,   // this object writes the temporary file
        NameOnly // a library writes it (libnetcdf): only its name, the rename and the removal
    };
    explicit FileOutput(const std::string& path, Mode mode = Mode::Write);
    ~FileOutput();
    FileOutput(const FileOutput&) = delete;
    FileOutput& operator=(const FileOutput&) = delete;

    const std::string& temporaryPath() const { return m_temporary; }
    bool isOpen() const { return m_file != nullptr; }
    void write(std::string_view bytes);
    void write(std::span<const std::byte> bytes) {
        write(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
    }
    // Writes `bytes` over what was written at `offset` (a header whose counts are known only at
    // the end), then goes on at the end.
    void rewriteAt(std::uint64_t offset, std::string_view bytes);
    // Closes the temporary file and renames it to the path: false, and error() says why, when
    // it did not open, a write failed or the rename did (the temporary file is then removed).
    bool commit();
    // Why writing failed, in the system's words; empty while nothing did.
    const std::string& error() const { return m_error; }
    // Notes a failure of the writer's own (a library's error), which commit() then reports.
    void fail(std::string why);

private:
    void failWithErrno();
    bool close();

    std::string m_path;
    std::string m_temporary;
    std::FILE* m_file = nullptr;
    std::string m_error;
    bool m_committed = false;
};

} // namespace strata
