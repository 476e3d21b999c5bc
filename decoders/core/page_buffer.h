#pragma once

#include <cstddef>
#include <cstdlib>
#include <memory>
#include <span>

namespace strata {

// A buffer of bytes for multi-megabyte pieces (a decoded chunk) written once and reused:
// 2 MiB-aligned and marked for transparent huge pages, so that its first write faults its
// memory in 2 MiB at a time rather than 4 KiB (a 4 MiB buffer: 2 page faults, not 1,024).
// Contents are unspecified after a resize that grows it.
class PageBuffer {
public:
    void resize(std::size_t size);
    std::span<std::byte> bytes() { return {m_data.get(), m_size}; }
    std::span<const std::byte> bytes() const { return {m_data.get(), m_size}; }
    bool empty() const { return m_size == 0; }

private:
    struct Free {
        void operator()(std::byte* data) const { std::free(data); }
    };
    std::unique_ptr<std::byte[], Free> m_data;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
};

} // namespace strata
