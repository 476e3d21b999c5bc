#include "strata/plot/colormap.h"
#include "strata/plot/plot_axis.h"

#include <gtest/gtest.h>
#include <limits>

namespace strata::plot {
namespace {

TEST(PlotAxis, TicksAreRoundStepsInsideTheRange) {
    const AxisTicks ticks = niceTicks({0.0, 100.0}, 6);
    EXPECT_DOUBLE_EQ(ticks.step, 20.0);
    EXPECT_EQ(ticks.values, (std::vector<double>{0, 20, 40, 60, 80, 100}));

    const AxisTicks fine = niceTicks({-0.13, 0.37}, 5);
    EXPECT_DOUBLE_EQ(fine.step, 0.1);
    ASSERT_EQ(fine.values.size(), 5U);
    EXPECT_NEAR(fine.values.front(), -0.1, 1e-12);
    EXPECT_NEAR(fine.values.back(), 0.3, 1e-12);

    // A step of 5: 1,000 to 3,400 in at most 5 ticks.
    EXPECT_DOUBLE_EQ(niceTicks({1000.0, 3400.0}, 5).step, 500.0);
}

TEST(PlotAxis, TickTextHasTheDecimalsItsStepNeeds) {
    EXPECT_EQ(tickText(20.0, 20.0), "20");
    EXPECT_EQ(tickText(0.30000000000000004, 0.1), "0.3");
    EXPECT_EQ(tickText(-0.05, 0.05), "-0.05");
    EXPECT_EQ(tickText(1.5e9, 5e8), "1.5e+09");
}

TEST(PlotAxis, DegenerateRangesAreWidened) {
    EXPECT_EQ(AxisRange::around(3.0, 3.0), (AxisRange{2.5, 3.5}));
    EXPECT_EQ(AxisRange::around(1000.0, 1000.0), (AxisRange{900.0, 1100.0}));
    EXPECT_EQ(AxisRange::around(5.0, 1.0), (AxisRange{1.0, 5.0}));
    const double nan = std::numeric_limits<double>::quiet_NaN();
    EXPECT_EQ(AxisRange::around(nan, nan), (AxisRange{0.0, 1.0}));
}

TEST(PlotAxis, ZoomKeepsTheAnchorAndPanMovesBySpan) {
    const AxisRange range{0.0, 100.0};
    // Zooming in by 2 about the value at a quarter (25) keeps 25 at a quarter.
    const AxisRange zoomed = range.zoomed(0.25, 0.5);
    EXPECT_DOUBLE_EQ(zoomed.min, 12.5);
    EXPECT_DOUBLE_EQ(zoomed.max, 62.5);
    EXPECT_DOUBLE_EQ(zoomed.fraction(25.0), 0.25);
    EXPECT_EQ(range.panned(0.1), (AxisRange{10.0, 110.0}));
    // Past what doubles resolve, zooming stops.
    const AxisRange tiny{1.0, 1.0 + 1e-13};
    EXPECT_EQ(tiny.zoomed(0.5, 0.01), tiny);
}

TEST(Colormap, RunsDarkBlueToYellowWithRisingLightness) {
    const Colormap& map = Colormap::viridis();
    // matplotlib's viridis starts at #440154 and ends at #fde725 (the fit is within 5/255).
    EXPECT_NEAR(map[0].r, 0x44, 5);
    EXPECT_NEAR(map[0].g, 0x01, 5);
    EXPECT_NEAR(map[0].b, 0x54, 5);
    EXPECT_NEAR(map[255].r, 0xfd, 5);
    EXPECT_NEAR(map[255].g, 0xe7, 5);
    EXPECT_NEAR(map[255].b, 0x25, 5);
    // Perceptually ordered: the luma (Rec. 601) never falls from one entry to the next.
    double previous = -1.0;
    for (std::size_t i = 0; i < Colormap::size; ++i) {
        const double luma = 0.299 * map[i].r + 0.587 * map[i].g + 0.114 * map[i].b;
        EXPECT_GE(luma, previous - 0.5) << "entry " << i;
        previous = luma;
    }
    EXPECT_EQ(map.at(0.0), map[0]);
    EXPECT_EQ(map.at(1.0), map[255]);
    EXPECT_EQ(map.at(2.0), map[255]);
    EXPECT_EQ(map.at(std::numeric_limits<double>::quiet_NaN()), map[0]);
    EXPECT_EQ(map.at(0.5), map[128]);
}

} // namespace
} // namespace strata::plot
