#include "strata/plot/density_grid.h"

#include "plot/value_readers.h"

#include <algorithm>
#include <cmath>

namespace strata::plot {

namespace {

// Where the pixel mapping puts a value: its fractional pixel coordinate.
struct PixelScale {
    double origin;
    double scale;
    double limit;

    PixelScale(const AxisRange& range, std::uint32_t pixels)
        : origin(range.min)
        , scale(pixels / range.span())
        , limit(pixels) {}
    double operator()(double value) const { return (value - origin) * scale; }
    // True for a coordinate inside [0, pixels] (false for NaN); `pixels` itself is the
    // range's max, drawn in the last pixel.
    bool holds(double pixel) const { return pixel >= 0.0 && pixel <= limit; }
};

std::uint32_t pixelOf(double pixel, std::uint32_t pixels) {
    return std::min(static_cast<std::uint32_t>(pixel), pixels - 1);
}

} // namespace

DensityGrid::DensityGrid(AxisRange x, AxisRange y, std::uint32_t width, std::uint32_t height,
                         Keep keep)
    : m_x(x)
    , m_y(y)
    , m_width(width)
    , m_height(height)
    , m_keep(keep) {
    const std::size_t pixels = static_cast<std::size_t>(width) * height;
    m_counts.assign(pixels, 0);
    if (keep.colour) {
        m_colourSums.assign(pixels, 0.0);
    }
    if (keep.rows) {
        m_rows.assign(pixels, noRow);
    }
}

template <bool keepRows, typename ReadX, typename ReadY>
void DensityGrid::addCounts(ReadX readX, ReadY readY, std::size_t size, std::uint64_t firstRow) {
    const PixelScale toX(m_x, m_width);
    const PixelScale toY(m_y, m_height);
    std::uint32_t* counts = m_counts.data();
    std::uint64_t* rows = m_rows.data();
    std::uint64_t missing = 0;
    std::uint64_t outside = 0;
    // A grid of 1000 x 600 counts is larger than a core's cache, and scattered points miss it
    // at almost every count. So points go in batches: their pixels first, each count fetched
    // ahead, then the counts, by which time most have arrived; the misses overlap rather than
    // come one after another.
    constexpr std::size_t batch = 256;
    constexpr std::size_t noPixel = ~std::size_t{0};
    std::size_t pixels[batch];
    for (std::size_t start = 0; start < size; start += batch) {
        const std::size_t count = std::min(batch, size - start);
        for (std::size_t k = 0; k < count; ++k) {
            const double px = toX(readX(start + k));
            const double py = toY(readY(start + k));
            if (toX.holds(px) && toY.holds(py)) [[likely]] {
                const std::size_t at = index(pixelOf(px, m_width), pixelOf(py, m_height));
                __builtin_prefetch(counts + at, 1);
                pixels[k] = at;
            } else {
                pixels[k] = noPixel;
                if (!std::isfinite(px) || !std::isfinite(py)) {
                    ++missing;
                } else {
                    ++outside;
                }
            }
        }
        for (std::size_t k = 0; k < count; ++k) {
            const std::size_t at = pixels[k];
            // The first row of a pixel is kept: a row is written once per pixel, not once per
            // point, so the loop touches one array where most points land on filled pixels.
            if (at != noPixel && counts[at]++ == 0) {
                if constexpr (keepRows) {
                    rows[at] = firstRow + start + k;
                }
            }
        }
    }
    m_missing += missing;
    m_outside += outside;
    m_drawn += size - missing - outside;
}

template <typename ReadX, typename ReadY>
void DensityGrid::addColoured(ReadX readX, ReadY readY, const PlotValues& colour, std::size_t size,
                              std::uint64_t firstRow) {
    const PixelScale toX(m_x, m_width);
    const PixelScale toY(m_y, m_height);
    std::uint64_t missing = 0;
    std::uint64_t outside = 0;
    double low = m_colourMin;
    double high = m_colourMax;
    for (std::size_t i = 0; i < size; ++i) {
        const double px = toX(readX(i));
        const double py = toY(readY(i));
        const double value = colour.at(i);
        if (!std::isfinite(px) || !std::isfinite(py) || !std::isfinite(value)) {
            ++missing;
            continue;
        }
        if (!toX.holds(px) || !toY.holds(py)) {
            ++outside;
            continue;
        }
        const std::size_t at = index(pixelOf(px, m_width), pixelOf(py, m_height));
        if (m_counts[at]++ == 0 && m_keep.rows) {
            m_rows[at] = firstRow + i;
        }
        m_colourSums[at] += value;
        // fmin/fmax pass over the NaN the range starts as.
        low = std::fmin(low, value);
        high = std::fmax(high, value);
    }
    m_colourMin = low;
    m_colourMax = high;
    m_missing += missing;
    m_outside += outside;
    m_drawn += size - missing - outside;
}

void DensityGrid::add(const PlotValues& x, const PlotValues& y, const PlotValues* colour,
                      std::uint64_t firstRow) {
    const std::size_t size = x.size;
    if (m_counts.empty()) {
        m_outside += size; // a grid of no pixels holds no point
        return;
    }
    const bool coloured = m_keep.colour && colour != nullptr;
    if (x.kind == PlotValues::Kind::Missing || y.kind == PlotValues::Kind::Missing ||
        (coloured && colour->kind == PlotValues::Kind::Missing)) {
        m_missing += size;
        return;
    }
    withReaders(x, y, [&](auto readX, auto readY) {
        if (coloured) {
            addColoured(readX, readY, *colour, size, firstRow);
        } else if (m_keep.rows) {
            addCounts<true>(readX, readY, size, firstRow);
        } else {
            addCounts<false>(readX, readY, size, firstRow);
        }
    });
}

void DensityGrid::merge(const DensityGrid& later) {
    if (later.m_counts.size() == m_counts.size()) {
        for (std::size_t i = 0; i < m_counts.size(); ++i) {
            const std::uint32_t sum = m_counts[i] + later.m_counts[i];
            m_counts[i] = sum < m_counts[i] ? ~std::uint32_t{0} : sum;
        }
        if (m_colourSums.size() == later.m_colourSums.size()) {
            for (std::size_t i = 0; i < m_colourSums.size(); ++i) {
                m_colourSums[i] += later.m_colourSums[i];
            }
        }
        if (m_rows.size() == later.m_rows.size()) {
            for (std::size_t i = 0; i < m_rows.size(); ++i) {
                if (m_rows[i] == noRow) {
                    m_rows[i] = later.m_rows[i];
                }
            }
        }
    }
    m_colourMin = std::fmin(m_colourMin, later.m_colourMin);
    m_colourMax = std::fmax(m_colourMax, later.m_colourMax);
    m_drawn += later.m_drawn;
    m_missing += later.m_missing;
    m_outside += later.m_outside;
}

void DensityGrid::clear() {
    *this = DensityGrid(m_x, m_y, m_width, m_height, m_keep);
}

double DensityGrid::meanColour(std::uint32_t column, std::uint32_t row) const {
    const std::size_t at = index(column, row);
    if (m_colourSums.empty() || m_counts[at] == 0) {
        return std::numeric_limits<double>::quiet_NaN();
    }
    return m_colourSums[at] / m_counts[at];
}

std::optional<std::uint64_t> DensityGrid::rowAt(std::uint32_t column, std::uint32_t row) const {
    if (m_rows.empty() || m_rows[index(column, row)] == noRow) {
        return std::nullopt;
    }
    return m_rows[index(column, row)];
}

std::uint32_t DensityGrid::maxCount() const {
    return m_counts.empty() ? 0 : *std::max_element(m_counts.begin(), m_counts.end());
}

} // namespace strata::plot
