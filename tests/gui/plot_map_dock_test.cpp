// Maps and images in the real window's Plot dock (issue 21, points 3 and 4): the table menu
// offers "Plot on a Map" where latitude and longitude exist and "Show as Image" for b2nd
// arrays; a station of capi_rarely_changing.odb is painted at its lat/lon and a click on it
// selects one of its rows; a map of a small region opens at the region, and Show All returns
// there; a click on an image's pixel selects that item's cell, whose row is then outlined.
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "open_and_wait.h"
#include "plot/array_image_pane.h"
#include "plot/array_image_view.h"
#include "plot/plot_job.h"
#include "plot/plot_pane.h"
#include "plot/plot_view.h"
#include "plot/render/aggregate_image.h"
#include "plot/render/plot_painter.h"
#include "plot_dock_driver.h"
#include "plot_test_file.h"
#include "support/corpus.h"
#include "table/table_pane.h"

#include <QAction>
#include <QComboBox>
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

bool openTable(MainWindow& window, const std::string& file) {
    if (openAndWait(window, QString::fromStdString(test::corpusPath(file).string())) == nullptr) {
        return false;
    }
    QTableView* view = window.tablePane()->view();
    return QTest::qWaitFor(
        [view] { return view->model() != nullptr && view->model()->rowCount() > 0; }, 10000);
}

} // namespace

