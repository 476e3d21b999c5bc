#include "strata/plot/line_aggregate.h"

#include "plot/value_readers.h"

#include <algorithm>
#include <cmath>

namespace strata::plot {

LineAggregate::LineAggregate(AxisRange x, std::uint32_t width)
    : m_x(x)
    , m_columns(width) {}

template <typename ReadX, typename ReadY>
void LineAggregate::addPoints(ReadX readX, ReadY readY, std::size_t size, std::uint64_t firstRow) {
    const double origin = m_x.min;
    const double limit = static_cast<double>(m_columns.size());
    const double scale = limit / m_x.span();
    const auto last = static_cast<std::uint32_t>(m_columns.size() - 1);
    PixelColumn* columns = m_columns.data();
    std::uint64_t missing = 0;
    std::uint64_t outside = 0;
    for (std::size_t i = 0; i < size; ++i) {
        const double px = (readX(i) - origin) * scale;
        const double y = readY(i);
        if (!std::isfinite(px) || !std::isfinite(y)) {
            ++missing;
            continue;
        }
        if (!(px >= 0.0 && px <= limit)) {
            ++outside;
            continue;
        }
        PixelColumn& column = columns[std::min(static_cast<std::uint32_t>(px), last)];
        ++column.count;
        if (y < column.min) {
            column.min = y;
            column.rowOfMin = firstRow + i;
        }
        if (y > column.max) {
            column.max = y;
            column.rowOfMax = firstRow + i;
        }
    }
    m_missing += missing;
    m_outside += outside;
    m_drawn += size - missing - outside;
}

void LineAggregate::add(const PlotValues& x, const PlotValues& y, std::uint64_t firstRow) {
    if (m_columns.empty()) {
        m_outside += x.size;
        return;
    }
    if (x.kind == PlotValues::Kind::Missing || y.kind == PlotValues::Kind::Missing) {
        m_missing += x.size;
        return;
    }
    withReaders(x, y, [&](auto readX, auto readY) { addPoints(readX, readY, x.size, firstRow); });
    for (const PixelColumn& column : m_columns) {
        if (column.count != 0) {
            m_yMin = std::fmin(m_yMin, column.min);
            m_yMax = std::fmax(m_yMax, column.max);
        }
    }
}

void LineAggregate::merge(const LineAggregate& other) {
    if (other.m_columns.size() == m_columns.size()) {
        for (std::size_t i = 0; i < m_columns.size(); ++i) {
            PixelColumn& mine = m_columns[i];
            const PixelColumn& theirs = other.m_columns[i];
            mine.count += theirs.count;
            if (theirs.min < mine.min) {
                mine.min = theirs.min;
                mine.rowOfMin = theirs.rowOfMin;
            }
            if (theirs.max > mine.max) {
                mine.max = theirs.max;
                mine.rowOfMax = theirs.rowOfMax;
            }
        }
    }
    m_yMin = std::fmin(m_yMin, other.m_yMin);
    m_yMax = std::fmax(m_yMax, other.m_yMax);
    m_drawn += other.m_drawn;
    m_missing += other.m_missing;
    m_outside += other.m_outside;
}

} // namespace strata::plot
