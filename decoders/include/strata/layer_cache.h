#pragma once

#include "strata/layer.h"

#include <cstdint>
#include <list>
#include <memory>
#include <mutex>
#include <unordered_map>

namespace strata {

// Keeps the most recently produced layers' bytes alive within a memory bound, so clicking back
// and forth between a few blocks decodes each once, while clicking through hundreds of them
// never holds more than the bound. Bytes somebody else still holds (an open hex tab) stay alive
// through that holder and are not counted here once evicted.
class LayerCache {
public:
    static constexpr std::uint64_t defaultBudget = 256ull << 20;

    // The cache every Layer uses.
    static LayerCache& shared();

    explicit LayerCache(std::uint64_t budget = defaultBudget)
        : m_budget(budget) {}

    void setBudget(std::uint64_t bytes);
    std::uint64_t budget() const;
    // The bytes of the layers it keeps now.
    std::uint64_t heldBytes() const;

    // Keeps `bytes` as the most recently used, evicting the least recently used beyond the bound
    // (the newest is kept even when it alone exceeds it).
    void keep(const std::shared_ptr<const LayerBytes>& bytes);
    // Forgets `bytes` (their layer is gone).
    void drop(const LayerBytes* bytes);

private:
    void evictLocked();

    mutable std::mutex m_mutex;
    std::uint64_t m_budget;
    std::uint64_t m_held = 0;
    std::list<std::shared_ptr<const LayerBytes>> m_recent; // most recent first
    // Where each is in m_recent: a check of 100,000 frames keeps and drops as many layers.
    std::unordered_map<const LayerBytes*, std::list<std::shared_ptr<const LayerBytes>>::iterator>
        m_places;
};

} // namespace strata
