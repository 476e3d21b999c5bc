#pragma once

#include <atomic>
#include <cstdint>
#include <functional>

namespace strata {

// How a caller steers a long job (export, statistics, checks): progress, cancel, threads.
struct JobControl {
    // Called on the job's thread with the units done so far and the total.
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;
    const std::atomic<bool>* cancel = nullptr;
    unsigned threads = 0; // 0: one per core

    bool cancelled() const { return cancel != nullptr && cancel->load(std::memory_order_relaxed); }
    void report(std::uint64_t done, std::uint64_t total) const {
        if (progress) {
            progress(done, total);
        }
    }
};

} // namespace strata
