#pragma once

#include "strata/text_buffer.h"

#include <mutex>
#include <utility>
#include <vector>

namespace strata {

// Text buffers handed back once their text is written, for the next block's text: a block's
// CSV is megabytes, and a fresh buffer grows to that by copying and faulting in new pages for
// every block. Workers take, the thread that writes gives back; at most as many buffers as
// blocks in flight.
class TextBufferPool {
public:
    // An empty buffer, with the memory of one given back when there is one.
    TextBuffer take() {
        const std::lock_guard lock(m_mutex);
        if (m_free.empty()) {
            return {};
        }
        TextBuffer buffer = std::move(m_free.back());
        m_free.pop_back();
        return buffer;
    }

    void give(TextBuffer buffer) {
        buffer.clear();
        const std::lock_guard lock(m_mutex);
        m_free.push_back(std::move(buffer));
    }

private:
    std::mutex m_mutex;
    std::vector<TextBuffer> m_free;
};

} // namespace strata
