#include "diff/myers_diff.h"

#include <algorithm>

namespace strata {

std::optional<std::vector<ByteDifference>> myersDiff(std::span<const std::byte> a,
                                                     std::span<const std::byte> b,
                                                     std::uint64_t baseA, std::uint64_t baseB,
                                                     std::size_t maxEdits) {
    const auto n = static_cast<std::int64_t>(a.size());
    const auto m = static_cast<std::int64_t>(b.size());
    const std::int64_t most = std::min<std::int64_t>(n + m, static_cast<std::int64_t>(maxEdits));
    // v[k + offset]: the furthest x reached on diagonal k = x - y. trace[d] keeps v[-d..d] after
    // step d, which the walk back reads.
    const std::int64_t offset = most + 1;
    std::vector<std::int64_t> v(static_cast<std::size_t>(2 * most + 3), 0);
    std::vector<std::vector<std::int64_t>> trace;
    bool reached = false;
    for (std::int64_t d = 0; d <= most && !reached; ++d) {
        for (std::int64_t k = -d; k <= d; k += 2) {
            const bool down = k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]);
            std::int64_t x = down ? v[k + 1 + offset] : v[k - 1 + offset] + 1;
            std::int64_t y = x - k;
            while (x < n && y < m && a[x] == b[y]) {
                ++x;
                ++y;
            }
            v[k + offset] = x;
            if (x >= n && y >= m) {
                reached = true;
                break;
            }
        }
        trace.emplace_back(v.begin() + (offset - d), v.begin() + (offset + d + 1));
    }
    if (!reached) {
        return std::nullopt;
    }
    // Walk back from (n, m): each step one deletion (x - 1) or insertion (y - 1), then a snake.
    struct Edit {
        std::int64_t x;
        std::int64_t y;
        bool deletion;
    };
    std::vector<Edit> edits;
    std::int64_t x = n;
    std::int64_t y = m;
    for (auto d = static_cast<std::int64_t>(trace.size()) - 1; d > 0; --d) {
        const std::vector<std::int64_t>& previous = trace[static_cast<std::size_t>(d - 1)];
        const auto at = [&previous, d](std::int64_t k) {
            return previous[static_cast<std::size_t>(k + d - 1)];
        };
        const std::int64_t k = x - y;
        const bool down = k == -d || (k != d && at(k - 1) < at(k + 1));
        const std::int64_t previousK = down ? k + 1 : k - 1;
        const std::int64_t previousX = at(previousK);
        const std::int64_t previousY = previousX - previousK;
        const std::int64_t snake = std::min(x - (down ? previousX : previousX + 1),
                                            y - (down ? previousY + 1 : previousY));
        x -= snake;
        y -= snake;
        edits.push_back(down ? Edit{x, y - 1, false} : Edit{x - 1, y, true});
        x = previousX;
        y = previousY;
    }
    std::reverse(edits.begin(), edits.end());
    std::vector<ByteDifference> regions;
    for (const Edit& edit : edits) {
        const std::uint64_t ax = baseA + static_cast<std::uint64_t>(edit.x);
        const std::uint64_t by = baseB + static_cast<std::uint64_t>(edit.y);
        if (!regions.empty() && regions.back().a.end() == ax && regions.back().b.end() == by) {
            ++(edit.deletion ? regions.back().a.length : regions.back().b.length);
            continue;
        }
        regions.push_back({{ax, edit.deletion ? 1u : 0u}, {by, edit.deletion ? 0u : 1u}});
    }
    return regions;
}

} // namespace strata
