#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <thread>
#include <type_traits>
#include <vector>

namespace strata {

namespace detail {

// One piece of work that runs exactly once: on a pool thread, or on the thread that waits for
// its result when no pool thread has taken it yet.
class PooledWork {
public:
    virtual ~PooledWork() = default;
    // Takes the work for this thread; false when another thread already has.
    bool claim() { return !m_claimed.exchange(true, std::memory_order_acq_rel); }
    // Runs the work unless another thread has taken it.
    void runIfUnclaimed() {
        if (claim()) {
            run();
        }
    }

private:
    virtual void run() = 0;
    std::atomic<bool> m_claimed{false};
};

template <typename Result> class PooledWorkOf final : public PooledWork {
public:
    explicit PooledWorkOf(std::function<Result()> work)
        : m_task(std::move(work))
        , m_result(m_task.get_future()) {}
    std::future<Result>& result() { return m_result; }

private:
    void run() override { m_task(); }
    std::packaged_task<Result()> m_task;
    std::future<Result> m_result;
};

} // namespace detail

// The result of work handed to the WorkerPool. Like a future from std::async, but waiting for it
// runs the work on the waiting thread when no pool thread has started it, so work that waits for
// work it handed out never deadlocks, however few threads the pool has. Destroying a task that
// never started drops it; one that is running is waited for (its work may refer to the caller's
// locals, as std::async's may).
template <typename Result> class PooledTask {
public:
    PooledTask() = default;
    explicit PooledTask(std::shared_ptr<detail::PooledWorkOf<Result>> work)
        : m_work(std::move(work)) {}
    PooledTask(PooledTask&&) noexcept = default;
    PooledTask& operator=(PooledTask&& other) noexcept {
        finish();
        m_work = std::move(other.m_work);
        return *this;
    }
    PooledTask(const PooledTask&) = delete;
    PooledTask& operator=(const PooledTask&) = delete;
    ~PooledTask() { finish(); }

    bool valid() const { return m_work != nullptr; }

    // The work's result, or its exception rethrown. Valid once.
    Result get() {
        m_work->runIfUnclaimed();
        const auto work = std::move(m_work);
        return work->result().get();
    }

private:
    void finish() {
        // Claimed here, the work never runs; else it is running or done.
        if (m_work && !m_work->claim()) {
            m_work->result().wait();
        }
        m_work.reset();
    }

    std::shared_ptr<detail::PooledWorkOf<Result>> m_work;
};

// A fixed set of threads, one per core, shared by every decoder that splits its work (AT-1
// sections and streams, table blocks for export). Starting a thread per piece of work, as
// std::async does, costs more than decoding a small section, and far more under AddressSanitizer.
class WorkerPool {
public:
    static WorkerPool& shared();

    explicit WorkerPool(unsigned threads);
    ~WorkerPool();
    WorkerPool(const WorkerPool&) = delete;
    WorkerPool& operator=(const WorkerPool&) = delete;

    unsigned threadCount() const { return static_cast<unsigned>(m_threads.size()); }

    // Queues `work` for a pool thread.
    template <typename Work> auto submit(Work&& work) -> PooledTask<std::invoke_result_t<Work>> {
        using Result = std::invoke_result_t<Work>;
        auto pooled = std::make_shared<detail::PooledWorkOf<Result>>(std::forward<Work>(work));
        enqueue(pooled);
        return PooledTask<Result>(std::move(pooled));
    }

    // `work` that runs only when its result is asked for, on the asking thread.
    template <typename Work>
    static auto defer(Work&& work) -> PooledTask<std::invoke_result_t<Work>> {
        using Result = std::invoke_result_t<Work>;
        return PooledTask<Result>(
            std::make_shared<detail::PooledWorkOf<Result>>(std::forward<Work>(work)));
    }

private:
    void enqueue(std::shared_ptr<detail::PooledWork> work);
    void serve();

    std::mutex m_mutex;
    std::condition_variable m_queued;
    std::deque<std::shared_ptr<detail::PooledWork>> m_queue;
    bool m_stopping = false;
    std::vector<std::thread> m_threads;
};

} // namespace strata
