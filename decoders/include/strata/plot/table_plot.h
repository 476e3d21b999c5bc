#pragma once

#include "strata/job_control.h"
#include "strata/plot/density_grid.h"
#include "strata/plot/line_aggregate.h"
#include "strata/query_expression.h"
#include "strata/table.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <variant>
#include <vector>

namespace strata::plot {

enum class PlotKind {
    Line,    // y against x (the row number, or a column), min and max per pixel column
    Scatter, // y against x, a point per pixel holding any, optionally coloured by a column
    Density, // y against x, pixels coloured by how many points they hold (a 2-D histogram)
};

// What to plot of a table and the part of the plane to show, in pixels.
struct PlotRequest {
    PlotKind kind = PlotKind::Line;
    std::optional<std::size_t> xColumn; // nullopt: the row number
    std::size_t yColumn = 0;
    std::optional<std::size_t> colourColumn; // scatter only
    AxisRange x;
    AxisRange y; // a line's aggregate holds every y; its plot shows this range
    std::uint32_t width = 0;
    std::uint32_t height = 0;
    bool keepRows = true;   // keep a row per pixel, for clicks
    QueryExpression filter; // the rows plotted (a filtered view); the others are not counted
};

// A request's aggregate: a LineAggregate for lines, a DensityGrid for scatter and density.
using PlotAggregate = std::variant<LineAggregate, DensityGrid>;
PlotAggregate emptyAggregate(const PlotRequest& request);
void mergeAggregate(PlotAggregate& into, const PlotAggregate& later);
// Points drawn, left out as missing, and outside the ranges.
std::uint64_t drawnPoints(const PlotAggregate& aggregate);
std::uint64_t missingPoints(const PlotAggregate& aggregate);

// The blocks whose points may fall in the request's x range (and y range, but for lines): a
// block is left out when the bounds the file stores for a plotted column (Table::blockBounds:
// COLE page statistics, ODB-2 codec min/max, AT-1 zone maps), or the block's row numbers,
// lie wholly outside, or when the request's filter cannot match a row of it.
std::vector<std::size_t> blocksInView(const Table& table, const PlotRequest& request);

// The smallest and largest finite value of a column (NaN, NaN when it has none): from the
// bounds the file stores when every block has them, else by decoding the column.
struct ValueRange {
    double min = std::numeric_limits<double>::quiet_NaN();
    double max = std::numeric_limits<double>::quiet_NaN();
};
ValueRange columnRange(const Table& table, std::size_t column, const JobControl& control);
// The range that shows `values` whole: around them with a fortieth of the span to spare either
// side.
AxisRange fittedRange(const ValueRange& values);
// Sets the request's ranges to show every point: x from 0 to the row count for row numbers,
// else the columns' ranges with a fortieth to spare either side (y too for scatter and density;
// a line's y follows its aggregate).
void fitRanges(const Table& table, PlotRequest& request, const JobControl& control);

struct PlotScanOutcome {
    std::size_t blockCount = 0;
    std::size_t skippedBlocks = 0; // by stored bounds
    std::size_t damagedBlocks = 0; // blocks that reported diagnostics (their bad cells missing)
    bool cancelled = false;
};

// Aggregates a table's blocks in view on worker threads (the block pipeline), decoding only the
// plotted columns. Each worker folds the blocks it decodes into an aggregate of its own, so no
// point waits for a lock; snapshot() merges them, from any thread, while the scan runs (a plot
// fills in as blocks arrive) or after.
class PlotFold {
public:
    explicit PlotFold(PlotRequest request);
    ~PlotFold();
    PlotFold(const PlotFold&) = delete;
    PlotFold& operator=(const PlotFold&) = delete;

    const PlotRequest& request() const { return m_request; }
    // Progress counts rows (skipped blocks included); stops when control is cancelled.
    PlotScanOutcome run(const Table& table, const JobControl& control);
    PlotAggregate snapshot() const;

private:
    struct Slot;
    Slot& lease();

    PlotRequest m_request;
    mutable std::mutex m_slotsMutex;
    mutable std::atomic<int> m_snapshotsWaiting{0}; // workers pause between pieces for them
    std::vector<std::unique_ptr<Slot>> m_slots;
};

} // namespace strata::plot
