#pragma once

#include <cstddef>
#include <cstring>
#include <memory>
#include <string_view>
#include <utility>

namespace strata {

// Growable text written through a raw pointer: ask for room, write, commit the end. Unlike
// std::string it never zero-fills what it grows, and an append checks capacity once.
class TextBuffer {
public:
    TextBuffer() = default;
    TextBuffer(TextBuffer&& other) noexcept
        : m_data(std::move(other.m_data))
        , m_size(std::exchange(other.m_size, 0))
        , m_capacity(std::exchange(other.m_capacity, 0)) {}
    TextBuffer& operator=(TextBuffer&& other) noexcept {
        m_data = std::move(other.m_data);
        m_size = std::exchange(other.m_size, 0);
        m_capacity = std::exchange(other.m_capacity, 0);
        return *this;
    }

    // A pointer with room for `bytes` more bytes after the text.
    char* room(std::size_t bytes) {
        if (m_capacity - m_size < bytes) {
            grow(bytes);
        }
        return m_data.get() + m_size;
    }
    // The text now ends at `end` (a pointer from room(), moved past what was written).
    void commit(char* end) { m_size = static_cast<std::size_t>(end - m_data.get()); }

    void append(std::string_view text) {
        if (text.empty()) {
            return; // an empty buffer has no memory yet: no pointer to copy nothing to
        }
        char* at = room(text.size());
        std::memcpy(at, text.data(), text.size());
        commit(at + text.size());
    }
    void append(char c) {
        char* at = room(1);
        *at = c;
        commit(at + 1);
    }

    std::string_view view() const { return {m_data.get(), m_size}; }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    void clear() { m_size = 0; }

private:
    void grow(std::size_t bytes);

    std::unique_ptr<char[]> m_data;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
};

} // namespace strata
