#include "core/spill_buffer.h"

#include <string>
#include <system_error>

namespace strata {

void SpillBuffer::append(std::string_view text) {
    m_memory.append(text);
    if (m_memory.size() >= m_memoryBound && !m_spillFailed) {
        spill();
    }
}

void SpillBuffer::spill() {
    if (!m_file) {
        m_file.reset(std::tmpfile());
    }
    if (!m_file ||
        std::fwrite(m_memory.view().data(), 1, m_memory.size(), m_file.get()) != m_memory.size()) {
        // Keep what did not reach the file in memory from now on; a partly written piece is
        // written again from its start after what the file holds.
        m_spillFailed = true;
        if (m_file) {
            std::fseek(m_file.get(), static_cast<long>(m_written), SEEK_SET);
        }
        return;
    }
    m_written += m_memory.size();
    m_memory.clear();
}

std::string_view SpillBuffer::finish() {
    if (m_written == 0) {
        return m_memory.view();
    }
    if (!m_spillFailed) {
        spill();
    }
    if (!m_spillFailed && std::fflush(m_file.get()) == 0) {
        try {
            // The file has no name; Linux maps it through its descriptor.
            m_mapped =
                ByteSource::openFile("/proc/self/fd/" + std::to_string(::fileno(m_file.get())));
            if (m_mapped->size() == m_written) {
                const auto bytes = m_mapped->bytes();
                return {reinterpret_cast<const char*>(bytes.data()), bytes.size()};
            }
        } catch (const std::system_error&) {
        }
    }
    // Not mappable: read the file back into memory after nothing, before what stayed there.
    TextBuffer whole;
    std::string chunk(std::size_t{1} << 20, '\0');
    std::rewind(m_file.get());
    for (std::uint64_t left = m_written; left > 0;) {
        const std::size_t want =
            static_cast<std::size_t>(std::min<std::uint64_t>(left, chunk.size()));
        if (std::fread(chunk.data(), 1, want, m_file.get()) != want) {
            break;
        }
        whole.append({chunk.data(), want});
        left -= want;
    }
    whole.append(m_memory.view());
    m_memory = std::move(whole);
    m_written = 0;
    return m_memory.view();
}

} // namespace strata
