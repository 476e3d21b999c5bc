// The Plot dock in the real window (issue 21): opened from the table's context menu, a known
// diagonal and a known grid rendered offscreen and checked pixel by pixel, a click on a point
// selecting its row, the selected rows marked, zooming re-aggregating only the blocks in view,
// and the exports.
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "open_and_wait.h"
#include "plot/array_image_pane.h"
#include "plot/array_image_view.h"
#include "plot/plot_job.h"
#include "plot/plot_pane.h"
#include "plot/plot_view.h"
#include "plot/render/aggregate_image.h"
#include "plot/render/plot_layout.h"
#include "plot_dock_driver.h"
#include "plot_test_file.h"
#include "strata/plot/colormap.h"
#include "support/corpus.h"
#include "table/table_pane.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace strata;
using namespace strata::gui;
using strata::test::openAndWait;
using strata::test::tableAction;
using strata::test::waitForPlot;

namespace {

// Opens the test file, selects column `column` of row 0 and chooses Plot Column.
bool plotColumn(MainWindow& window, const QString& path, int column) {
    if (openAndWait(window, path) == nullptr) {
        return false;
    }
    QTableView* view = window.tablePane()->view();
    if (!QTest::qWaitFor(
            [view] { return view->model() != nullptr && view->model()->rowCount() > 0; }, 10000)) {
        return false;
    }
    view->setCurrentIndex(view->model()->index(0, column));
    QAction* plot = tableAction(window, QStringLiteral("&Plot Column"));
    if (plot == nullptr) {
        return false;
    }
    plot->trigger();
    return waitForPlot(window.plotPane());
}

void choose(QComboBox* picker, const QString& text) {
    picker->setCurrentIndex(picker->findText(text));
}

// The pixel a data point is painted in: the one whose square holds its position (y grows
// upwards in data, so a point on a pixel boundary lies in the pixel above it).
QPoint pixelOf(const PlotView* view, double x, double y) {
    const QPointF at = view->positionOf(x, y);
    return {static_cast<int>(std::floor(at.x())), static_cast<int>(std::ceil(at.y())) - 1};
}

bool isPlotColour(QRgb pixel) {
    return (pixel & 0xffffff) == (plotColour.rgb() & 0xffffff);
}

// Distance from p to the segment a-b.
double distanceToSegment(QPointF p, QPointF a, QPointF b) {
    const QPointF ab = b - a;
    const double t =
        std::clamp(QPointF::dotProduct(p - a, ab) / QPointF::dotProduct(ab, ab), 0.0, 1.0);
    const QPointF nearest = a + t * ab;
    return std::hypot(p.x() - nearest.x(), p.y() - nearest.y());
}

} // namespace

class PlotPaneTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_folder;
    QString m_path;

