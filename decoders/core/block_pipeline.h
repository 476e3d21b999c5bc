#pragma once

#include "core/worker_pool.h"
#include "strata/job_control.h"
#include "strata/table.h"

#include <algorithm>
#include <cstddef>
#include <deque>
#include <functional>
#include <numeric>
#include <span>
#include <utility>
#include <vector>

namespace strata {

// What processBlocksInOrder may know of the blocks' bytes in the file: their length, so that
// small blocks go several to a task (a task per block of a few hundred bytes costs more in
// hand-offs between threads than its decoding: an ODB-2 file of 300,000 frames of 10 rows), and
// how to ask for them ahead of their decoding, so that a cold file's reads overlap the decoding
// (issue 42). Without them, each block is a task of its own.
struct BlockBytes {
    std::function<std::uint64_t(std::size_t block)> length;
    std::function<void(std::size_t block)> prefetch;
};

// A table's blocks' bytes. A block counts its rows as bytes when it has more of them: a block of
// a sparse Blosc2 frame's zeros holds a million rows in no bytes, and 256 such blocks to a task
// made the CSV export hold gigabytes of text (9.5 GB for a frame of 10^9 zero items).
inline BlockBytes blockBytesOf(const Table& table) {
    return {[&table](std::size_t block) {
                const TableBlock held = table.blockAt(block);
                return std::max(held.range.length, held.rowCount);
            },
            [&table](std::size_t block) { table.prefetchBlockBytes(block); }};
}

// The numbers 0 to count - 1: every block, for processBlocksInOrder.
inline std::vector<std::size_t> allBlocks(std::size_t count) {
    std::vector<std::size_t> blocks(count);
    std::iota(blocks.begin(), blocks.end(), std::size_t{0});
    return blocks;
}

// Runs `produce` on the listed blocks a few at a time on worker threads (decoding, and whatever
// else parallelises per block) and hands each result to `consume` in list order, on the calling
// thread. At most threads + 2 tasks are alive, so memory stays flat however big the table; one
// more than the threads would leave a thread idle whenever the calling thread waits for a task
// that finishes after the one behind it. The blocks' `bytes` are asked for a window of tasks
// ahead of their decoding. Returns false when the job was cancelled.
template <typename Result>
bool processBlocksInOrder(std::span<const std::size_t> blocks, const JobControl& control,
                          const std::function<Result(std::size_t block)>& produce,
                          const std::function<void(std::size_t block, Result& result)>& consume,
                          const BlockBytes& bytes = {}) {
    constexpr std::uint64_t mostTaskBytes = 256 * 1024;
    constexpr std::size_t blocksPerTask = 256;
    WorkerPool& pool = WorkerPool::shared();
    const unsigned threads = control.threads != 0 ? control.threads : pool.threadCount();
    const std::size_t window = threads + 2;

    // The blocks of the next task: up to taskBytes of them, or one however large. A few blocks
    // go one to a task, so that they are shared among the threads: tasks take at most a quarter
    // of each thread's share of the bytes (the four sections of log_stream.at1, 5.5 KB each,
    // took 1.6 times as long in one task as in four).
    const auto lengthOf = [&](std::size_t block) {
        return bytes.length ? bytes.length(block) : mostTaskBytes;
    };
    std::uint64_t totalBytes = 0;
    for (std::size_t i = 0; bytes.length && i < blocks.size(); ++i) {
        totalBytes += lengthOf(blocks[i]);
    }
    const std::uint64_t taskBytes =
        bytes.length ? std::min(mostTaskBytes, totalBytes / (4 * threads)) : mostTaskBytes;
    std::size_t next = 0;
    auto takeTask = [&] {
        const std::size_t first = next;
        std::uint64_t taken = 0;
        do {
            taken += lengthOf(blocks[next]);
            ++next;
        } while (next < blocks.size() && next - first < blocksPerTask &&
                 taken + lengthOf(blocks[next]) <= taskBytes);
        return blocks.subspan(first, next - first);
    };
    // A deque: a task's results are handed out by reference, which std::vector<bool> has not.
    using Results = std::deque<Result>;
    std::deque<std::pair<std::span<const std::size_t>, PooledTask<Results>>> pending;
    std::size_t prefetched = 0; // blocks asked for so far
    auto prefetchUpTo = [&](std::size_t end) {
        for (; bytes.prefetch && prefetched < std::min(end, blocks.size()); ++prefetched) {
            bytes.prefetch(blocks[prefetched]);
        }
    };
    auto launch = [&] {
        while (pending.size() < window && next < blocks.size()) {
            const std::span<const std::size_t> task = takeTask();
            // A window of tasks' worth of blocks ahead of the ones started.
            prefetchUpTo(next + window * task.size());
            auto work = [&produce, task] {
                Results results;
                for (const std::size_t index : task) {
                    results.push_back(produce(index));
                }
                return results;
            };
            // One task for all the blocks runs here: handing it over would only add the wait.
            const bool alone = task.size() == blocks.size();
            pending.emplace_back(task, threads > 1 && !alone ? pool.submit(work)
                                                             : WorkerPool::defer(work));
        }
    };
    prefetchUpTo(window);
    launch();
    while (!pending.empty()) {
        if (control.cancelled()) {
            return false; // tasks being run finish in their destructors, the rest never start
        }
        auto [task, results] = std::move(pending.front());
        pending.pop_front();
        Results done = results.get();
        launch();
        for (std::size_t i = 0; i < task.size(); ++i) {
            if (i > 0 && control.cancelled()) {
                return false; // as before each block: nothing is consumed once cancelled
            }
            consume(task[i], done[i]);
        }
    }
    return !control.cancelled();
}

// The same, on a table's blocks (blockBytesOf).
template <typename Result>
bool processBlocksInOrder(std::span<const std::size_t> blocks, const JobControl& control,
                          const std::function<Result(std::size_t block)>& produce,
                          const std::function<void(std::size_t block, Result& result)>& consume,
                          const Table* table) {
    return processBlocksInOrder<Result>(blocks, control, produce, consume,
                                        table != nullptr ? blockBytesOf(*table) : BlockBytes{});
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
