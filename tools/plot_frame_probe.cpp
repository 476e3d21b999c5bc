// strata-plot-frame-probe: measures issue 21's "the GUI stays at 60 frames per second while
// aggregation runs". It opens a table in the real MainWindow, plots every row (on a map, or as a
// scatter or density of the same latitude and longitude columns, or its first column as a
// line), waits for that first plot
// (which also brings the file into the page cache), then aggregates it again from scratch (the
// Reset button) while a timer on the GUI thread timestamps each of its ticks. The gap between
// two ticks is how long the event loop could not run: a gap over 16.7 ms is a frame missed.
// It prints the gaps' maximum, 99th percentile and count over 16.7 ms, the plot view's paint
// times and the aggregation's duration.
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "model/table/table_model.h"
#include "plot/plot_job.h"
#include "plot/plot_pane.h"
#include "plot/plot_view.h"
#include "table/table_pane.h"
#include "window_probe.h"

#include <QComboBox>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

constexpr double frameMs = 1000.0 / 60.0;

// Times each paint event of the widget it filters (by delivering the event itself).
class PaintTimer : public QObject {
public:
    std::vector<double> paintsMs;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() != QEvent::Paint || m_inside) {
            return false;
        }
        QElapsedTimer timer;
        timer.start();
        m_inside = true;
        watched->event(event);
        m_inside = false;
        paintsMs.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        return true;
    }

private:
    bool m_inside = false;
};

struct Summary {
    double max = 0;
    double p99 = 0;
    double mean = 0;
    std::size_t overFrame = 0;
};

Summary summarise(std::vector<double> ms) {
    Summary s;
    if (ms.empty()) {
        return s;
    }
    std::sort(ms.begin(), ms.end());
    s.max = ms.back();
    s.p99 = ms[std::min(ms.size() - 1, ms.size() * 99 / 100)];
    for (double m : ms) {
        s.mean += m / static_cast<double>(ms.size());
        s.overFrame += m > frameMs ? 1 : 0;
    }
    return s;
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("StrataPlotFrameProbe"));
    const QStringList arguments = QApplication::arguments();
    if (arguments.size() < 2) {
        std::printf("usage: strata-plot-frame-probe FILE [density|scatter|map|line] [TICK_MS]\n"
                    "  TICK_MS: the GUI-thread timer's interval, 0 (default: every loop pass) "
                    "or 16 (a 60 Hz animation)\n");
        return 2;
    }
    const QString path = arguments[1];
    const QString kind = arguments.size() > 2 ? arguments[2] : QStringLiteral("density");
    const int tickMs = arguments.size() > 3 ? arguments[3].toInt() : 0;

    strata::gui::MainWindow window;
    window.resize(1400, 900);
    window.show();
    if (!window.openFile(path)) {
        std::printf("cannot open %s\n", qPrintable(path));
        return 1;
    }
    strata::tools::waitUntilLoaded(*window.currentSession());
    strata::gui::TablePane* tables = window.tablePane();
    strata::tools::waitUntil([tables] { return tables->currentModel() != nullptr; });
    std::printf("table: %llu rows\n",
                static_cast<unsigned long long>(tables->currentModel()->totalRows()));

    // The table's context menu: "Plot Column" of the first column for a line, else "Plot on a
    // Map" (latitude against longitude) shown as the kind asked for.
    if (kind == QStringLiteral("line")) {
        emit tables->plotRequested(0, false);
    } else {
        emit tables->mapRequested();
    }
    strata::gui::PlotPane* pane = window.plotPane();
    if (kind != QStringLiteral("map") && kind != QStringLiteral("line")) {
        QComboBox* kinds = pane->kindPicker();
        kinds->setCurrentIndex(kinds->findText(kind, Qt::MatchFixedString));
    }
    strata::gui::PlotJob* job = pane->job();
    const auto waitForPlot = [job] {
        strata::tools::waitUntil([job] { return !job->isRunning(); });
    };
    waitForPlot();
    // The dock settles to its size and the plot is aggregated again for it (after 150 ms).
    QElapsedTimer settle;
    settle.start();
    strata::tools::waitUntil([&settle] { return settle.elapsed() > 400; });
    waitForPlot();
    std::printf("plot: %s of %s against %s, %dx%d\n", qPrintable(pane->kindPicker()->currentText()),
                qPrintable(pane->yPicker()->currentText()),
                qPrintable(pane->xPicker()->currentText()), pane->view()->width(),
                pane->view()->height());

    PaintTimer paints;
    pane->view()->installEventFilter(&paints);
    std::vector<double> gapsMs;
    QElapsedTimer sinceTick;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(tickMs);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        gapsMs.push_back(static_cast<double>(sinceTick.nsecsElapsed()) / 1e6);
        sinceTick.start();
    });

    QElapsedTimer aggregation;
    double aggregationS = 0;
    QObject::connect(job, &strata::gui::PlotJob::finished,
                     [&] { aggregationS = strata::tools::secondsSince(aggregation); });
    aggregation.start();
    sinceTick.start();
    ticker.start();
    pane->resetView(); // aggregates every row again, its ranges fitted
    waitForPlot();
    ticker.stop();

    const Summary gaps = summarise(gapsMs);
    const Summary paint = summarise(paints.paintsMs);
    std::printf("aggregation: %.3f s (fitting the ranges, then folding every row)\n", aggregationS);
    std::printf("event-loop gaps (timer every %d ms): %zu ticks, max %.2f ms, p99 %.2f ms, "
                "mean %.2f ms, %zu over 16.7 ms\n",
                tickMs, gapsMs.size(), gaps.max, gaps.p99, gaps.mean, gaps.overFrame);
    std::printf("plot view paints: %zu, max %.2f ms, p99 %.2f ms, mean %.2f ms\n",
                paints.paintsMs.size(), paint.max, paint.p99, paint.mean);
    return 0;
}
