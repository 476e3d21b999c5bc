#pragma once

#include <cstdio>
#include <string>
#include <string_view>

namespace strata::cli {

// Where a command's output goes: a file named by -o, or standard output.
class OutputStream {
public:
    explicit OutputStream(const std::string& path); // empty: standard output
    ~OutputStream();
    OutputStream(const OutputStream&) = delete;
    OutputStream& operator=(const OutputStream&) = delete;

    bool isOpen() const { return m_file != nullptr; }
    void write(std::string_view bytes);
    // Hands what was written so far to the file or pipe (a line a reader waits for).
    void flush();
    // Flushes and closes; false when the file did not open or any write failed.
    bool finish();
    // Why opening or writing failed (the system's words), empty while nothing failed.
    const std::string& error() const { return m_error; }

private:
    void fail();

    std::FILE* m_file = nullptr;
    std::string m_error;
    bool m_owned = false;
    bool m_failed = false;
};

} // namespace strata::cli
