#pragma once

#include "strata/plot/plot_axis.h"
#include "strata/plot/plot_values.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

namespace strata::plot {

// Points per pixel of a plot area, as datashader aggregates a canvas: the aggregate a scatter
// plot or a 2-D density draws, whatever the number of points. Optionally, per pixel, the sum of
// a colour column (the plot colours a pixel by the mean) and the first row added there (a click
// selects it). Pixel (column, row) covers x from xRange at `column` and y from yRange at
// `row`: row 0 is the bottom, at yRange.min. Points with a missing or non-finite coordinate
// (or colour, when kept) are counted as missing and left out; points outside the ranges are
// counted as outside.
class DensityGrid {
public:
    struct Keep {
        bool colour = false;
        bool rows = false;
    };
    static constexpr std::uint64_t noRow = ~std::uint64_t{0};

    DensityGrid() = default;
    DensityGrid(AxisRange x, AxisRange y, std::uint32_t width, std::uint32_t height, Keep keep);

    const AxisRange& xRange() const { return m_x; }
    const AxisRange& yRange() const { return m_y; }
    std::uint32_t width() const { return m_width; }
    std::uint32_t height() const { return m_height; }
    Keep keeps() const { return m_keep; }

    // Adds a block's points (x[i], y[i]), coloured by colour[i] when the grid keeps colour (else
    // `colour` is ignored), row i being table row firstRow + i. x, y and colour are of one size.
    void add(const PlotValues& x, const PlotValues& y, const PlotValues* colour,
             std::uint64_t firstRow);
    // Adds another grid of the same ranges and size (another worker's, a later block's). Where
    // both hold a row, this grid's is kept, so grids merged in the order of their rows keep the
    // row of one pass.
    void merge(const DensityGrid& later);
    void clear();

    std::uint32_t count(std::uint32_t column, std::uint32_t row) const {
        return m_counts[index(column, row)];
    }
    // The mean colour value of the pixel's points; NaN when it has none.
    double meanColour(std::uint32_t column, std::uint32_t row) const;
    std::optional<std::uint64_t> rowAt(std::uint32_t column, std::uint32_t row) const;
    const std::vector<std::uint32_t>& counts() const { return m_counts; }
    std::uint32_t maxCount() const;
    // The smallest and largest colour value drawn (NaN when none: the colour bar's range).
    double colourMin() const { return m_colourMin; }
    double colourMax() const { return m_colourMax; }

    std::uint64_t drawn() const { return m_drawn; }
    std::uint64_t missing() const { return m_missing; }
    std::uint64_t outside() const { return m_outside; }

private:
    std::size_t index(std::uint32_t column, std::uint32_t row) const {
        return static_cast<std::size_t>(row) * m_width + column;
    }
    template <bool keepRows, typename ReadX, typename ReadY>
    void addCounts(ReadX readX, ReadY readY, std::size_t size, std::uint64_t firstRow);
    template <typename ReadX, typename ReadY>
    void addColoured(ReadX readX, ReadY readY, const PlotValues& colour, std::size_t size,
                     std::uint64_t firstRow);

    AxisRange m_x;
    AxisRange m_y;
    std::uint32_t m_width = 0;
    std::uint32_t m_height = 0;
    Keep m_keep;
    // Counts saturate at 2^32 - 1 when grids merge: more points than that in one pixel.
    std::vector<std::uint32_t> m_counts;
    std::vector<double> m_colourSums;
    std::vector<std::uint64_t> m_rows;
    double m_colourMin = std::numeric_limits<double>::quiet_NaN();
    double m_colourMax = std::numeric_limits<double>::quiet_NaN();
    std::uint64_t m_drawn = 0;
    std::uint64_t m_missing = 0;
    std::uint64_t m_outside = 0;
};

} // namespace strata::plot
