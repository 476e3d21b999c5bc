// Plot aggregation (issue 21, point 7): 100 M points into a 1000 x 600 density image at
// >= 200 M points/s on two cores. The points come as blocks of a million, as a table's blocks
// do: two workers each fold every other block into a grid of their own, and the two grids are
// merged, as the plot pane folds its workers' grids. The points are a few Gaussian clusters over
// a uniform background, spread over the whole image, so the counts are written all over it.
#include "strata/format_registry.h"
#include "strata/plot/density_grid.h"
#include "strata/plot/table_plot.h"
#include "support/cole_bytes_writer.h"

#include <benchmark/benchmark.h>
#include <random>
#include <thread>

namespace {

using strata::plot::DensityGrid;
using strata::plot::PlotValues;

constexpr std::size_t blockPoints = 1'000'000;
constexpr std::size_t distinctBlocks = 8;
constexpr std::size_t totalBlocks = 100;

struct PointBlock {
    strata::ColumnData x{strata::LogicalType::Float64};
    strata::ColumnData y{strata::LogicalType::Float64};
};

const std::vector<PointBlock>& pointBlocks() {
    static const std::vector<PointBlock> blocks = [] {
        std::mt19937_64 random(21);
        std::uniform_real_distribution<double> uniform(0.0, 1.0);
        std::normal_distribution<double> normal(0.0, 1.0);
        std::vector<PointBlock> made(distinctBlocks);
        for (PointBlock& block : made) {
            block.x.reserve(blockPoints);
            block.y.reserve(blockPoints);
            for (std::size_t i = 0; i < blockPoints; ++i) {
                if (i % 4 == 0) {
                    block.x.appendDouble(uniform(random) * 360.0 - 180.0);
                    block.y.appendDouble(uniform(random) * 180.0 - 90.0);
                } else {
                    const double cluster = static_cast<double>(i % 7);
                    block.x.appendDouble(cluster * 45.0 - 150.0 + normal(random) * 12.0);
                    block.y.appendDouble(cluster * 20.0 - 60.0 + normal(random) * 8.0);
                }
            }
        }
        return made;
    }();
    return blocks;
}

void aggregate(benchmark::State& state, DensityGrid::Keep keep) {
    const std::vector<PointBlock>& blocks = pointBlocks();
    const strata::plot::AxisRange xRange{-180.0, 180.0};
    const strata::plot::AxisRange yRange{-90.0, 90.0};
    for (auto _ : state) {
        DensityGrid grids[2] = {{xRange, yRange, 1000, 600, keep},
                                {xRange, yRange, 1000, 600, keep}};
        auto fold = [&](unsigned worker) {
            for (std::size_t b = worker; b < totalBlocks; b += 2) {
                const PointBlock& block = blocks[b % distinctBlocks];
                grids[worker].add(PlotValues::of(block.x), PlotValues::of(block.y), nullptr,
                                  b * blockPoints);
            }
        };
        std::thread second(fold, 1U);
        fold(0);
        second.join();
        grids[0].merge(grids[1]);
        if (grids[0].drawn() + grids[0].outside() != totalBlocks * blockPoints) {
            state.SkipWithError("points were lost");
        }
        benchmark::DoNotOptimize(grids[0].counts().data());
    }
    state.SetItemsProcessed(
        static_cast<std::int64_t>(state.iterations() * totalBlocks * blockPoints));
}

void BM_PlotDensity100MPoints(benchmark::State& state) {
    aggregate(state, {.colour = false, .rows = false});
}
BENCHMARK(BM_PlotDensity100MPoints)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

// With a row kept per pixel, as the pane keeps them for clicks.
void BM_PlotDensityWithRows100MPoints(benchmark::State& state) {
    aggregate(state, {.colour = false, .rows = true});
}
BENCHMARK(BM_PlotDensityWithRows100MPoints)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(3);

// Zoom and pan (issue 21, point 7: under 50 ms): a scatter of 2 M points in a COLE file of 8 row
// groups of 250,000 (x and y normal around 0, so every group spans the view and none is skipped)
// re-aggregated for a view panned by a tenth, zoomed in twice and zoomed back out, as PlotView
// asks PlotJob when the user moves the plot: every block in view decoded (the plotted columns
// only) and folded into a 1000 x 600 grid on the workers, keeping a row per pixel for clicks.
const strata::Document& scatterDocument() {
    static const strata::Document document = [] {
        using strata::test::ColeBytesWriter;
        ColeBytesWriter writer;
        writer.addColumn("x", ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Plain);
        writer.addColumn("y", ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Plain);
        std::mt19937_64 random(7);
        std::normal_distribution<double> normal(0.0, 1000.0);
        for (int group = 0; group < 8; ++group) {
            std::vector<std::int64_t> xs;
            std::vector<std::int64_t> ys;
            for (int i = 0; i < 250'000; ++i) {
                xs.push_back(static_cast<std::int64_t>(normal(random)));
                ys.push_back(static_cast<std::int64_t>(normal(random)));
            }
            writer.addRowGroup({xs, ys});
        }
        return strata::openDocument(strata::ByteSource::fromBuffer(writer.finish(), "scatter.col"));
    }();
    return document;
}

void reaggregate(benchmark::State& state, double pan, double zoom) {
    const strata::Table& table = *scatterDocument().tables.at(0);
    strata::plot::PlotRequest request;
    request.kind = strata::plot::PlotKind::Scatter;
    request.xColumn = 0;
    request.yColumn = 1;
    request.width = 1000;
    request.height = 600;
    strata::plot::fitRanges(table, request, {});
    request.x = request.x.panned(pan).zoomed(0.5, zoom);
    request.y = request.y.panned(-pan / 2.0).zoomed(0.5, zoom);
    std::uint64_t drawn = 0;
    for (auto _ : state) {
        strata::plot::PlotFold fold(request);
        if (fold.run(table, {}).cancelled) {
            state.SkipWithError("cancelled");
        }
        drawn = strata::plot::drawnPoints(fold.snapshot());
    }
    state.counters["points in view"] = static_cast<double>(drawn);
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * table.rowCount()));
}

void BM_PlotScatter2MPointsPan(benchmark::State& state) {
    reaggregate(state, 0.1, 1.0);
}
BENCHMARK(BM_PlotScatter2MPointsPan)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_PlotScatter2MPointsZoomIn(benchmark::State& state) {
    reaggregate(state, 0.0, 0.5);
}
BENCHMARK(BM_PlotScatter2MPointsZoomIn)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace
