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

// Counters a job's thread writes and another thread polls (a progress bar), with the cancel
// flag the other thread sets.
struct SharedProgress {
    std::atomic<std::uint64_t> done{0};
    std::atomic<std::uint64_t> total{0};
    std::atomic<bool> cancel{false};

    // A JobControl that reports here and stops once `cancel` is set.
    JobControl control() {
        JobControl control;
        control.cancel = &cancel;
        control.progress = [this](std::uint64_t doneNow, std::uint64_t totalNow) {
            done = doneNow;
            total = totalNow;
        };
        return control;
    }
};

} // namespace strata