private slots:
    void initTestCase() {
        m_path = m_folder.filePath(QStringLiteral("plot.col"));
        QVERIFY(test::writePlotTestFile(m_path));
    }

    // The plot dock follows the tab in front (issue 41, item 5): an image of one file's array
    // does not stay over another file; a new array's tab shows its own image; a file's columns
    // are listed for X and Y.
    void theDockFollowsTheTabInFront() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        const QString array =
            QString::fromStdString(test::corpusPath("blosc2/frames/array_2d_f64.b2nd").string());
        QVERIFY(test::openAndWait(window, array) != nullptr);
        PlotPane* plot = window.plotPane();
        QVERIFY(plot->table() != nullptr);
        emit window.tablePane()->imageRequested();
        plot->imagePane()->waitForPlane();
        QCOMPARE(plot->imagePane()->view()->plane().width, 130u);

        FileSession* odb = test::openAndWait(
            window,
            QString::fromStdString(test::corpusPath("odb2/odb/capi_bitfields.odb").string()));
        QVERIFY(odb != nullptr);
        QCOMPARE(plot->table(), odb->document()->tables.at(0));
        QCOMPARE(plot->xPicker()->count(),
                 1 + static_cast<int>(odb->document()->tables.at(0)->columns().size()));
        QCOMPARE(plot->imagePane()->view()->plane().width, 0u); // no array: no image

        FileSession* second = test::openAndWait(window, array);
        QVERIFY(second != nullptr);
        QCOMPARE(plot->table(), second->document()->tables.at(0));
        plot->imagePane()->waitForPlane();
        QCOMPARE(plot->imagePane()->view()->plane().width, 130u);
    }

    void lineOfAColumnAgainstItsRows() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(plotColumn(window, m_path, 1));
        PlotPane* pane = window.plotPane();
        QVERIFY(pane->isVisible());
        QCOMPARE(pane->kindPicker()->currentIndex(), 0);
        QCOMPARE(pane->xPicker()->currentText(), QStringLiteral("Row number"));
        QCOMPARE(pane->yPicker()->currentText(), QStringLiteral("y"));
        const PlotFigure& figure = pane->view()->figure();
        QCOMPARE(figure.y.title, QStringLiteral("y"));
        QCOMPARE(figure.x.range.min, 0.0);
        QCOMPARE(figure.x.range.max, 1000.0);
        QVERIFY2(figure.caption.contains(QStringLiteral("points in view")),
                 qPrintable(figure.caption));
        const auto& line = std::get<plot::LineAggregate>(*pane->view()->aggregate());
        QCOMPARE(line.drawn(), 1000U);
        QCOMPARE(line.yMin(), 0.0);
        QCOMPARE(line.yMax(), 999.0);
        // y = row: the stroke passes through (row, row) along the whole line.
        const QImage image = pane->view()->grab().toImage();
        for (int row = 50; row < 1000; row += 100) {
            const QPointF at = pane->view()->positionOf(row, row);
            bool found = false;
            for (int dy = -2; dy <= 2 && !found; ++dy) {
                for (int dx = -2; dx <= 2 && !found; ++dx) {
                    found = isPlotColour(image.pixel(qRound(at.x()) + dx, qRound(at.y()) + dy));
                }
            }
            QVERIFY2(found, qPrintable(QStringLiteral("no line at row %1").arg(row)));
        }
    }

    // Issue 20: the table's filtered view feeds the plot; clearing the filter plots every row.
    void aPlotShowsTheRowsTheTableFilterKeeps() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(plotColumn(window, m_path, 1));
        PlotPane* pane = window.plotPane();
        TablePane* table = window.tablePane();
        QTest::keyClicks(table->filterEdit(), QStringLiteral("gx = 30 AND y >= 600"));
        QTest::keyClick(table->filterEdit(), Qt::Key_Return);
        QTRY_VERIFY(table->filterStatus()->text().startsWith(QStringLiteral("40 of 1000")));
        QVERIFY(waitForPlot(pane));
        // Rows 603, 613, ..., 993: 40 points, and blocks 0 and 1 (rows 0..499) are skipped by
        // their stored y bounds.
        const auto& line = std::get<plot::LineAggregate>(*pane->view()->aggregate());
        QCOMPARE(line.drawn(), 40U);
        QCOMPARE(line.yMin(), 603.0);
        QCOMPARE(line.yMax(), 993.0);
        QCOMPARE(pane->job()->outcome().skippedBlocks, std::size_t{2});

        table->clearFilter();
        QTest::qWait(10);
        QVERIFY(waitForPlot(pane));
        QCOMPARE(std::get<plot::LineAggregate>(*pane->view()->aggregate()).drawn(), 1000U);
    }

    void scatterOfTheDiagonalPaintsItAndNothingElse() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(plotColumn(window, m_path, 1));
        PlotPane* pane = window.plotPane();
        choose(pane->kindPicker(), QStringLiteral("Scatter"));
        choose(pane->xPicker(), QStringLiteral("x"));
        QVERIFY(waitForPlot(pane));
        PlotView* view = pane->view();
        const auto& grid = std::get<plot::DensityGrid>(*view->aggregate());
        QCOMPARE(grid.drawn(), 1000U);
        QCOMPARE(grid.missing(), 0U);

        const QImage image = view->grab().toImage();
        const QPointF first = view->positionOf(0, 0);
        const QPointF last = view->positionOf(999, 999);
        // Points where the data are...
        for (int i = 0; i < 1000; i += 37) {
            const QPointF at = view->positionOf(i, i);
            QVERIFY2(isPlotColour(image.pixel(at.toPoint())),
                     qPrintable(QStringLiteral("no point for row %1").arg(i)));
        }
        // ...and none elsewhere: every pixel of the points' colour lies on the diagonal.
        const QRect area = view->plotArea(view->figure());
        int painted = 0;
        for (int y = area.top(); y <= area.bottom(); ++y) {
            for (int x = area.left(); x <= area.right(); ++x) {
                if (isPlotColour(image.pixel(x, y))) {
                    ++painted;
                    QVERIFY2(
                        distanceToSegment(QPointF(x, y), first, last) < 3.0,
                        qPrintable(
                            QStringLiteral("a point off the diagonal at %1, %2").arg(x).arg(y)));
                }
            }
        }
        QVERIFY(painted > area.width() / 2);
    }

    void densityOfTheGridCountsTenRowsPerPoint() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(plotColumn(window, m_path, 3));
        PlotPane* pane = window.plotPane();
        choose(pane->kindPicker(), QStringLiteral("Density"));
        choose(pane->xPicker(), QStringLiteral("gx"));
        QVERIFY(waitForPlot(pane));
        PlotView* view = pane->view();
        const auto& grid = std::get<plot::DensityGrid>(*view->aggregate());
        int filled = 0;
        for (const std::uint32_t count : grid.counts()) {
            if (count != 0) {
                ++filled;
                QCOMPARE(count, 10U);
            }
        }
        QCOMPARE(filled, 100);
        QVERIFY(view->figure().colourBar.has_value());
        QCOMPARE(view->figure().colourBar->max, 10.0);

        const QImage image = view->grab().toImage();
        const QRgb top = qRgb(plot::Colormap::viridis()[255].r, plot::Colormap::viridis()[255].g,
                              plot::Colormap::viridis()[255].b);
        for (int gx = 0; gx < 100; gx += 10) {
            for (int gy = 0; gy < 100; gy += 10) {
                // Every grid point holds the most points: the colour bar's top colour.
                QCOMPARE(image.pixel(pixelOf(view, gx, gy)) & 0xffffff, top & 0xffffff);
                // Halfway between points (ticks fall on multiples of 10 or 20), nothing.
                if (gx < 90 && gy < 90) {
                    QCOMPARE(image.pixel(pixelOf(view, gx + 5, gy + 5)) & 0xffffff, 0xffffffU);
                }
            }
        }
    }

    void clickingAPointSelectsItsRowAndSelectedRowsAreMarked() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(plotColumn(window, m_path, 3));
        PlotPane* pane = window.plotPane();
        choose(pane->kindPicker(), QStringLiteral("Scatter"));
        choose(pane->xPicker(), QStringLiteral("gx"));
        QVERIFY(waitForPlot(pane));
        // The point (30, 70) is held by rows 73, 173, ..., 973.
        const QPoint at = pane->view()->positionOf(30, 70).toPoint();
        QTest::mouseClick(pane->view(), Qt::LeftButton, {}, at);
        QTRY_VERIFY(window.lastSelection().cell.has_value());
        const quint64 row = window.lastSelection().cell->row;
        QCOMPARE(row % 100, 73U);
        // The table shows its first 1,000 rows in one page: the current row is the row.
        QCOMPARE(static_cast<quint64>(window.tablePane()->view()->currentIndex().row()), row);
        // The row clicked is marked in the plot, at its point.
        QTRY_VERIFY(pane->view()->markedPoints().size() == 1 &&
                    pane->view()->markedPoints().front() == QPointF(30, 70));

        // Selecting a row in the table marks its point.
        QTableView* table = window.tablePane()->view();
        table->setCurrentIndex(table->model()->index(42, 0)); // gx = 20, gy = 40
        QTRY_VERIFY(!pane->view()->markedPoints().empty() &&
                    pane->view()->markedPoints().back() == QPointF(20, 40));
    }

    void zoomingAggregatesOnlyTheBlocksInView() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(plotColumn(window, m_path, 1));
        PlotPane* pane = window.plotPane();
        choose(pane->kindPicker(), QStringLiteral("Scatter"));
        choose(pane->xPicker(), QStringLiteral("x"));
        QVERIFY(waitForPlot(pane));
        QCOMPARE(pane->job()->outcome().skippedBlocks, std::size_t{0});
        // Rows 0..200 lie in the first row group: the page statistics of x rule out the rest.
        pane->view()->setShownRanges({0, 200}, {0, 200});
        QVERIFY(waitForPlot(pane));
        QCOMPARE(pane->job()->outcome().skippedBlocks, std::size_t{3});
        const auto& grid = std::get<plot::DensityGrid>(*pane->view()->aggregate());
        QCOMPARE(grid.drawn(), 201U);
        QCOMPARE(pane->view()->figure().x.range, (plot::AxisRange{0, 200}));

        // The wheel zooms about the pointer; a double click shows everything again.
        const QPoint centre = pane->view()->positionOf(100, 100).toPoint();
        QWheelEvent wheel(centre, pane->view()->mapToGlobal(centre), {}, {0, 120}, Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(pane->view(), &wheel);
        QVERIFY(waitForPlot(pane));
        QVERIFY(pane->view()->figure().x.range.span() < 200.0 * 0.85);
        QVERIFY(pane->view()->figure().x.range.contains(100));
        QTest::mouseDClick(pane->view(), Qt::LeftButton, {}, centre);
        QVERIFY(waitForPlot(pane));
        QVERIFY(pane->view()->figure().x.range.contains(0));
        QVERIFY(pane->view()->figure().x.range.contains(999));
    }

    // A drag moves the data with the mouse; a Shift+drag zooms into the rectangle drawn; both
    // re-aggregate the new ranges.
    void dragPansAndShiftDragZoomsIntoTheRectangle() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(plotColumn(window, m_path, 1));
        PlotPane* pane = window.plotPane();
        choose(pane->kindPicker(), QStringLiteral("Scatter"));
        choose(pane->xPicker(), QStringLiteral("x"));
        QVERIFY(waitForPlot(pane));
        PlotView* view = pane->view();
        view->setShownRanges({0, 200}, {0, 200});
        QVERIFY(waitForPlot(pane));
        auto send = [&](QEvent::Type type, QPointF at, Qt::MouseButtons buttons,
                        Qt::KeyboardModifiers modifiers) {
            QMouseEvent event(type, at, view->mapToGlobal(at),
                              type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton, buttons,
                              modifiers);
            QCoreApplication::sendEvent(view, &event);
        };
        // A data unit is about 3 pixels here: within 2 units is within a pixel or so.
        auto near = [](const plot::AxisRange& range, double min, double max) {
            return std::abs(range.min - min) < 2.0 && std::abs(range.max - max) < 2.0;
        };
        // The diagonal's points (i, i) inside both ranges shown.
        auto onDiagonal = [&] {
            const double low = std::max(view->figure().x.range.min, view->figure().y.range.min);
            const double high = std::min(view->figure().x.range.max, view->figure().y.range.max);
            return static_cast<std::uint64_t>(std::floor(high) - std::ceil(low) + 1);
        };

        // Drag the point at (100, 100) to where (50, 70) was: the view moves 50 right, 30 up.
        // The positions are taken before, as the view moves while dragged.
        const QPointF from = view->positionOf(100, 100);
        const QPointF halfway = view->positionOf(75, 85);
        const QPointF to = view->positionOf(50, 70);
        send(QEvent::MouseButtonPress, from, Qt::LeftButton, {});
        send(QEvent::MouseMove, halfway, Qt::LeftButton, {});
        send(QEvent::MouseMove, to, Qt::LeftButton, {});
        send(QEvent::MouseButtonRelease, to, Qt::NoButton, {});
        QVERIFY2(near(view->shownX(), 50, 250) && near(view->shownY(), 30, 230),
                 qPrintable(QStringLiteral("%1..%2, %3..%4")
                                .arg(view->shownX().min)
                                .arg(view->shownX().max)
                                .arg(view->shownY().min)
                                .arg(view->shownY().max)));
        QVERIFY(waitForPlot(pane));
        QVERIFY(near(view->figure().x.range, 50, 250));
        QCOMPARE(std::get<plot::DensityGrid>(*view->aggregate()).drawn(), onDiagonal()); // ~50..230

        // Shift+drag from (60, 40) to (100, 180): those become the ranges shown.
        send(QEvent::MouseButtonPress, view->positionOf(60, 40), Qt::LeftButton, Qt::ShiftModifier);
        send(QEvent::MouseMove, view->positionOf(100, 180), Qt::LeftButton, Qt::ShiftModifier);
        send(QEvent::MouseButtonRelease, view->positionOf(100, 180), Qt::NoButton,
             Qt::ShiftModifier);
        QVERIFY(waitForPlot(pane));
        QVERIFY2(near(view->figure().x.range, 60, 100) && near(view->figure().y.range, 40, 180),
                 qPrintable(QStringLiteral("%1..%2, %3..%4")
                                .arg(view->figure().x.range.min)
                                .arg(view->figure().x.range.max)
                                .arg(view->figure().y.range.min)
                                .arg(view->figure().y.range.max)));
        QCOMPARE(std::get<plot::DensityGrid>(*view->aggregate()).drawn(), onDiagonal()); // ~60..100
    }

    void exportsPngSvgAndCsv() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(plotColumn(window, m_path, 3));
        PlotPane* pane = window.plotPane();
        choose(pane->kindPicker(), QStringLiteral("Scatter"));
        choose(pane->xPicker(), QStringLiteral("gx"));
        QVERIFY(waitForPlot(pane));
        QString error;
        const QString png = m_folder.filePath(QStringLiteral("plot.png"));
        QVERIFY2(pane->savePlot(png, &error), qPrintable(error));
        const QImage image(png);
        QCOMPARE(image.size(), pane->view()->size());
        const QPoint point = pane->view()->positionOf(50, 50).toPoint();
        QVERIFY(isPlotColour(image.pixel(point)));

        const QString svg = m_folder.filePath(QStringLiteral("plot.svg"));
        QVERIFY2(pane->savePlot(svg, &error), qPrintable(error));
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        const QByteArray svgText = svgFile.readAll();
        QVERIFY(svgText.contains("<svg"));
        QVERIFY(svgText.contains(">gx<") || svgText.contains(">gx "));

        const QString csv = m_folder.filePath(QStringLiteral("plot.csv"));
        QVERIFY2(pane->saveData(csv, &error), qPrintable(error));
        QFile csvFile(csv);
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = csvFile.readAll().trimmed().split('\n');
        QCOMPARE(lines.front().trimmed(), QByteArray("gx,gy,count"));
        QCOMPARE(lines.size(), 101); // a line per grid point
        for (qsizetype i = 1; i < lines.size(); ++i) {
            QVERIFY(lines[i].trimmed().endsWith(",10"));
        }
    }
};

QTEST_MAIN(PlotPaneTest)
#include "plot_pane_test.moc"
