#include "strata/plot/table_plot.h"
#include "support/memory_table.h"

#include <gtest/gtest.h>

namespace strata::plot {
namespace {

using test::MemoryTable;

// Block b holds rows 100b .. 100b + 99 with x = row, y = 2 * row, and every 10th y missing.
MemoryTable diagonalTable(std::size_t blockCount) {
    std::vector<BlockData> blocks;
    for (std::size_t b = 0; b < blockCount; ++b) {
        BlockData block;
        ColumnData x(LogicalType::Int64);
        ColumnData y(LogicalType::Float64);
        for (std::int64_t r = 0; r < 100; ++r) {
            const std::int64_t row = static_cast<std::int64_t>(b) * 100 + r;
            x.appendInt(row);
            if (r % 10 == 9) {
                y.appendMissing();
            } else {
                y.appendDouble(2.0 * row);
            }
        }
        block.columns.push_back(std::move(x));
        block.columns.push_back(std::move(y));
        block.rowCount = 100;
        blocks.push_back(std::move(block));
    }
    return MemoryTable({{"x", LogicalType::Int64, "", {}}, {"y", LogicalType::Float64, "", {}}},
                       std::move(blocks));
}

TEST(TablePlot, AScatterOfEveryBlockPutsEachRowOnTheDiagonal) {
    const MemoryTable table = diagonalTable(4);
    PlotRequest request;
    request.kind = PlotKind::Scatter;
    request.xColumn = 0;
    request.yColumn = 1;
    request.width = 40;
    request.height = 40;
    fitRanges(table, request, {});
    // The columns' ranges with a fortieth to spare either side.
    EXPECT_DOUBLE_EQ(request.x.min, -399.0 / 40);
    EXPECT_DOUBLE_EQ(request.x.max, 399 + 399.0 / 40);
    EXPECT_DOUBLE_EQ(request.y.min, -796.0 / 40);
    EXPECT_DOUBLE_EQ(request.y.max, 796 + 796.0 / 40);

    PlotFold fold(request);
    const PlotScanOutcome outcome = fold.run(table, {});
    EXPECT_FALSE(outcome.cancelled);
    EXPECT_EQ(outcome.skippedBlocks, 0U);
    const auto grid = std::get<DensityGrid>(fold.snapshot());
    EXPECT_EQ(grid.drawn(), 360U);
    EXPECT_EQ(grid.missing(), 40U);
    // Every point lies on the diagonal: pixel column c and pixel row r agree within one.
    std::uint64_t counted = 0;
    for (std::uint32_t r = 0; r < 40; ++r) {
        for (std::uint32_t c = 0; c < 40; ++c) {
            if (grid.count(c, r) != 0) {
                EXPECT_LE(std::abs(static_cast<int>(c) - static_cast<int>(r)), 1) << c << "," << r;
                const auto row = grid.rowAt(c, r);
                ASSERT_TRUE(row.has_value());
                // The kept row's point (x = row) lies in the pixel's column.
                EXPECT_EQ(static_cast<std::uint32_t>(request.x.fraction(*row) * 40), c);
            }
            counted += grid.count(c, r);
        }
    }
    EXPECT_EQ(counted, 360U);
}

TEST(TablePlot, BlocksWhoseStoredBoundsMissTheViewAreSkipped) {
    MemoryTable table = diagonalTable(4);
    for (std::size_t b = 0; b < 4; ++b) {
        const auto first = static_cast<std::int64_t>(b * 100);
        table.setBounds(b, 0, {first, first + 99});
    }
    PlotRequest request;
    request.kind = PlotKind::Density;
    request.xColumn = 0;
    request.yColumn = 1;
    request.x = {150, 250};
    request.y = {0, 1000};
    request.width = 10;
    request.height = 10;
    EXPECT_EQ(blocksInView(table, request), (std::vector<std::size_t>{1, 2}));

    PlotFold fold(request);
    const PlotScanOutcome outcome = fold.run(table, {});
    EXPECT_EQ(outcome.skippedBlocks, 2U);
    const auto grid = std::get<DensityGrid>(fold.snapshot());
    // Rows 150..250 are in view, less the missing y of 159, 169, ..., 249; the 20 rows of
    // blocks 1 and 2 with a missing y are missing wherever their x lies.
    EXPECT_EQ(grid.drawn(), 101U - 10U);
    EXPECT_EQ(grid.missing(), 20U);
    EXPECT_EQ(grid.outside(), 200U - 91U - 20U);

    // The column's range comes from the stored bounds alone.
    EXPECT_DOUBLE_EQ(columnRange(table, 0, {}).min, 0.0);
    EXPECT_DOUBLE_EQ(columnRange(table, 0, {}).max, 399.0);
}

TEST(TablePlot, ALineAgainstRowNumbersSkipsBlocksOutsideTheRows) {
    const MemoryTable table = diagonalTable(5);
    PlotRequest request;
    request.kind = PlotKind::Line;
    request.yColumn = 1;
    request.width = 5;
    fitRanges(table, request, {});
    EXPECT_EQ(request.x, (AxisRange{0, 500}));
    request.x = {100, 200}; // rows 100..200: blocks 1 and 2
    EXPECT_EQ(blocksInView(table, request), (std::vector<std::size_t>{1, 2}));
    PlotFold fold(request);
    fold.run(table, {});
    const auto line = std::get<LineAggregate>(fold.snapshot());
    // Pixel column 0 covers rows 100..119: y from 200 to 2 * 118 (119 is missing).
    EXPECT_DOUBLE_EQ(line.columns()[0].min, 200.0);
    EXPECT_DOUBLE_EQ(line.columns()[0].max, 236.0);
    EXPECT_EQ(line.columns()[0].rowOfMax, 118U);
    // Row 200 (the range's end) is in the last column.
    EXPECT_DOUBLE_EQ(line.columns()[4].max, 400.0);
}

TEST(TablePlot, ACancelledScanStopsAndSaysSo) {
    const MemoryTable table = diagonalTable(50);
    PlotRequest request;
    request.yColumn = 1;
    request.width = 10;
    fitRanges(table, request, {});
    std::atomic<bool> cancel{true};
    JobControl control;
    control.cancel = &cancel;
    PlotFold fold(request);
    EXPECT_TRUE(fold.run(table, control).cancelled);
    EXPECT_LT(drawnPoints(fold.snapshot()), 5000U);
}

} // namespace
} // namespace strata::plot
