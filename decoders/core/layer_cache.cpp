#include "strata/layer_cache.h"

#include <algorithm>

namespace strata {

LayerCache& LayerCache::shared() {
    static LayerCache cache;
    return cache;
}

void LayerCache::setBudget(std::uint64_t bytes) {
    std::lock_guard lock(m_mutex);
    m_budget = bytes;
    evictLocked();
}

std::uint64_t LayerCache::budget() const {
    std::lock_guard lock(m_mutex);
    return m_budget;
}

std::uint64_t LayerCache::heldBytes() const {
    std::lock_guard lock(m_mutex);
    return m_held;
}

void LayerCache::keep(const std::shared_ptr<const LayerBytes>& bytes) {
    std::lock_guard lock(m_mutex);
    const auto it = std::find(m_recent.begin(), m_recent.end(), bytes);
    if (it != m_recent.end()) {
        m_recent.splice(m_recent.begin(), m_recent, it);
        return;
    }
    m_recent.push_front(bytes);
    m_held += bytes->source->size();
    evictLocked();
}

void LayerCache::drop(const LayerBytes* bytes) {
    std::lock_guard lock(m_mutex);
    const auto it = std::find_if(m_recent.begin(), m_recent.end(),
                                 [bytes](const auto& held) { return held.get() == bytes; });
    if (it != m_recent.end()) {
        m_held -= (*it)->source->size();
        m_recent.erase(it);
    }
}

void LayerCache::evictLocked() {
    while (m_held > m_budget && m_recent.size() > 1) {
        m_held -= m_recent.back()->source->size();
        m_recent.pop_back();
    }
}

} // namespace strata
