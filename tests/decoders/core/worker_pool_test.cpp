// The worker pool runs each piece of work once, hands back results and exceptions, never
// deadlocks when work waits for work it handed out, and never starts work nobody waits for.
#include "core/worker_pool.h"

#include <gtest/gtest.h>
#include <numeric>
#include <stdexcept>

namespace strata::test {
namespace {

TEST(WorkerPool, ResultsComeBackInTheirTasks) {
    WorkerPool pool(2);
    std::vector<PooledTask<int>> tasks;
    for (int i = 0; i < 100; ++i) {
        tasks.push_back(pool.submit([i] { return i * i; }));
    }
    for (int i = 0; i < 100; ++i) {
        EXPECT_EQ(tasks[static_cast<std::size_t>(i)].get(), i * i);
    }
}

TEST(WorkerPool, AnExceptionReachesTheWaiter) {
    WorkerPool pool(1);
    auto task = pool.submit([]() -> int { throw std::runtime_error("damaged stream"); });
    EXPECT_THROW(task.get(), std::runtime_error);
}

TEST(WorkerPool, WorkThatWaitsForItsOwnWorkFinishesOnOneThread) {
    // Every pool thread busy with work that waits for more work: the waiters run it themselves.
    WorkerPool pool(1);
    std::vector<PooledTask<long>> outer;
    for (long i = 0; i < 8; ++i) {
        outer.push_back(pool.submit([&pool, i] {
            std::vector<PooledTask<long>> inner;
            for (long j = 0; j < 8; ++j) {
                inner.push_back(pool.submit([i, j] { return i * 8 + j; }));
            }
            long sum = 0;
            for (auto& task : inner) {
                sum += task.get();
            }
            return sum;
        }));
    }
    long total = 0;
    for (auto& task : outer) {
        total += task.get();
    }
    EXPECT_EQ(total, 63 * 64 / 2);
}

TEST(WorkerPool, WorkDroppedBeforeItStartsNeverRuns) {
    WorkerPool pool(1);
    std::promise<void> release;
    auto blocker = pool.submit([gate = release.get_future().share()] { gate.wait(); });
    std::atomic<int> runs{0};
    {
        auto dropped = pool.submit([&runs] { ++runs; });
    }
    release.set_value();
    blocker.get();
    // The pool thread has passed the dropped work once it runs the work queued after it.
    std::promise<void> passed;
    auto marker = pool.submit([&passed] { passed.set_value(); });
    passed.get_future().wait();
    EXPECT_EQ(runs.load(), 0);
}

TEST(WorkerPool, DeferredWorkRunsOnTheThreadThatAsks) {
    const auto asker = std::this_thread::get_id();
    auto task = WorkerPool::defer([] { return std::this_thread::get_id(); });
    EXPECT_EQ(task.get(), asker);
}

TEST(WorkerPool, TheSharedPoolHasAThreadPerCoreAndAtLeastTwo) {
    EXPECT_GE(WorkerPool::shared().threadCount(), 2u);
    EXPECT_GE(WorkerPool::shared().threadCount(), std::thread::hardware_concurrency());
}

} // namespace
} // namespace strata::test
