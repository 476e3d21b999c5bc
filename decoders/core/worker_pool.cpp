#include "core/worker_pool.h"

#include <algorithm>

namespace strata {

WorkerPool& WorkerPool::shared() {
    static WorkerPool pool(std::max(2u, std::thread::hardware_concurrency()));
    return pool;
}

WorkerPool::WorkerPool(unsigned threads) {
    m_threads.reserve(threads);
    for (unsigned i = 0; i < threads; ++i) {
        m_threads.emplace_back([this] { serve(); });
    }
}

WorkerPool::~WorkerPool() {
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_queued.notify_all();
    for (auto& thread : m_threads) {
        thread.join();
    }
}

void WorkerPool::enqueue(std::shared_ptr<detail::PooledWork> work) {
    {
        const std::lock_guard lock(m_mutex);
        m_queue.push_back(std::move(work));
    }
    m_queued.notify_one();
}

void WorkerPool::serve() {
    for (;;) {
        std::shared_ptr<detail::PooledWork> work;
        {
            std::unique_lock lock(m_mutex);
            m_queued.wait(lock, [this] { return m_stopping || !m_queue.empty(); });
            if (m_queue.empty()) {
                return; // stopping
            }
            work = std::move(m_queue.front());
            m_queue.pop_front();
        }
        work->runIfUnclaimed();
    }
}

} // namespace strata