class PlotMapDockTest : public QObject {
    Q_OBJECT

private slots:
    void aStationIsOnTheMapAtItsPlaceAndAClickSelectsItsRow() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(openTable(window, "odb2/odb/capi_rarely_changing.odb"));
        QAction* map = tableAction(window, QStringLiteral("Plot on a &Map"));
        QVERIFY(map != nullptr);
        QVERIFY(map->isVisible());
        QVERIFY(!tableAction(window, QStringLiteral("Show as &Image"))->isVisible());
        map->trigger();
        PlotPane* pane = window.plotPane();
        QVERIFY(waitForPlot(pane));
        // The dock settles to its size: the map is aggregated again for it.
        QTest::qWait(400);
        QVERIFY(waitForPlot(pane));
        QCOMPARE(pane->kindPicker()->currentText(), QStringLiteral("Map"));
        QCOMPARE(pane->xPicker()->currentText(), QStringLiteral("lon@hdr"));
        QCOMPARE(pane->yPicker()->currentText(), QStringLiteral("lat@hdr"));
        const PlotFigure& figure = pane->view()->figure();
        // The whole Earth, a degree as long both ways.
        QVERIFY(figure.x.range.contains(-180.0) && figure.x.range.contains(180.0));
        QVERIFY(figure.y.range.contains(-90.0) && figure.y.range.contains(90.0));
        const QRect area = pane->view()->plotArea(figure);
        QCOMPARE(figure.x.range.span() / area.width(), figure.y.range.span() / area.height());
        // The Pacific station at lat -29.0761, lon -127.7218 (expected/*.sql.csv), in the one
        // colour of an uncoloured scatter; open ocean 7 degrees from any station is white.
        const QImage shown = pane->view()->grab().toImage();
        const QPoint station = pane->view()->positionOf(-127.7218, -29.0761).toPoint();
        QCOMPARE(shown.pixelColor(station), plotColour);
        QCOMPARE(shown.pixelColor(pane->view()->positionOf(-115.0, -35.0).toPoint()),
                 QColor(Qt::white));
        QTest::mouseClick(pane->view(), Qt::LeftButton, {}, station);
        QTRY_VERIFY(window.lastSelection().cell.has_value());
        // Its 40 rows are one run in the file; the row clicked is one of them.
        const quint64 row = window.lastSelection().cell->row;
        const Table& table = *window.currentSession()->document()->tables.at(0);
        const BlockData block = table.readBlock(table.blockOfRow(row));
        const std::size_t inBlock = row - table.blocks()[table.blockOfRow(row)].firstRow;
        QCOMPARE(std::round(block.columns[6].doubleAt(inBlock) * 1e4) / 1e4, -29.0761);
        QCOMPARE(std::round(block.columns[7].doubleAt(inBlock) * 1e4) / 1e4, -127.7218);
    }

    void aMapStartsAtThePointsExtentAndShowAllReturnsThere() {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("box.cole"));
        QVERIFY(test::writeSmallBoxMapFile(path));
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(openAndWait(window, path) != nullptr);
        QTableView* table = window.tablePane()->view();
        QVERIFY(QTest::qWaitFor([table] { return table->model() && table->model()->rowCount(); },
                                10000));
        tableAction(window, QStringLiteral("Plot on a &Map"))->trigger();
        PlotPane* pane = window.plotPane();
        QVERIFY(waitForPlot(pane));
        QTest::qWait(400); // the dock settles to its size
        QVERIFY(waitForPlot(pane));
        auto showsTheBox = [pane] {
            const PlotView* view = pane->view();
            const plot::AxisRange lon = view->shownX();
            const plot::AxisRange lat = view->shownY();
            // Every station (lat 40..44, lon 10..15) in view, and a region, not the Earth.
            return lon.contains(10.0) && lon.contains(15.0) && lat.contains(40.0) &&
                   lat.contains(44.0) && lon.span() < 36.0 && lat.span() < 18.0;
        };
        QVERIFY(showsTheBox());
        // A degree as long both ways.
        const PlotFigure& figure = pane->view()->figure();
        const QRect area = pane->view()->plotArea(figure);
        QCOMPARE(figure.x.range.span() / area.width(), figure.y.range.span() / area.height());
        // The stations are painted at their places.
        const QImage shown = pane->view()->grab().toImage();
        QCOMPARE(shown.pixelColor(pane->view()->positionOf(10.0, 40.0).toPoint()), plotColour);
        QCOMPARE(shown.pixelColor(pane->view()->positionOf(15.0, 44.0).toPoint()), plotColour);
        // Zoomed out to the Earth, Show All returns to the stations.
        pane->view()->setShownRanges({-180.0, 180.0}, {-90.0, 90.0});
        QVERIFY(waitForPlot(pane));
        QVERIFY(!showsTheBox());
        pane->resetView();
        QVERIFY(waitForPlot(pane));
        QVERIFY(showsTheBox());
    }

    void aClickOnAnImagePixelSelectsTheItemsCell() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(openTable(window, "blosc2/frames/array_2d_f64.b2nd"));
        QVERIFY(!tableAction(window, QStringLiteral("Plot on a &Map"))->isVisible());
        QAction* image = tableAction(window, QStringLiteral("Show as &Image"));
        QVERIFY(image->isVisible());
        image->trigger();
        ArrayImagePane* pane = window.plotPane()->imagePane();
        QVERIFY(pane->isVisible());
        pane->waitForPlane();
        ArrayImageView* view = pane->view();
        QCOMPARE(view->plane().width, 130u);
        QTest::mouseClick(view, Qt::LeftButton, {}, view->positionOf(129, 70).toPoint());
        QTRY_VERIFY(window.lastSelection().cell.has_value());
        QCOMPARE(window.lastSelection().cell->row, 70u);
        QCOMPARE(window.lastSelection().cell->column, std::size_t{130});
        QCOMPARE(window.tablePane()->view()->currentIndex().column(), 130);
        // The row selected (row 70: items (0..129, 70)) is outlined in the image, in red on
        // its edges; rows away from it are not.
        QTRY_COMPARE(view->markedItems(), QRegion(0, 70, 130, 1));
        const QImage shown = view->grab().toImage();
        auto redNear = [&shown](QPointF at) {
            for (int dy = -1; dy <= 1; ++dy) {
                if (shown.pixelColor(at.toPoint() + QPoint(0, dy)) == markColour) {
                    return true;
                }
            }
            return false;
        };
        const double half = (view->positionOf(5, 70).y() - view->positionOf(5, 71).y()) / 2;
        QVERIFY(redNear(view->positionOf(5, 70) - QPointF(0, half)));
        QVERIFY(redNear(view->positionOf(64, 70) + QPointF(0, half)));
        QVERIFY(!redNear(view->positionOf(5, 30) - QPointF(0, half)));
        QVERIFY(!redNear(view->positionOf(5, 90) - QPointF(0, half)));
    }
};

QTEST_MAIN(PlotMapDockTest)
#include "plot_map_dock_test.moc"
