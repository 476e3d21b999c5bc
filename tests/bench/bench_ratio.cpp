#include "bench_ratio.h"

#include <cstdio>
#include <map>
#include <mutex>
#include <vector>

namespace strata::bench {
namespace {

struct Ratio {
    std::string name;
    std::string strata;
    std::vector<std::string> peers;
};

struct Registry {
    std::mutex mutex;
    std::map<std::string, double> seconds;
    std::vector<Ratio> ratios;
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
    declareRatio(ratioName, strataName, std::vector<std::string>{peerName});
}

void declareRatio(const std::string& ratioName, const std::string& strataName,
                  const std::vector<std::string>& peerNames) {
    std::lock_guard lock(registry().mutex);
    registry().ratios.push_back({ratioName, strataName, peerNames});
}

void printRatios() {
    std::lock_guard lock(registry().mutex);
    const auto& seconds = registry().seconds;
    for (const auto& [name, strata, peers] : registry().ratios) {
        const auto s = seconds.find(strata);
        double peerSeconds = 0;
        bool measured = s != seconds.end() && s->second > 0;
        for (const std::string& peer : peers) {
            const auto p = seconds.find(peer);
            measured = measured && p != seconds.end();
            peerSeconds += measured ? p->second : 0;
        }
        if (!measured) {
            std::printf("ratio %s not measured (filtered out?)\n", name.c_str());
            continue;
        }
        std::printf("ratio %s %.3f\n", name.c_str(), peerSeconds / s->second);
    }
}

} // namespace strata::bench
