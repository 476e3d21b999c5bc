#include "formats/cole/value_ranges.h"

#include <algorithm>

namespace strata::cole {

void ValueRanges::append(std::uint64_t count, std::uint64_t offset, std::uint64_t length,
                         std::uint64_t stride) {
    if (count == 0) {
        return;
    }
    if (!m_runs.empty()) {
        Run& last = m_runs.back();
        const std::uint64_t lastOffset = last.offset + (last.count - 1) * last.stride;
        // The new values continue the last run when they keep its length and spacing.
        if (last.length == length && offset > lastOffset) {
            const std::uint64_t spacing = offset - lastOffset;
            if ((last.count == 1 || last.stride == spacing) && (count == 1 || stride == spacing)) {
                last.stride = spacing;
                last.count += count;
                m_size += count;
                return;
            }
        }
    }
    m_runs.push_back({m_size, count, offset, length, count == 1 ? 0 : stride});
    m_size += count;
}

std::optional<ByteRange> ValueRanges::at(std::uint64_t index) const {
    if (index >= m_size) {
        return std::nullopt;
    }
    const auto after = std::upper_bound(
        m_runs.begin(), m_runs.end(), index,
        [](std::uint64_t value, const Run& run) { return value < run.firstValue; });
    const Run& run = *(after - 1);
    return ByteRange{run.offset + (index - run.firstValue) * run.stride, run.length};
}

} // namespace strata::cole
