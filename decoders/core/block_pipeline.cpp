#include "strata/block_pipeline.h"

#include <algorithm>
#include <deque>
#include <future>
#include <thread>
#include <utility>

namespace strata {

bool decodeBlocksInOrder(const Table& table, std::span<const std::size_t> blocks,
                         const JobControl& control,
                         const std::function<void(std::size_t block, BlockData& data)>& consume) {
    const unsigned threads =
        control.threads != 0 ? control.threads : std::max(1u, std::thread::hardware_concurrency());
    const std::size_t window = threads + 1;
    const auto policy = threads > 1 ? std::launch::async : std::launch::deferred;

    std::deque<std::pair<std::size_t, std::future<BlockData>>> pending;
    std::size_t next = 0;
    auto launch = [&] {
        while (pending.size() < window && next < blocks.size()) {
            const std::size_t index = blocks[next++];
            pending.emplace_back(index, std::async(policy, [&table, index] {
                                     return table.readBlockSafely(index);
                                 }));
        }
    };
    launch();
    while (!pending.empty()) {
        if (control.cancelled()) {
            return false; // the futures still running finish in their destructors
        }
        auto [index, future] = std::move(pending.front());
        pending.pop_front();
        BlockData data = future.get();
        launch();
        consume(index, data);
    }
    return !control.cancelled();
}

} // namespace strata
