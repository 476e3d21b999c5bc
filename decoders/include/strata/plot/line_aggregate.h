#pragma once

#include "strata/plot/plot_axis.h"
#include "strata/plot/plot_values.h"

#include <cstdint>
#include <limits>
#include <vector>

namespace strata::plot {

// A line plot's aggregate: per pixel column, the smallest and largest y of the points whose x
// falls in it and the rows they come from. Drawing a vertical stroke from min to max in each
// column (and joining neighbours) shows every spike of any number of points, as datashader and
// plotting tools that decimate by min/max do. Points with a missing or non-finite x or y are
// counted as missing, points outside the x range as outside.
class LineAggregate {
public:
    struct PixelColumn {
        double min = std::numeric_limits<double>::infinity();
        double max = -std::numeric_limits<double>::infinity();
        std::uint64_t rowOfMin = 0;
        std::uint64_t rowOfMax = 0;
        std::uint64_t count = 0;
    };

    LineAggregate() = default;
    LineAggregate(AxisRange x, std::uint32_t width);

    const AxisRange& xRange() const { return m_x; }
    std::uint32_t width() const { return static_cast<std::uint32_t>(m_columns.size()); }

    // Adds a block's points (x[i], y[i]), row i being table row firstRow + i.
    void add(const PlotValues& x, const PlotValues& y, std::uint64_t firstRow);
    // Adds another aggregate of the same x range and width.
    void merge(const LineAggregate& other);

    const std::vector<PixelColumn>& columns() const { return m_columns; }
    // The smallest and largest y drawn ({NaN, NaN} when none): the y axis's data range.
    double yMin() const { return m_yMin; }
    double yMax() const { return m_yMax; }

    std::uint64_t drawn() const { return m_drawn; }
    std::uint64_t missing() const { return m_missing; }
    std::uint64_t outside() const { return m_outside; }

private:
    template <typename ReadX, typename ReadY>
    void addPoints(ReadX readX, ReadY readY, std::size_t size, std::uint64_t firstRow);

    AxisRange m_x;
    std::vector<PixelColumn> m_columns;
    double m_yMin = std::numeric_limits<double>::quiet_NaN();
    double m_yMax = std::numeric_limits<double>::quiet_NaN();
    std::uint64_t m_drawn = 0;
    std::uint64_t m_missing = 0;
    std::uint64_t m_outside = 0;
};

} // namespace strata::plot
