// How fast the plot follows the user (issue 21, point 7): a scatter of 2 M points panned and
// zoomed. The view redraws at once with what it has, moved and scaled (well under 50 ms), and
// the aggregate of the new ranges replaces it when the workers have folded every block in view;
// both times are printed. The timings of the aggregate depend on the machine's load: the test
// asserts only the immediate redraw.
#include "gui/main_window.h"
#include "open_and_wait.h"
#include "plot/plot_job.h"
#include "plot/plot_pane.h"
#include "plot/plot_view.h"
#include "plot/render/table_figure.h"
#include "support/cole_bytes_writer.h"
#include "table/table_pane.h"

#include <QAction>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <random>

using namespace strata;
using namespace strata::gui;

class PlotSpeedTest : public QObject {
    Q_OBJECT

private slots:
    void panAndZoomATwoMillionPointScatter() {
        constexpr std::int64_t groups = 8;
        constexpr std::int64_t groupRows = 250'000;
        test::ColeBytesWriter writer;
        writer.addColumn("x", test::ColeBytesWriter::Type::Int64,
                         test::ColeBytesWriter::Encoding::Plain);
        writer.addColumn("y", test::ColeBytesWriter::Type::Int64,
                         test::ColeBytesWriter::Encoding::Plain);
        std::mt19937_64 random(7);
        std::normal_distribution<double> normal(0.0, 1000.0);
        for (std::int64_t g = 0; g < groups; ++g) {
            std::vector<std::int64_t> xs;
            std::vector<std::int64_t> ys;
            for (std::int64_t i = 0; i < groupRows; ++i) {
                xs.push_back(static_cast<std::int64_t>(normal(random)));
                ys.push_back(static_cast<std::int64_t>(normal(random)));
            }
            writer.addRowGroup({xs, ys});
        }
        const std::vector<std::byte> bytes = writer.finish();
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("points.col"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<qint64>(bytes.size()));
        file.close();

        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(test::openAndWait(window, path));
        QTableView* table = window.tablePane()->view();
        QTRY_VERIFY(table->model() != nullptr && table->model()->rowCount() > 0);
        table->setCurrentIndex(table->model()->index(0, 1));
        for (QAction* action : table->actions()) {
            if (action->text() == QStringLiteral("&Plot Column")) {
                action->trigger();
            }
        }
        PlotPane* pane = window.plotPane();
        // A plot area of about 1000 x 600 pixels, as in the aggregation benchmark.
        window.resize(1900, 1300);
        pane->view()->setMinimumSize(1080, 680);
        pane->kindPicker()->setCurrentIndex(static_cast<int>(PlotPane::Kind::Scatter));
        pane->xPicker()->setCurrentIndex(pane->xPicker()->findText(QStringLiteral("x")));
        QSignalSpy finished(pane->job(), &PlotJob::finished);
        QVERIFY(finished.wait(60000));
        PlotView* view = pane->view();
        QCOMPARE(plot::drawnPoints(*view->aggregate()), std::uint64_t{2'000'000});

        // While the workers aggregate, the GUI thread takes a snapshot and makes its picture
        // ten times a second: what that costs of each 16 ms frame.
        const auto& shown = window.tablePane()->currentModel()->sharedTable();
        QElapsedTimer snapshotTimer;
        snapshotTimer.start();
        constexpr int snapshots = 10;
        for (int i = 0; i < snapshots; ++i) {
            const auto snapshot = pane->job()->snapshot();
            QVERIFY(snapshot.has_value());
            const PlotFigure figure =
                tableFigure(*shown, snapshot->request, snapshot->aggregate, QLocale());
            QVERIFY(!figure.content.isNull());
        }
        qInfo("a snapshot and its picture (%dx%d pixels) take %.1f ms on the GUI thread",
              view->figure().content.width(), view->figure().content.height(),
              snapshotTimer.nsecsElapsed() / 1e6 / snapshots);

        // The moved and scaled picture is drawn at once, before the aggregate of the new ranges
        // is made: what the view shows is the new ranges over the old aggregate. How long that
        // takes is said, and measured by the plot benchmarks, not asserted here (a loaded
        // machine draws slower).
        auto timeRedraw = [&](const char* what, plot::AxisRange x, plot::AxisRange y) {
            QElapsedTimer timer;
            timer.start();
            const auto same = [](plot::AxisRange a, plot::AxisRange b) {
                return a.min == b.min && a.max == b.max;
            };
            const plot::AxisRange figureX = view->figure().x.range;
            const plot::AxisRange figureY = view->figure().y.range;
            view->setShownRanges(x, y);
            view->repaint(); // the moved and scaled picture, at once
            const qint64 immediate = timer.elapsed();
            const bool drawnAtOnce = same(view->shownX(), x) && same(view->shownY(), y) &&
                                     same(view->figure().x.range, figureX) &&
                                     same(view->figure().y.range, figureY);
            QSignalSpy done(pane->job(), &PlotJob::finished);
            const bool arrived = done.wait(60000);
            view->repaint();
            const qint64 aggregated = timer.elapsed();
            qInfo("%s: redrawn in %lld ms, re-aggregated and redrawn in %lld ms (%llu points "
                  "in view)",
                  what, static_cast<long long>(immediate), static_cast<long long>(aggregated),
                  static_cast<unsigned long long>(plot::drawnPoints(*view->aggregate())));
            return arrived && drawnAtOnce;
        };
        const plot::AxisRange x = view->shownX();
        const plot::AxisRange y = view->shownY();
        QVERIFY(timeRedraw("pan", x.panned(0.1), y.panned(-0.05)));
        QVERIFY(timeRedraw("zoom", x.zoomed(0.5, 0.5), y.zoomed(0.5, 0.5)));
        QVERIFY(timeRedraw("zoom out", x, y));
    }
};

QTEST_MAIN(PlotSpeedTest)
#include "plot_speed_test.moc"
