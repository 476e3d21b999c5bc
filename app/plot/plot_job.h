#pragma once

#include "gui/background_job.h"
#include "strata/plot/table_plot.h"

#include <QFont>
#include <QSize>
#include <memory>
#include <mutex>
#include <optional>

namespace strata::gui {

// Aggregates a table's plot in the background (BackgroundJob: progress in rows, cancel, a new
// start drops the running one). The ranges are fitted first when asked (a pass over the plotted
// columns, or none where the file stores their bounds), then every block in view is folded on
// the workers; snapshot() shows what has been folded so far, so the plot fills in as blocks
// arrive.
class PlotJob : public BackgroundJob {
    Q_OBJECT

public:
    using BackgroundJob::BackgroundJob;

    // Aggregates at the plot area of a picture of `size` painted with `font`, as laid out once
    // the ranges are known (their tick texts take room). A `map` aggregates latitude (y)
    // against longitude (x) over a map's frame (map_figure.h) rather than fitted ranges.
    void start(std::shared_ptr<const Table> table, plot::PlotRequest request, bool fitRanges,
               QSize size, QFont font, bool map = false);

    struct Snapshot {
        plot::PlotRequest request; // with its ranges fitted
        plot::PlotAggregate aggregate;
    };
    // What has been aggregated so far; nothing while the ranges are being fitted.
    std::optional<Snapshot> snapshot() const;
    // Once finished().
    const plot::PlotScanOutcome& outcome() const { return m_outcome; }

private:
    mutable std::mutex m_mutex;
    std::shared_ptr<plot::PlotFold> m_fold; // of the latest start, once its ranges are known
    std::uint64_t m_generation = 0;         // starts so far
    plot::PlotScanOutcome m_outcome;
};

} // namespace strata::gui
