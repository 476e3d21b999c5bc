#pragma once

#include <mutex>
#include <utility>
#include <vector>

namespace strata {

// Buffers handed back once their contents are used, for the next block's: a block's CSV text or
// decoded chunk is megabytes, and a fresh buffer grows to that by copying and faulting in new
// pages for every block. Workers take, the thread that consumes gives back; at most as many
// buffers as blocks in flight. A buffer comes back as it was given, contents and all: the taker
// overwrites or clears it.
template <typename Buffer> class BufferPool {
public:
    // An empty buffer, or one given back with its memory.
    Buffer take() {
        const std::lock_guard lock(m_mutex);
        if (m_free.empty()) {
            return {};
        }
        Buffer buffer = std::move(m_free.back());
        m_free.pop_back();
        return buffer;
    }

    void give(Buffer buffer) {
        const std::lock_guard lock(m_mutex);
        m_free.push_back(std::move(buffer));
    }

private:
    std::mutex m_mutex;
    std::vector<Buffer> m_free;
};

} // namespace strata
