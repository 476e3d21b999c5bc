// A table longer than a view can address: the model shows a page of its rows, numbered as in
// the table, and moves it to the start, the middle and the end of 537 M rows; the table pane's
// scroll bar covers every row (dragged to the end it shows the last row and its value), and
// keys, the wheel, "go to row" and the selection keep real row numbers as the page moves.
#include "model/table/table_model.h"
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/counting_table.h"
#include "table/row_scroller.h"
#include "table/table_pane.h"

#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QWheelEvent>

using namespace strata;
using namespace strata::gui;

namespace {

// 2^29 + 2^28 rows, a little past what QTableView can address in pixels, in blocks of 64 Ki.
constexpr quint64 longRows = 536'870'910;

std::shared_ptr<const Document> countingDocument(quint64 rows) {
    auto document = std::make_shared<Document>();
    document->formatName = "test";
    document->tables.push_back(std::make_shared<const test::CountingTable>(rows, 65536));
    return document;
}

QString headerAt(const QTableView& view, int row) {
    return view.model()->headerData(row, Qt::Vertical).toString();
}

// The view's first and last rows in view.
int firstRowInView(const QTableView& view) {
    return view.rowAt(0);
}
int lastRowInView(const QTableView& view) {
    const int row = view.rowAt(view.viewport()->height() - 1);
    return row >= 0 ? row : view.model()->rowCount() - 1;
}

} // namespace

class TablePageTest : public QObject {
    Q_OBJECT

private slots:
    void thePageMapsToRealRowsAtTheStartMiddleAndEnd() {
        model::TableModel model(countingDocument(longRows), 0);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const quint64 page = model::TableModel::defaultMaxPageRows;
        QCOMPARE(model.totalRows(), longRows);
        QCOMPARE(static_cast<quint64>(model.rowCount()), page);
        QCOMPARE(model.headerData(0, Qt::Vertical, Qt::DisplayRole).toString(),
                 QStringLiteral("0"));

        const quint64 middle = longRows / 2;
        const int inMiddle = model.showRow(middle);
        QCOMPARE(model.pageStart(), middle - page / 2);
        QCOMPARE(model.absoluteRow(inMiddle), middle);
        QCOMPARE(model.headerData(inMiddle, Qt::Vertical, Qt::DisplayRole).toString(),
                 QString::number(middle));
        QTRY_COMPARE(model.index(inMiddle, 1).data().toLongLong(), static_cast<qint64>(3 * middle));

        const int atEnd = model.showRow(longRows - 1);
        QCOMPARE(model.pageStart(), longRows - page);
        QCOMPARE(static_cast<quint64>(atEnd), page - 1);
        QCOMPARE(model.headerData(atEnd, Qt::Vertical, Qt::DisplayRole).toString(),
                 QString::number(longRows - 1));
        QTRY_COMPARE(model.index(atEnd, 0).data().toLongLong(), static_cast<qint64>(longRows - 1));

        QCOMPARE(model.showRow(0), 0);
        QCOMPARE(model.pageStart(), quint64{0});
        // A page start past the end keeps the page full.
        model.setPageStart(longRows);
        QCOMPARE(model.pageStart(), longRows - page);
        QCOMPARE(static_cast<quint64>(model.rowCount()), page);
    }

    void aRowListIsPagedAndNumberedAsInTheTable() {
        model::TableModel model(countingDocument(longRows), 0);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMaxPageRows(1000);
        // Every 1000th row, as a filter keeps them (ascending) ...
        auto every = std::make_shared<std::vector<quint64>>();
        for (quint64 row = 0; row < longRows; row += 1000) {
            every->push_back(row);
        }
        model.setRowFilter(every);
        QCOMPARE(model.shownRows(), quint64{every->size()});
        const int at = model.showRow(400'000'000);
        QCOMPARE(model.headerData(at, Qt::Vertical, Qt::DisplayRole).toString(),
                 QStringLiteral("400000000"));
        QVERIFY(model.showsRow(400'000'000));
        QVERIFY(!model.showsRow(400'000'001));
        // ... and in reverse, as a descending sort orders them: found by looking.
        auto reversed = std::make_shared<std::vector<quint64>>(every->rbegin(), every->rend());
        model.setRowFilter(reversed);
        QCOMPARE(model.headerData(0, Qt::Vertical, Qt::DisplayRole).toString(),
                 QString::number(every->back()));
        const int back = model.showRow(1000);
        QCOMPARE(model.pageStart() + static_cast<quint64>(back), quint64{every->size() - 2});
        QCOMPARE(model.headerData(back, Qt::Vertical, Qt::DisplayRole).toString(),
                 QStringLiteral("1000"));
        QTRY_COMPARE(model.index(back, 1).data().toLongLong(), qint64{3000});
    }

