#include "output_stream.h"

#include <cerrno>
#include <cstring>

namespace strata::cli {

OutputStream::OutputStream(const std::string& path) {
    if (path.empty() || path == "-") {
        m_file = stdout;
    } else {
        m_file = std::fopen(path.c_str(), "wb");
        m_owned = true;
        if (m_file == nullptr) {
            fail();
        }
    }
}

OutputStream::~OutputStream() {
    finish();
}

void OutputStream::fail() {
    if (!m_failed) {
        m_error = std::strerror(errno);
    }
    m_failed = true;
}

void OutputStream::write(std::string_view bytes) {
    if (m_file != nullptr && !bytes.empty() &&
        std::fwrite(bytes.data(), 1, bytes.size(), m_file) != bytes.size()) {
        fail();
    }
}

void OutputStream::flush() {
    if (m_file != nullptr && std::fflush(m_file) != 0) {
        fail();
    }
}

bool OutputStream::finish() {
    if (m_file == nullptr) {
        return !m_failed;
    }
    if (std::fflush(m_file) != 0) {
        fail();
    }
    if (m_owned && std::fclose(m_file) != 0) {
        fail();
    }
    m_file = nullptr;
    return !m_failed;
}

} // namespace strata::cli
