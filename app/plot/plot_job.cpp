#include "plot/plot_job.h"

#include "plot/render/map_figure.h"
#include "plot/render/table_figure.h"

namespace strata::gui {

void PlotJob::start(std::shared_ptr<const Table> table, plot::PlotRequest request, bool fitRanges,
                    QSize size, QFont font, bool map) {
    std::uint64_t generation = 0;
    {
        std::lock_guard lock(m_mutex);
        m_fold.reset();
        generation = ++m_generation;
    }
    auto outcome = std::make_shared<plot::PlotScanOutcome>();
    // The fold is shown once its ranges are known, unless a later start replaced the run.
    auto publish = [this, generation](std::shared_ptr<plot::PlotFold> fold) {
        std::lock_guard lock(m_mutex);
        if (generation == m_generation) {
            m_fold = std::move(fold);
        }
    };
    launch(
        table->rowCount(),
        [table, request, fitRanges, size, font, map, outcome,
         publish](SharedProgress& progress) mutable {
            const JobControl control = progress.control();
            if (map) {
                // A map shows the points' extent at first, then what was zoomed to, a degree
                // as long both ways at the view's shape (map_figure.h).
                std::optional<plot::MapFrame> wanted;
                if (!fitRanges) {
                    wanted = plot::MapFrame{request.x, request.y, 0, 0};
                }
                const plot::MapFrame frame =
                    mapFrameFor(*table, request, wanted, size, font, control);
                plot::PlotRequest picked = std::move(request);
                request = mapRequest({picked.yColumn, *picked.xColumn}, picked.colourColumn, frame);
                request.keepRows = picked.keepRows;
                request.filter = std::move(picked.filter);
            } else {
                if (fitRanges) {
                    plot::fitRanges(*table, request, control);
                }
                sizeRequestFor(*table, request, size, font);
            }
            if (control.cancelled()) {
                outcome->cancelled = true;
                return;
            }
            auto fold = std::make_shared<plot::PlotFold>(request);
            publish(fold);
            *outcome = fold->run(*table, control);
        },
        [this, outcome] { m_outcome = *outcome; });
}

std::optional<PlotJob::Snapshot> PlotJob::snapshot() const {
    std::shared_ptr<plot::PlotFold> fold;
    {
        std::lock_guard lock(m_mutex);
        fold = m_fold;
    }
    if (!fold) {
        return std::nullopt;
    }
    return Snapshot{fold->request(), fold->snapshot()};
}

} // namespace strata::gui
