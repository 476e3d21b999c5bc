// The Sizes view (issue 18) in the real window: what a person sees and what a click selects.
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "open_and_wait.h"
#include "sizes/share_bar_delegate.h"
#include "sizes/sizes_job.h"
#include "sizes/sizes_pane.h"
#include "strata/size_breakdown.h"
#include "support/blosc2_frames.h"
#include "support/corpus.h"

#include <QComboBox>
#include <QDockWidget>
#include <QJsonArray>
#include <QLabel>
#include <QLocale>
#include <QStyle>
#include <QTableWidget>
#include <QTest>
#include <algorithm>
#include <fstream>
#include <map>

using namespace strata;
using namespace strata::gui;

namespace {

int rowNamed(const QTableWidget& table, const QString& name) {
    for (int row = 0; row < table.rowCount(); ++row) {
        if (table.item(row, SizesPane::NameColumn)->text() == name) {
            return row;
        }
    }
    return -1;
}

void clickRow(QTableWidget& table, int row) {
    const QRect cell = table.visualItemRect(table.item(row, SizesPane::NameColumn));
    QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, cell.center());
}

} // namespace

class SizesViewTest : public QObject {
    Q_OBJECT

private slots:
    void showsTheColumnsOfAColeFileAndSelectsTheirChunks() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        FileSession* session = test::openAndWait(
            window, QString::fromStdString(test::corpusPath("cole/all_combos.col").string()));
        QVERIFY(session != nullptr);
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("sizesDock"));
        QVERIFY(dock != nullptr);
        QCOMPARE(dock->windowTitle(), QStringLiteral("Sizes"));
        dock->show();
        dock->raise();
        SizesPane* pane = window.sizesPane();
        QTableWidget& table = *pane->table();
        QTRY_VERIFY_WITH_TIMEOUT(table.rowCount() > 0, 20000);

        // Each column's bytes are its chunks in every row group (manifest column_chunks).
        std::map<QString, qint64> expected;
        QJsonArray files =
            test::readJson(test::corpusPath("cole/manifest.json"))["files"].toArray();
        for (const auto& file : files) {
            if (file.toObject()["file"].toString() != "all_combos.col") {
                continue;
            }
            const QJsonArray schema = file.toObject()["schema"].toArray();
            for (const auto& group : file.toObject()["row_groups"].toArray()) {
                for (const auto& chunk : group.toObject()["column_chunks"].toArray()) {
                    // Named as the tree labels the column: 'column 1 "i32_rle"'.
                    const int column = chunk.toObject()["column"].toInt();
                    expected[QStringLiteral("column %1 \"%2\"")
                                 .arg(column)
                                 .arg(schema[column].toObject()["name"].toString())] +=
                        chunk.toObject()["total_size"].toInteger();
                }
            }
        }
        QCOMPARE(expected.size(), std::size_t{8});
        const QLocale locale;
        for (const auto& [name, bytes] : expected) {
            const int row = rowNamed(table, name);
            QVERIFY2(row >= 0, qPrintable(name));
            QCOMPARE(table.item(row, SizesPane::BytesColumn)->text(), locale.toString(bytes));
        }
        // Largest first, shares of a 4,533-byte file that sum to 100 %, as shown and as barred.
        double shown = 0;
        double barred = 0;
        qint64 previous = INT64_MAX;
        for (int row = 0; row < table.rowCount(); ++row) {
            const qint64 bytes = locale.toLongLong(table.item(row, SizesPane::BytesColumn)->text());
            QVERIFY(bytes <= previous);
            previous = bytes;
            QString share = table.item(row, SizesPane::ShareColumn)->text();
            QVERIFY(share.endsWith(QStringLiteral(" %")));
            share.chop(2);
            shown += locale.toDouble(share);
            barred += table.item(row, SizesPane::ShareColumn)
                          ->data(ShareBarDelegate::shareRole)
                          .toDouble();
            QVERIFY(!table.item(row, SizesPane::NameColumn)->toolTip().isEmpty());
        }
        QVERIFY2(std::abs(shown - 100.0) < 0.05 * table.rowCount(),
                 qPrintable(QStringLiteral("%1 from '%2'")
                                .arg(shown)
                                .arg(table.item(0, SizesPane::ShareColumn)->text())));
        QVERIFY(std::abs(barred - 100.0) < 1e-9);
        QVERIFY(pane->summary()->text().startsWith(locale.toString(4533)));
        // The RLE column states its plain size: 4 bytes a value.
        const int rle = rowNamed(table, QStringLiteral("column 1 \"i32_rle\""));
        QVERIFY(table.item(rle, SizesPane::RatioColumn)->text().endsWith(QStringLiteral("×")));
        // The ratio is what is shown: Decoded over Data (the column's Bytes also count its
        // share of headers).
        QString ratio = table.item(rle, SizesPane::RatioColumn)->text();
        ratio.chop(1);
        const double decoded = locale.toDouble(table.item(rle, SizesPane::DecodedColumn)->text());
        const double data = locale.toDouble(table.item(rle, SizesPane::DataColumn)->text());
        QVERIFY(data > 0 &&
                data <= locale.toDouble(table.item(rle, SizesPane::BytesColumn)->text()));
        QCOMPARE(locale.toString(decoded / data, 'f', 2), ratio);

        // A click selects the column's first chunk and its bytes (row group 0: 42 bytes at 72),
        // the next click the chunk in the next row group.
        clickRow(table, rle);
        QVERIFY(window.lastSelection().node != nullptr);
        QCOMPARE(QString::fromStdString(window.lastSelection().node->path()),
                 QStringLiteral("file / row group 0 / column 1 \"i32_rle\""));
        QCOMPARE(window.lastSelection().range.offset, 72u);
        QCOMPARE(window.lastSelection().range.length, 42u);
        clickRow(table, rle);
        QCOMPARE(QString::fromStdString(window.lastSelection().node->path()),
                 QStringLiteral("file / row group 1 / column 1 \"i32_rle\""));
        // Every chunk of the column is framed in the hex view, in file order (issue 41, item 14).
        const Document& document = *window.currentSession()->document();
        std::vector<ByteRange> chunks;
        for (const char* group : {"row group 0", "row group 1", "row group 2"}) {
            const Node* chunk = document.root->findByPath(std::string("file / ") + group +
                                                          " / column 1 \"i32_rle\"");
            QVERIFY(chunk != nullptr);
            chunks.push_back(chunk->range());
        }
        const auto& marked = window.currentSession()->hexView()->markedRanges();
        for (const ByteRange& chunk : chunks) {
            QVERIFY(std::any_of(marked.begin(), marked.end(),
                                [&](const ByteRange& m) { return m.contains(chunk); }));
        }

        // By kind: the 8-byte file header, metadata and data.
        pane->groupingPicker()->setCurrentIndex(static_cast<int>(SizeGrouping::Kind));
        const int header = rowNamed(table, QStringLiteral("header"));
        QVERIFY(header >= 0);
        QCOMPARE(table.item(header, SizesPane::BytesColumn)->text(), locale.toString(8));
        QVERIFY(rowNamed(table, QStringLiteral("data")) == 0);
        clickRow(table, header);
        QCOMPARE(QString::fromStdString(window.lastSelection().node->path()),
                 QStringLiteral("file / header"));
    }

    // In the window as it opens, the names are whole and the share bars have the room the
    // names leave (issue 41, item 14: "timestamp…" was cut beside an empty share column).
    void namesAreWholeAndTheBarsTakeTheRest() {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("sizesDock"));
        // Beside the hex view, as narrow as a side dock is.
        window.addDockWidget(Qt::RightDockWidgetArea, dock);
        dock->show();
        window.resizeDocks({dock}, {600}, Qt::Horizontal);
        QVERIFY(test::openAndWait(window,
                                  QString::fromStdString(
                                      test::corpusPath("odb2/odb/capi_int_codecs.odb").string())) !=
                nullptr);
        QTableWidget& table = *window.sizesPane()->table();
        QTRY_VERIFY_WITH_TIMEOUT(rowNamed(table, QStringLiteral("k_int16@int")) >= 0, 20000);
        const QFontMetrics metrics = table.fontMetrics();
        const int margins = 2 * table.style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 2;
        for (int row = 0; row < table.rowCount(); ++row) {
            const QString name = table.item(row, SizesPane::NameColumn)->text();
            QVERIFY2(metrics.horizontalAdvance(name) + margins <=
                         table.columnWidth(SizesPane::NameColumn),
                     qPrintable(QStringLiteral("%1 in %2 px")
                                    .arg(name)
                                    .arg(table.columnWidth(SizesPane::NameColumn))));
        }
        // The bars take what the names and numbers leave: all of it fits, nothing hides behind
        // a scroll bar, and the bars are wider than their numbers.
        int widths = 0;
        for (int column = 0; column < SizesPane::ColumnCount; ++column) {
            widths += table.columnWidth(column);
        }
        QVERIFY2(
            widths <= table.viewport()->width(),
            qPrintable(QStringLiteral("%1 of %2 px").arg(widths).arg(table.viewport()->width())));
        QVERIFY(table.columnWidth(SizesPane::ShareColumn) >= 4 * metrics.height());
    }

    // A Blosc2 frame of 5,000 chunks has a column entry for each chunk and each block: the
    // 1,000 largest are listed and one row adds up the others, saying how many it holds.
    void manyColumnsAreTheLargestAndARowForTheOthers() {
        const auto bytes = test::manyColumnsFrame();
        const auto path = test::testTempPath("sizes_many_columns.b2frame");
        std::ofstream(path, std::ios::binary)
            .write(reinterpret_cast<const char*>(bytes.data()),
                   static_cast<std::streamsize>(bytes.size()));
        const SizeBreakdown sizes = computeSizeBreakdown(test::openBytes(bytes, "columns.b2frame"));
        const auto& columns = sizes.entries(SizeGrouping::Column);
        const auto others = std::ranges::find(columns, otherColumnsName, &SizeEntry::name);
        QVERIFY(others != columns.end());

        MainWindow window;
        window.show();
        window.findChild<QDockWidget*>(QStringLiteral("sizesDock"))->show();
        window.findChild<QDockWidget*>(QStringLiteral("sizesDock"))->raise();
        QVERIFY(test::openAndWait(window, QString::fromStdString(path.string())) != nullptr);
        QTableWidget& table = *window.sizesPane()->table();
        const QLocale locale;
        const QString name = QStringLiteral("(%1 other columns)")
                                 .arg(locale.toString(qulonglong{others->pathsLeftOut}));
        QTRY_VERIFY_WITH_TIMEOUT(rowNamed(table, name) >= 0, 20000);
        QCOMPARE(table.rowCount(), static_cast<int>(maxUnitEntries + 1));
        const int row = rowNamed(table, name);
        QCOMPARE(table.item(row, SizesPane::BytesColumn)->text(),
                 locale.toString(qulonglong{others->bytes}));
        QVERIFY2(table.item(row, SizesPane::NameColumn)
                     ->toolTip()
                     .contains(QStringLiteral("The columns smaller than the 1,000 listed")),
                 qPrintable(table.item(row, SizesPane::NameColumn)->toolTip()));
        QVERIFY(rowNamed(table, QStringLiteral("chunk 4999 / block 0")) >= 0);
        std::filesystem::remove(path);
    }

    void followsTheFileInFront() {
        MainWindow window;
        window.show();
        window.findChild<QDockWidget*>(QStringLiteral("sizesDock"))->show();
        window.findChild<QDockWidget*>(QStringLiteral("sizesDock"))->raise();
        QVERIFY(test::openAndWait(window,
                                  QString::fromStdString(
                                      test::corpusPath("odb2/odb/capi_int_codecs.odb").string())) !=
                nullptr);
        QTableWidget& table = *window.sizesPane()->table();
        // Each ODB-2 column: its values in the rows and its descriptor.
        QTRY_VERIFY_WITH_TIMEOUT(rowNamed(table, QStringLiteral("k_int16@int")) >= 0, 20000);
        QVERIFY(test::openAndWait(window, QString::fromStdString(
                                              test::corpusPath("cole/int32_plain.col").string())) !=
                nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(
            rowNamed(table, QStringLiteral("k_int16@int")) < 0 && table.rowCount() > 0, 20000);
    }
};

QTEST_MAIN(SizesViewTest)
#include "sizes_view_test.moc"
