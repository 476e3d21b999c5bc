#pragma once

#include "diff/difference_list.h"
#include "strata/document_diff.h"

#include <cstddef>
#include <cstdint>
#include <optional>

namespace strata {

// Regions this small (both sides together) go to Myers' diff, which gives up past maxEdits.
constexpr std::uint64_t myersRegion = 64 * 1024;
constexpr std::size_t maxEdits = 512;

// Differences in file order: adjacent ones merge into one, each counted once, the first
// `max` kept.
class RangeCollector {
public:
    RangeCollector(ByteDiff& out, std::size_t max)
        : m_out(out)
        , m_max(max) {}

    void add(const ByteDifference& difference) {
        if (difference.a.length == 0 && difference.b.length == 0) {
            return;
        }
        if (m_pending && m_pending->a.end() == difference.a.offset &&
            m_pending->b.end() == difference.b.offset) {
            m_pending->a.length += difference.a.length;
            m_pending->b.length += difference.b.length;
            return;
        }
        flush();
        m_pending = difference;
    }

    void flush() {
        if (!m_pending) {
            return;
        }
        ++m_out.rangeCount;
        m_out.bytesInA += m_pending->a.length;
        m_out.bytesInB += m_pending->b.length;
        keepListed(m_out.ranges, m_max, *m_pending);
        m_pending.reset();
    }

private:
    ByteDiff& m_out;
    std::size_t m_max;
    std::optional<ByteDifference> m_pending;
};

} // namespace strata
