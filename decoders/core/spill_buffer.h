#pragma once

#include "core/temporary_file.h"
#include "strata/byte_source.h"
#include "strata/text_buffer.h"

#include <cstdint>
#include <string_view>

namespace strata {

// Text appended in pieces and then read back anywhere: held in memory up to a bound, past it
// written to a temporary file that is mapped for reading. When no temporary file can be made or
// written, everything stays in memory (more memory, the same result).
class SpillBuffer {
public:
    explicit SpillBuffer(std::uint64_t memoryBound)
        : m_memoryBound(memoryBound) {}

    void append(std::string_view text);
    std::uint64_t size() const { return m_written + m_memory.size(); }

    // Ends the appending; the whole text, valid while the buffer lives.
    std::string_view finish();

private:
    void spill();

    std::uint64_t m_memoryBound;
    TextBuffer m_memory;
    TemporaryFile m_file;
    std::uint64_t m_written = 0; // bytes in m_file
    bool m_spillFailed = false;
    ByteSourcePtr m_mapped;
};

} // namespace strata
