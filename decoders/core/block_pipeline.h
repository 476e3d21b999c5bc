#pragma once

#include "core/worker_pool.h"
#include "strata/job_control.h"
#include "strata/table.h"

#include <algorithm>
#include <cstddef>
#include <deque>
#include <functional>
#include <span>
#include <utility>

namespace strata {

// Runs `produce` on the listed blocks of a table a few at a time on worker threads (decoding,
// and whatever else parallelises per block) and hands each result to `consume` in list order,
// on the calling thread. At most threads + 2 results are alive, so memory stays flat however
// big the table; one more than the threads would leave a thread idle whenever the calling
// thread waits for a block that finishes after the one behind it. Returns false when the job
// was cancelled. Given the table the blocks are of, their bytes are asked for (prefetched) a
// window ahead of their decoding, so that a cold file's reads overlap the decoding (issue 42).
template <typename Result>
bool processBlocksInOrder(std::span<const std::size_t> blocks, const JobControl& control,
                          const std::function<Result(std::size_t block)>& produce,
                          const std::function<void(std::size_t block, Result& result)>& consume,
                          const Table* readAhead = nullptr) {
    WorkerPool& pool = WorkerPool::shared();
    const unsigned threads = control.threads != 0 ? control.threads : pool.threadCount();
    const std::size_t window = threads + 2;

    std::deque<std::pair<std::size_t, PooledTask<Result>>> pending;
    std::size_t next = 0;
    if (readAhead != nullptr) {
        for (std::size_t i = 0; i < std::min(window, blocks.size()); ++i) {
            readAhead->prefetchBlockBytes(blocks[i]);
        }
    }
    auto launch = [&] {
        while (pending.size() < window && next < blocks.size()) {
            if (readAhead != nullptr && next + window < blocks.size()) {
                readAhead->prefetchBlockBytes(blocks[next + window]);
            }
            const std::size_t index = blocks[next++];
            auto work = [&produce, index] { return produce(index); };
            pending.emplace_back(index, threads > 1 ? pool.submit(work) : WorkerPool::defer(work));
        }
    };
    launch();
    while (!pending.empty()) {
        if (control.cancelled()) {
            return false; // blocks being decoded finish in their destructors, the rest never start
        }
        auto [index, task] = std::move(pending.front());
        pending.pop_front();
        Result result = task.get();
        launch();
        consume(index, result);
    }
    return !control.cancelled();
}

// processBlocksInOrder that decodes each block (readBlockSafely: a failed block comes back
// with its cells missing and the failure as a diagnostic). A consumed block's file bytes are
// released (Table::releaseBlockBytes): a read-through keeps resident memory flat.
inline bool
decodeBlocksInOrder(const Table& table, std::span<const std::size_t> blocks,
                    const JobControl& control,
                    const std::function<void(std::size_t block, BlockData& data)>& consume) {
    return processBlocksInOrder<BlockData>(
        blocks, control, [&table](std::size_t index) { return table.readBlockSafely(index); },
        [&](std::size_t index, BlockData& data) {
            consume(index, data);
            table.releaseBlockBytes(index);
        },
        &table);
}

} // namespace strata
