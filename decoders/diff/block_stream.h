#pragma once

#include "core/worker_pool.h"
#include "strata/table.h"

#include <cstddef>
#include <deque>
#include <list>
#include <utility>

namespace strata {

// A table's blocks decoded in order, a few ahead on the worker pool (readBlockSafely: a block that
// fails comes back with its cells missing and the failure as a diagnostic). At most `ahead` + 1
// blocks are held, so memory stays flat however long the table; two streams side by side (the
// two files of a comparison) keep both cores busy.
class BlockStream {
public:
    BlockStream(const Table& table, std::size_t ahead)
        : m_table(table)
        , m_ahead(ahead) {}

    // Block `index`; indexes are asked for in increasing order.
    const BlockData& block(std::size_t index) {
        while (m_current != index) {
            launch(index);
            auto [next, task] = std::move(m_pending.front());
            m_pending.pop_front();
            if (m_current != none) {
                m_table.releaseBlockBytes(m_current);
            }
            m_data = task.get();
            m_current = next;
        }
        launch(index);
        return m_data;
    }

private:
    static constexpr std::size_t none = ~std::size_t{0};

    void launch(std::size_t from) {
        if (m_next < from) {
            m_next = from;
        }
        while (m_pending.size() < m_ahead && m_next < m_table.blocks().size()) {
            const std::size_t index = m_next++;
            const Table* table = &m_table;
            m_pending.emplace_back(index, WorkerPool::shared().submit([table, index] {
                return table->readBlockSafely(index);
            }));
        }
    }

    const Table& m_table;
    std::size_t m_ahead;
    std::size_t m_next = 0;
    std::size_t m_current = none;
    BlockData m_data;
    std::deque<std::pair<std::size_t, PooledTask<BlockData>>> m_pending;
};

// Blocks read in any order, the few most recent kept (rows of B paired by key with A's rows in
// A's order: mostly in order, sometimes not).
class BlockCache {
public:
    BlockCache(const Table& table, std::size_t capacity)
        : m_table(table)
        , m_capacity(capacity) {}

    const BlockData& block(std::size_t index) {
        for (auto it = m_blocks.begin(); it != m_blocks.end(); ++it) {
            if (it->first == index) {
                m_blocks.splice(m_blocks.begin(), m_blocks, it);
                return m_blocks.front().second;
            }
        }
        if (m_blocks.size() >= m_capacity) {
            m_blocks.pop_back();
        }
        m_blocks.emplace_front(index, m_table.readBlockSafely(index));
        return m_blocks.front().second;
    }

private:
    const Table& m_table;
    std::size_t m_capacity;
    std::list<std::pair<std::size_t, BlockData>> m_blocks;
};

} // namespace strata
