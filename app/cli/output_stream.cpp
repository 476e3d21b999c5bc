#include "output_stream.h"

namespace strata::cli {

OutputStream::OutputStream(const std::string& path) {
    if (path.empty() || path == "-") {
        m_file = stdout;
    } else {
        m_file = std::fopen(path.c_str(), "wb");
        m_owned = true;
    }
}

OutputStream::~OutputStream() {
    finish();
}

void OutputStream::write(std::string_view bytes) {
    if (m_file != nullptr && !bytes.empty() &&
        std::fwrite(bytes.data(), 1, bytes.size(), m_file) != bytes.size()) {
        m_failed = true;
    }
}

bool OutputStream::finish() {
    if (m_file == nullptr) {
        return !m_failed;
    }
    if (std::fflush(m_file) != 0) {
        m_failed = true;
    }
    if (m_owned && std::fclose(m_file) != 0) {
        m_failed = true;
    }
    m_file = nullptr;
    return !m_failed;
}

} // namespace strata::cli
