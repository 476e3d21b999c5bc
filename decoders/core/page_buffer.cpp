#include "core/page_buffer.h"

#include <new>
#include <sys/mman.h>

namespace strata {

void PageBuffer::resize(std::size_t size) {
    if (size > m_capacity) {
        constexpr std::size_t hugePage = std::size_t{2} << 20;
        const std::size_t capacity = (size + hugePage - 1) / hugePage * hugePage;
        auto* data = static_cast<std::byte*>(std::aligned_alloc(hugePage, capacity));
        if (data == nullptr) {
            throw std::bad_alloc();
        }
        // Advice only: without huge pages (disabled, or another kernel) it stays 4 KiB pages.
        ::madvise(data, capacity, MADV_HUGEPAGE);
        m_data.reset(data);
        m_capacity = capacity;
    }
    m_size = size;
}

} // namespace strata