    void theScrollBarCoversEveryRow() {
        TablePane pane;
        pane.resize(700, 500);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        pane.setDocument(countingDocument(longRows));
        QTableView& view = *pane.view();
        QScrollBar& bar = *pane.rowBar();
        QTRY_VERIFY(bar.maximum() > 0);
        QCOMPARE(pane.rowScroller()->lastTopPosition() + static_cast<quint64>(bar.pageStep()),
                 longRows);

        // Dragged to the end: the last row, numbered as in the table, with its value.
        bar.triggerAction(QAbstractSlider::SliderToMaximum);
        QTRY_COMPARE(headerAt(view, lastRowInView(view)), QString::number(longRows - 1));
        QTRY_COMPARE(view.model()->index(lastRowInView(view), 1).data().toLongLong(),
                     static_cast<qint64>(3 * (longRows - 1)));
        // Halfway: the rows in the middle of the table.
        bar.setValue(bar.maximum() / 2);
        QCOMPARE(headerAt(view, firstRowInView(view)),
                 QString::number(pane.rowScroller()->lastTopPosition() / 2));
        QCOMPARE(headerAt(view, firstRowInView(view)).toULongLong(),
                 pane.rowScroller()->topPosition());

        // The wheel scrolls rows as in any table, and the bar follows.
        const quint64 before = pane.rowScroller()->topPosition();
        const QPointF centre = QPointF(view.viewport()->rect().center());
        QWheelEvent wheel(centre, view.viewport()->mapToGlobal(centre), QPoint(), QPoint(0, -120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(view.viewport(), &wheel);
        QCOMPARE(pane.rowScroller()->topPosition(), before + 3);
        QCOMPARE(static_cast<quint64>(bar.value()), before + 3);

        // Ctrl+End and Ctrl+Home go to the table's ends, not the page's.
        view.setFocus();
        view.setCurrentIndex(view.model()->index(firstRowInView(view), 0));
        QTest::keyClick(&view, Qt::Key_End, Qt::ControlModifier);
        QCOMPARE(headerAt(view, view.currentIndex().row()), QString::number(longRows - 1));
        QCOMPARE(bar.value(), bar.maximum());
        QTest::keyClick(&view, Qt::Key_Home, Qt::ControlModifier);
        QCOMPARE(headerAt(view, view.currentIndex().row()), QStringLiteral("0"));
        QCOMPARE(bar.value(), 0);
    }

    void keysAndSelectionKeepRealRowsAsThePageMoves() {
        TablePane pane;
        pane.resize(700, 500);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        pane.setDocument(countingDocument(longRows));
        model::TableModel& model = *pane.currentModel();
        model.setMaxPageRows(200); // pages a test can walk past
        QTableView& view = *pane.view();
        QSignalSpy selected(&pane, &TablePane::cellSelected);
        view.setFocus();
        view.setCurrentIndex(model.index(0, 1));
        // Walking down past the page's end: the page moves, the cursor walks on (a person's key
        // presses come through the event loop).
        for (int step = 0; step < 500; ++step) {
            QTest::keyClick(&view, Qt::Key_Down);
            QCoreApplication::processEvents();
        }
        QVERIFY(model.pageStart() > 0);
        QCOMPARE(headerAt(view, view.currentIndex().row()), QStringLiteral("500"));
        QCOMPARE(selected.last().at(1).toULongLong(), quint64{500});
        QCOMPARE(selected.last().at(2).toInt(), 1);
        QTest::keyClick(&view, Qt::Key_PageDown);
        QCoreApplication::processEvents();
        const quint64 afterPage =
            view.currentIndex().data(model::TableModel::AbsoluteRowRole).toULongLong();
        QVERIFY(afterPage > 510);
        QTRY_COMPARE(view.currentIndex().data().toLongLong(), static_cast<qint64>(3 * afterPage));

        // A selection stays on its rows when the page moves under it.
        view.selectionModel()->select(
            QItemSelection(view.currentIndex().siblingAtColumn(0), view.currentIndex()),
            QItemSelectionModel::ClearAndSelect);
        // Far enough down that the page moves on, to start just above the selected row.
        const int half = view.verticalScrollBar()->maximum() / 2;
        pane.rowScroller()->scrollToPosition(afterPage + static_cast<quint64>(half) - 1);
        QCOMPARE(model.pageStart(), afterPage - 1);
        QCOMPARE(pane.selectedRegion().rows.size(), std::size_t{1});
        QCOMPARE(pane.selectedRegion().rows.front().first, afterPage);
        QCOMPARE(pane.selectionAsTsv(),
                 QStringLiteral("%1\t%2\n").arg(afterPage).arg(3 * afterPage));

        // "Go to row" goes anywhere, and the bar follows.
        pane.rowEdit()->setText(QStringLiteral("400000000"));
        QTest::keyClick(pane.rowEdit(), Qt::Key_Return);
        QCOMPARE(headerAt(view, view.currentIndex().row()), QStringLiteral("400000000"));
        const quint64 top = pane.rowScroller()->topPosition();
        QVERIFY(top <= 400'000'000 && 400'000'000 < top + 40);
        QCOMPARE(static_cast<quint64>(pane.rowBar()->value()), top);
    }

    // A sparse Blosc2 frame of ten billion zero items (172 bytes: ten million special chunks):
    // Ctrl+End shows its last item, and the index column widens to the ten-digit numbers the
    // page now holds, where the first rows' numbers had made it narrow.
    void aSparseFramesLastItemShowsWhole() {
        TablePane pane;
        pane.resize(700, 500);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        pane.setDocument(std::make_shared<const Document>(
            openFile(test::corpusPath("blosc2-other-writers/zeros_10m.b2frame"))));
        QTableView& view = *pane.view();
        QTRY_COMPARE(view.model()->index(0, 1).data().toString(), QStringLiteral("0"));
        view.setFocus();
        view.setCurrentIndex(view.model()->index(0, 0));
        QTest::keyClick(&view, Qt::Key_End, Qt::ControlModifier);
        const int last = view.currentIndex().row();
        QCOMPARE(headerAt(view, last), QStringLiteral("9999999999"));
        QTRY_COMPARE(view.model()->index(last, 0).data().toString(), QStringLiteral("9999999999"));
        QCOMPARE(view.model()->index(last, 1).data().toString(), QStringLiteral("0"));
        QTRY_VERIFY(view.columnWidth(0) >=
                    view.fontMetrics().horizontalAdvance(QStringLiteral("9999999999")));
    }
};

QTEST_MAIN(TablePageTest)
#include "table_page_test.moc"
