#include "bench_ratio.h"

#include <array>
#include <cstdio>
#include <map>
#include <mutex>
#include <vector>

namespace strata::bench {
namespace {

struct Registry {
    std::mutex mutex;
    std::map<std::string, double> seconds;
    std::vector<std::array<std::string, 3>> ratios;
};

Registry& registry() {
    static Registry instance;
    return instance;
}

} // namespace

void recordSeconds(const std::string& name, double secondsPerIteration) {
    std::lock_guard lock(registry().mutex);
    // With --benchmark_repetitions (or Repetitions()), the best run counts: the machine is shared
    // and noise only ever slows a run down.
    const auto [it, inserted] = registry().seconds.emplace(name, secondsPerIteration);
    if (!inserted && secondsPerIteration < it->second) {
        it->second = secondsPerIteration;
    }
}

void declareRatio(const std::string& ratioName, const std::string& strataName,
                  const std::string& peerName) {
    std::lock_guard lock(registry().mutex);
    registry().ratios.push_back({ratioName, strataName, peerName});
}

void printRatios() {
    std::lock_guard lock(registry().mutex);
    for (const auto& [name, strata, peer] : registry().ratios) {
        const auto s = registry().seconds.find(strata);
        const auto p = registry().seconds.find(peer);
        if (s == registry().seconds.end() || p == registry().seconds.end() || s->second <= 0) {
            std::printf("ratio %s not measured (filtered out?)\n", name.c_str());
            continue;
        }
        std::printf("ratio %s %.3f\n", name.c_str(), p->second / s->second);
    }
}

} // namespace strata::bench
