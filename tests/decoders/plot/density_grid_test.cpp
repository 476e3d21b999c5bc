#include "strata/plot/density_grid.h"
#include "strata/plot/line_aggregate.h"

#include <cmath>
#include <gtest/gtest.h>

namespace strata::plot {
namespace {

ColumnData doubles(const std::vector<double>& values) {
    ColumnData column(LogicalType::Float64);
    for (const double value : values) {
        if (std::isnan(value)) {
            column.appendMissing();
        } else {
            column.appendDouble(value);
        }
    }
    return column;
}

ColumnData ints(const std::vector<std::int64_t>& values) {
    ColumnData column(LogicalType::Int64);
    for (const std::int64_t value : values) {
        column.appendInt(value);
    }
    return column;
}

constexpr double nan = std::numeric_limits<double>::quiet_NaN();

// The diagonal y = x for x = 0..99 in a 10x10 grid over [0, 100): ten points in each pixel
// of the diagonal, none elsewhere.
TEST(DensityGrid, ADiagonalFillsTheDiagonalPixelsOnly) {
    std::vector<double> xs;
    std::vector<std::int64_t> ys;
    for (int i = 0; i < 100; ++i) {
        xs.push_back(i + 0.5);
        ys.push_back(i);
    }
    const ColumnData x = doubles(xs);
    const ColumnData y = ints(ys);
    DensityGrid grid({0, 100}, {0, 100}, 10, 10, {.colour = false, .rows = true});
    grid.add(PlotValues::of(x), PlotValues::of(y), nullptr, 1000);
    for (std::uint32_t column = 0; column < 10; ++column) {
        for (std::uint32_t row = 0; row < 10; ++row) {
            EXPECT_EQ(grid.count(column, row), column == row ? 10U : 0U) << column << ", " << row;
        }
    }
    // The row kept for a pixel is the first whose point lies in it: pixel (3, 3) holds rows
    // 30..39.
    EXPECT_EQ(grid.rowAt(3, 3), std::optional<std::uint64_t>(1030U));
    EXPECT_FALSE(grid.rowAt(3, 4).has_value());
    EXPECT_EQ(grid.drawn(), 100U);
    EXPECT_EQ(grid.maxCount(), 10U);
}

// A 4x3 grid of points, each repeated (column + 1) times, coloured by its row: every pixel of a
// 4x3 image holds one grid point, its count and mean colour known.
TEST(DensityGrid, AGridGivesCountsAndMeanColourPerPixel) {
    std::vector<double> xs;
    std::vector<double> ys;
    std::vector<double> colours;
    for (int gy = 0; gy < 3; ++gy) {
        for (int gx = 0; gx < 4; ++gx) {
            for (int copy = 0; copy <= gx; ++copy) {
                xs.push_back(gx);
                ys.push_back(gy);
                colours.push_back(gy * 10 + copy); // mean over copies: gy * 10 + gx / 2
            }
        }
    }
    const ColumnData x = doubles(xs);
    const ColumnData y = doubles(ys);
    const ColumnData colour = doubles(colours);
    const PlotValues colourValues = PlotValues::of(colour);
    DensityGrid grid({-0.5, 3.5}, {-0.5, 2.5}, 4, 3, {.colour = true, .rows = false});
    grid.add(PlotValues::of(x), PlotValues::of(y), &colourValues, 0);
    for (std::uint32_t gy = 0; gy < 3; ++gy) {
        for (std::uint32_t gx = 0; gx < 4; ++gx) {
            EXPECT_EQ(grid.count(gx, gy), gx + 1);
            EXPECT_DOUBLE_EQ(grid.meanColour(gx, gy), gy * 10 + gx / 2.0);
        }
    }
    EXPECT_DOUBLE_EQ(grid.colourMin(), 0.0);
    EXPECT_DOUBLE_EQ(grid.colourMax(), 23.0);
    EXPECT_FALSE(grid.rowAt(0, 0).has_value()); // rows not kept
}

TEST(DensityGrid, MissingAndOutsidePointsAreCountedNotDrawn) {
    const ColumnData x = doubles({1, nan, 2, 50, 3, std::numeric_limits<double>::infinity()});
    const ColumnData y = doubles({1, 1, nan, 1, 3, 1});
    DensityGrid grid({0, 10}, {0, 10}, 10, 10, {});
    grid.add(PlotValues::of(x), PlotValues::of(y), nullptr, 0);
    EXPECT_EQ(grid.drawn(), 2U);
    EXPECT_EQ(grid.missing(), 3U); // NaN x, missing y, infinite x
    EXPECT_EQ(grid.outside(), 1U);
    EXPECT_EQ(grid.count(1, 1), 1U);
    EXPECT_EQ(grid.count(3, 3), 1U);

    // A text column has no positions: all its points are missing.
    ColumnData text(LogicalType::String);
    for (int i = 0; i < 6; ++i) {
        text.appendString("a");
    }
    grid.add(PlotValues::of(text), PlotValues::of(y), nullptr, 0);
    EXPECT_EQ(grid.missing(), 9U);
}

TEST(DensityGrid, TheRangesMaximumIsInTheLastPixel) {
    const ColumnData x = doubles({0.0, 10.0});
    const ColumnData y = doubles({0.0, 10.0});
    DensityGrid grid({0, 10}, {0, 10}, 5, 5, {});
    grid.add(PlotValues::of(x), PlotValues::of(y), nullptr, 0);
    EXPECT_EQ(grid.count(0, 0), 1U);
    EXPECT_EQ(grid.count(4, 4), 1U);
    EXPECT_EQ(grid.outside(), 0U);
}

// Aggregating block by block on two workers and merging gives the grid of one pass.
TEST(DensityGrid, MergedHalvesEqualOnePass) {
    std::vector<double> xs;
    std::vector<double> ys;
    for (int i = 0; i < 1000; ++i) {
        xs.push_back(std::sin(i) * 50 + 50);
        ys.push_back(std::cos(i * 0.7) * 50 + 50);
    }
    const ColumnData x = doubles(xs);
    const ColumnData y = doubles(ys);
    const DensityGrid::Keep keep{.colour = false, .rows = true};
    DensityGrid whole({0, 100}, {0, 100}, 20, 20, keep);
    whole.add(PlotValues::of(x), PlotValues::of(y), nullptr, 0);

    const ColumnData x1 = doubles({xs.begin(), xs.begin() + 400});
    const ColumnData y1 = doubles({ys.begin(), ys.begin() + 400});
    const ColumnData x2 = doubles({xs.begin() + 400, xs.end()});
    const ColumnData y2 = doubles({ys.begin() + 400, ys.end()});
    DensityGrid first({0, 100}, {0, 100}, 20, 20, keep);
    DensityGrid second({0, 100}, {0, 100}, 20, 20, keep);
    second.add(PlotValues::of(x2), PlotValues::of(y2), nullptr, 400);
    first.add(PlotValues::of(x1), PlotValues::of(y1), nullptr, 0);
    first.merge(second);
    EXPECT_EQ(first.counts(), whole.counts());
    EXPECT_EQ(first.drawn(), 1000U);
    for (std::uint32_t row = 0; row < 20; ++row) {
        for (std::uint32_t column = 0; column < 20; ++column) {
            EXPECT_EQ(first.rowAt(column, row), whole.rowAt(column, row)); // the first row
        }
    }
}

TEST(LineAggregate, KeepsEachPixelColumnsExtremesAndTheirRows) {
    // 100 rows, y = row % 10 (a saw tooth), aggregated into 10 columns of 10 rows each.
    std::vector<std::int64_t> ys;
    for (int i = 0; i < 100; ++i) {
        ys.push_back(i % 10 == 3 ? -i : i % 10);
    }
    // Two blocks of 50 rows, aggregated apart and merged.
    const ColumnData first = ints({ys.begin(), ys.begin() + 50});
    const ColumnData rest = ints({ys.begin() + 50, ys.end()});
    LineAggregate line({0, 100}, 10);
    line.add(PlotValues::rowNumbers(0, 50), PlotValues::of(first), 0);
    LineAggregate later({0, 100}, 10);
    later.add(PlotValues::rowNumbers(50, 50), PlotValues::of(rest), 50);
    line.merge(later);
    ASSERT_EQ(line.columns().size(), 10U);
    for (std::size_t c = 0; c < 10; ++c) {
        const auto& column = line.columns()[c];
        EXPECT_EQ(column.count, 10U);
        EXPECT_DOUBLE_EQ(column.min, -(c * 10.0 + 3));
        EXPECT_EQ(column.rowOfMin, c * 10 + 3);
        EXPECT_DOUBLE_EQ(column.max, 9.0);
        EXPECT_EQ(column.rowOfMax, c * 10 + 9);
    }
    EXPECT_DOUBLE_EQ(line.yMin(), -93.0);
    EXPECT_DOUBLE_EQ(line.yMax(), 9.0);
    EXPECT_EQ(line.drawn(), 100U);
}

} // namespace
} // namespace strata::plot
