#include "strata/layer_cache.h"

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
    if (const auto found = m_places.find(bytes.get()); found != m_places.end()) {
        m_recent.splice(m_recent.begin(), m_recent, found->second);
        return;
    }
    m_recent.push_front(bytes);
    m_places.emplace(bytes.get(), m_recent.begin());
    m_held += bytes->source->size();
    evictLocked();
}

void LayerCache::drop(const LayerBytes* bytes) {
    std::lock_guard lock(m_mutex);
    if (const auto found = m_places.find(bytes); found != m_places.end()) {
        m_held -= bytes->source->size();
        m_recent.erase(found->second);
        m_places.erase(found);
    }
}

void LayerCache::evictLocked() {
    while (m_held > m_budget && m_recent.size() > 1) {
        m_held -= m_recent.back()->source->size();
        m_places.erase(m_recent.back().get());
        m_recent.pop_back();
    }
}

} // namespace strata
