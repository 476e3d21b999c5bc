#include "strata/size_role.h"

#include <algorithm>

namespace strata {

std::vector<std::uint64_t> apportion(std::uint64_t total,
                                     const std::vector<std::uint64_t>& weights) {
    std::vector<std::uint64_t> parts(weights.size(), 0);
    if (weights.empty()) {
        return parts;
    }
    long double sum = 0;
    for (const std::uint64_t w : weights) {
        sum += static_cast<long double>(w);
    }
    std::vector<std::pair<long double, std::size_t>> remainders;
    std::uint64_t given = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        const long double exact =
            sum == 0 ? static_cast<long double>(total) / static_cast<long double>(weights.size())
                     : static_cast<long double>(total) * static_cast<long double>(weights[i]) / sum;
        parts[i] = std::min<std::uint64_t>(static_cast<std::uint64_t>(exact), total - given);
        given += parts[i];
        remainders.emplace_back(exact - static_cast<long double>(parts[i]), i);
    }
    std::stable_sort(remainders.begin(), remainders.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    for (std::size_t i = 0; given < total; i = (i + 1) % remainders.size()) {
        ++parts[remainders[i].second];
        ++given;
    }
    return parts;
}

} // namespace strata
