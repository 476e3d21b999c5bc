// The table pane as a person reads it: row numbers and values that fit, tooltips with the whole
// text, messages for a row that cannot be gone to, items read as another type, and the
// statistics of the column the cursor is in.
#include "corpus_file.h"
#include "gui/main_window.h"
#include "gui/translations.h"
#include "hex/hex_pane.h"
#include "open_and_wait.h"
#include "statistics/histogram_view.h"
#include "statistics/statistics_job.h"
#include "statistics/statistics_pane.h"
#include "strata/format_registry.h"
#include "support/cole_bytes_writer.h"
#include "support/corpus.h"
#include "support/csv_reader.h"
#include "table/table_filter_job.h"
#include "table/table_pane.h"
#include "table/table_sort_job.h"
#include "table/value_counts_dialog.h"
#include "table/value_counts_job.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <algorithm>
#include <map>
#include <numeric>

using namespace strata;
using namespace strata::gui;
using strata::test::openAndWait;

using strata::test::corpusFile;

namespace {

// Writes a COLE file in `folder` and returns its path.
QString writeCole(const QTemporaryDir& folder, const QString& name, test::ColeBytesWriter& writer) {
    const std::vector<std::byte> bytes = writer.finish();
    const QString path = folder.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<qint64>(bytes.size()));
    }
    return path;
}

// Clicks column `column`'s header (with `modifiers`) and waits for the sort it starts.
void clickHeader(TablePane& pane, int column, Qt::KeyboardModifiers modifiers = {}) {
    QHeaderView* header = pane.view()->horizontalHeader();
    QTest::mouseClick(header->viewport(), Qt::LeftButton, modifiers,
                      QPoint(header->sectionViewportPosition(column) + 4, header->height() / 2));
    QTRY_VERIFY(!pane.sortJob()->isRunning());
}

void goToRow(TablePane& pane, const QString& text) {
    pane.rowEdit()->clear();
    QTest::keyClicks(pane.rowEdit(), text);
    QTest::keyClick(pane.rowEdit(), Qt::Key_Return);
}

} // namespace

class TablePaneTest : public QObject {
    Q_OBJECT

private slots:
    void init() { QCoreApplication::setOrganizationName(QStringLiteral("StrataTests")); }

    // A truncated file's table shows the rows it holds, and says how many more were promised.
    void rowsNotInTheFileAreCountedNotShown() {
        QFile original(corpusFile("odb2/odb/capi_chars.odb"));
        QVERIFY(original.open(QIODevice::ReadOnly));
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("cut.odb"));
        QFile cut(path);
        QVERIFY(cut.open(QIODevice::WriteOnly));
        cut.write(original.read(437498));
        cut.close();
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, path) != nullptr);
        TablePane* pane = window.tablePane();
        const auto* table = pane->findChild<QTableView*>();
        const Document cutDocument = openFile(path.toStdString());
        const quint64 held = cutDocument.tables[0]->rowCount();
        QCOMPARE(static_cast<quint64>(table->model()->rowCount()), held);
        QVERIFY(pane->lossNotice()->isVisible());
        QCOMPARE(pane->lossNotice()->text(),
                 QStringLiteral("%1 of %2 rows; %3 lost to truncation at %4")
                     .arg(QLocale().toString(held), QLocale().toString(65600),
                          QLocale().toString(65600 - held),
                          QLocale().toString(
                              static_cast<qulonglong>(cutDocument.tables[0]->firstLossAt()))));
        // The whole file loses nothing, and says nothing.
        QVERIFY(openAndWait(window, corpusFile("odb2/odb/capi_chars.odb")) != nullptr);
        QVERIFY(!pane->lossNotice()->isVisible());
    }

    // A byte the hex view's cursor goes to moves the table to the cell it belongs to, as a cell
    // selects its bytes (issue 41, item 7): in the file (COLE) and in a decoded layer (Blosc2).
    void aByteInTheHexViewShowsItsCell() {
        MainWindow window;
        window.show();
        const QString cole = corpusFile("cole/multi_rowgroups.col");
        FileSession* session = openAndWait(window, cole);
        QVERIFY(session != nullptr);
        const auto* view = window.tablePane()->findChild<QTableView*>();
        const Document document = openFile(cole.toStdString());
        for (const auto& [row, column] : {std::pair<quint64, int>{9, 3}, {30, 0}, {2, 3}}) {
            const auto cell = document.tables[0]->cellRange(row, static_cast<std::size_t>(column));
            QVERIFY(cell && cell->layerPath.empty());
            session->hexView()->setSelection({cell->range.end() - 1, 0});
            QTRY_COMPARE(view->currentIndex().row(), static_cast<int>(row));
            QCOMPARE(view->currentIndex().column(), column);
        }
        // Bytes of no cell (the file header) leave the table where it is.
        session->hexView()->setSelection({2, 0});
        QTest::qWait(200);
        QCOMPARE(view->currentIndex().row(), 2);

        const QString frame = corpusFile("blosc2/frames/frame_meta_lz4_f64.b2frame");
        session = openAndWait(window, frame);
        QVERIFY(session != nullptr);
        const Document blosc = openFile(frame.toStdString());
        const auto item = blosc.tables[0]->cellRange(5000, 1);
        QVERIFY(item && !item->layerPath.empty());
        const Layer* layer = blosc.root->findLayerByPath(item->layerPath);
        QVERIFY(layer != nullptr);
        // The same layer in the window's own document.
        const Layer* shown = session->document()->root->findLayerByPath(item->layerPath);
        QVERIFY(shown != nullptr);
        session->hexPane()->showLayer(shown);
        HexView* layerView = session->hexPane()->viewOf(shown);
        QVERIFY(layerView != nullptr);
        QTRY_VERIFY(layerView->source() != nullptr); // the chunk decoded
        layerView->setSelection({item->range.offset + 3, 0});
        QTRY_COMPARE(view->currentIndex().row(), 5000);
        QCOMPARE(view->currentIndex().column(), 1);
    }

    // A file whose table cannot be decoded says why instead of showing a blank pane.
    void aFileWithoutATableSaysWhy() {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, corpusFile("at1/bad/qcol_index_short.at1")) != nullptr);
        TablePane* pane = window.tablePane();
        QVERIFY(pane->noTableNotice()->isVisible());
        QCOMPARE(pane->noTableNotice()->text(),
                 QStringLiteral("No table could be decoded: stream 'index' (decoded byte 112): "
                                "decimal zmin: needs 8 bytes, 6 left (at byte 293). Diagnostics "
                                "lists everything found."));
        QVERIFY(openAndWait(window, corpusFile("at1/qcol_meters.at1")) != nullptr);
        QVERIFY(!pane->noTableNotice()->isVisible());
    }

    void rowHeaderFitsTheLargestRowNumberInView() {
        // A Blosc2 chunk of one repeated double declaring ~2 GiB: 268,435,455 rows.
        QFile original(corpusFile("blosc2/special/special_repeatval_f64.b2chunk"));
        QVERIFY(original.open(QIODevice::ReadOnly));
        QByteArray bytes = original.readAll();
        const qint32 declared = 0x7FFFFFF8;
        for (int i = 0; i < 4; ++i) {
            bytes[4 + i] = static_cast<char>((declared >> (8 * i)) & 0xFF);
        }
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("long.b2chunk"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();

        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(openAndWait(window, path));
        TablePane& pane = *window.tablePane();
        QCOMPARE(pane.currentModel()->totalRows(), quint64{268435455});
        goToRow(pane, QStringLiteral("268435400"));
        const QModelIndex current = pane.view()->currentIndex();
        const QString shown =
            pane.view()->model()->headerData(current.row(), Qt::Vertical).toString();
        QCOMPARE(shown, QStringLiteral("268435400"));
        // The current row's number is drawn bold.
        const QHeaderView* header = pane.view()->verticalHeader();
        QFont bold = header->font();
        bold.setBold(true);
        QTRY_VERIFY2(header->width() >= QFontMetrics(bold).horizontalAdvance(shown),
                     qPrintable(QStringLiteral("header %1 px").arg(header->width())));
        QVERIFY(header->width() >=
                header->fontMetrics().horizontalAdvance(QStringLiteral("268435454")));
    }

    void columnsFitTheirValuesAndTooltipsHoldTheWholeText() {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(openAndWait(window, corpusFile("blosc2/typesize/"
                                               "oddsize_ts8_n80005_zstd_shuffle.b2chunk")));
        QTableView* view = window.tablePane()->view();
        const QString value = QStringLiteral("4587366460344197641");
        QTRY_COMPARE(view->model()->index(1, 1).data().toString(), value);
        QCOMPARE(view->model()->index(1, 1).data(Qt::ToolTipRole).toString(), value);
        const QFontMetrics metrics = view->fontMetrics();
        QTRY_VERIFY2(view->columnWidth(1) >= metrics.horizontalAdvance(value),
                     qPrintable(QStringLiteral("column %1 px").arg(view->columnWidth(1))));
        const QFontMetrics headerMetrics = view->horizontalHeader()->fontMetrics();
        for (int column = 0; column < view->model()->columnCount(); ++column) {
            for (const QString& line :
                 view->model()->headerData(column, Qt::Horizontal).toString().split('\n')) {
                QVERIFY2(view->columnWidth(column) >= headerMetrics.horizontalAdvance(line),
                         qPrintable(line));
            }
        }
    }

    void aLongValueIsCutAtTheLimitAndShownWholeInItsTooltip() {
        test::ColeBytesWriter writer;
        writer.addColumn("text", test::ColeBytesWriter::Type::String,
                         test::ColeBytesWriter::Encoding::Plain);
        const std::string longText(200, 'w');
        writer.addRowGroup({std::vector<std::string>{longText, "short"}});
        QTemporaryDir folder;
        const QString path = writeCole(folder, QStringLiteral("long.col"), writer);
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(openAndWait(window, path));
        QTableView* view = window.tablePane()->view();
        QTRY_COMPARE(view->model()->index(0, 0).data().toString().size(), qsizetype{200});
        QCOMPARE(view->model()->index(0, 0).data(Qt::ToolTipRole).toString(),
                 QString::fromStdString(longText));
        const int limit = view->fontMetrics().horizontalAdvance(
            QString(TablePane::maxFittedCharacters + 2, QLatin1Char('0')));
        const int wide = view->fontMetrics().horizontalAdvance(
            QString(TablePane::maxFittedCharacters - 2, QLatin1Char('0')));
        QTRY_VERIFY(view->columnWidth(0) >= wide);
        QVERIFY(view->columnWidth(0) <= limit);
    }

    void goToRowSaysWhyItCannotGo() {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, corpusFile("cole/all_combos.col")));
        TablePane& pane = *window.tablePane();
        goToRow(pane, QStringLiteral("abc"));
        QVERIFY(pane.rowMessage()->isVisible());
        QCOMPARE(pane.rowMessage()->text(), QStringLiteral("“abc” is not a row number"));
        goToRow(pane, QStringLiteral("500"));
        QVERIFY(pane.rowMessage()->isVisible());
        QCOMPARE(pane.rowMessage()->text(),
                 QStringLiteral("Row 500 is past the end: the last row is 71"));
        QVERIFY(pane.view()->currentIndex().row() != 71); // not clamped to the last row
        goToRow(pane, QStringLiteral("71"));
        QVERIFY(!pane.rowMessage()->isVisible());
        QCOMPARE(pane.view()->currentIndex().row(), 71);
    }

    void itemsCanBeReadAsAnotherType() {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, corpusFile("blosc2/typesize/"
                                               "oddsize_ts8_n80005_zstd_shuffle.b2chunk")));
        TablePane& pane = *window.tablePane();
        QComboBox* types = pane.itemTypePicker();
        QVERIFY(types->isVisible());
        QStringList names;
        for (int i = 0; i < types->count(); ++i) {
            names << types->itemText(i);
        }
        // The names of `strata-cli csv --as`.
        QCOMPARE(names, (QStringList{QStringLiteral("as in the file"), QStringLiteral("int"),
                                     QStringLiteral("uint"), QStringLiteral("float32"),
                                     QStringLiteral("float64")}));
        types->setCurrentIndex(4);
        QAbstractItemModel* model = pane.view()->model();
        QVERIFY(model->headerData(1, Qt::Horizontal).toString().contains(QStringLiteral("DOUBLE")));
        // What `strata-cli csv --as float64` writes for row 1.
        QTRY_COMPARE(model->index(1, 1).data().toString(), QStringLiteral("0.049999166670833324"));
        // The blocks table (and any COLE table) has no item type to choose.
        pane.picker()->setCurrentIndex(1);
        QVERIFY(!types->isVisible());
        pane.picker()->setCurrentIndex(0);
        QVERIFY(types->isVisible());
        QCOMPARE(types->currentIndex(), 4); // the choice stays with the table
        QTRY_COMPARE(pane.view()->model()->index(1, 1).data().toString(),
                     QStringLiteral("0.049999166670833324"));
    }

    void statisticsShortcutShowsTheCurrentColumn() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(openAndWait(window, corpusFile("cole/multi_rowgroups.col")));
        QTableView* view = window.tablePane()->view();
        view->setFocus();
        view->setCurrentIndex(view->model()->index(3, 2)); // column "label"
        QSignalSpy finished(window.statisticsPane()->job(), &StatisticsJob::finished);
        QTest::keyClick(view, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(finished.wait(60000));
        const QTableWidget* statistics = window.statisticsPane()->table();
        QCOMPARE(statistics->currentRow(), 2);
        QCOMPARE(statistics->item(statistics->currentRow(), 0)->text(), QStringLiteral("label"));
        QCOMPARE(window.statisticsPane()->histogram()->bars().front().label,
                 QStringLiteral("north"));
    }

    // A header longer than the widest column (ODB-2 lists its codecs) shows its start, the
    // column's name and type, and ends in "…"; the whole of it is in its tooltip.
    void longHeadersKeepTheirStartAndEndInAnEllipsis() {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, corpusFile("odb2/odb/capi_multiframe_codec_change.odb")));
        QTableView* view = window.tablePane()->view();
        QHeaderView* header = view->horizontalHeader();
        QCOMPARE(header->textElideMode(), Qt::ElideRight);
        QVERIFY((header->defaultAlignment() & Qt::AlignLeft) != 0);
        const QAbstractItemModel* model = view->model();
        bool sawLongHeader = false;
        for (int column = 0; column < model->columnCount(); ++column) {
            const QString text = model->headerData(column, Qt::Horizontal).toString();
            const QString widestLine = text.section(QLatin1Char('\n'), -1);
            if (header->fontMetrics().horizontalAdvance(widestLine) > header->sectionSize(column)) {
                sawLongHeader = true;
                const QString codecs = widestLine.section(QStringLiteral(" · "), -1);
                QVERIFY(model->headerData(column, Qt::Horizontal, Qt::ToolTipRole)
                            .toString()
                            .contains(codecs));
            }
        }
        QVERIFY(sawLongHeader);
    }

    // The picker counts in words that agree with the number: "1 row", "1 column".
    void thePickerCountsRowsAndColumnsInTheirSingular() {
        test::ColeBytesWriter writer;
        writer.addColumn("id", test::ColeBytesWriter::Type::Int64,
                         test::ColeBytesWriter::Encoding::Plain);
        writer.addRowGroup({std::vector<std::int64_t>{7}});
        QTemporaryDir folder;
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en_GB"));
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, writeCole(folder, QStringLiteral("one.col"), writer)));
        QCOMPARE(window.tablePane()->findChild<QComboBox*>()->itemText(0),
                 QStringLiteral("rows (1 row × 1 column)"));
        for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }

    void clickingAHeaderSortsTheWholeTable() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(openAndWait(window, corpusFile("cole/multi_rowgroups.col")));
        TablePane& pane = *window.tablePane();
        QAbstractItemModel* shown = pane.view()->model();
        // The expected order, stably sorted here from the reference CSV: ts, code, label, id.
        const auto records =
            test::parseCsv(test::readFileText(test::corpusPath("cole/multi_rowgroups.csv")));
        std::vector<std::size_t> order(records.size() - 1);
        std::iota(order.begin(), order.end(), 0);
        const auto code = [&records](std::size_t row) { return std::stoll(records[row + 1][1]); };
        const auto expectFirstRows = [&](const std::vector<std::size_t>& expected) {
            for (int row = 0; row < 3; ++row) {
                const std::size_t at = expected[static_cast<std::size_t>(row)];
                QCOMPARE(shown->headerData(row, Qt::Vertical).toString(), QString::number(at));
                for (int column = 0; column < 4; ++column) {
                    QTRY_COMPARE(
                        shown->index(row, column).data().toString(),
                        QString::fromStdString(records[at + 1][static_cast<std::size_t>(column)]));
                }
            }
        };

        clickHeader(pane, 1);
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t a, std::size_t b) { return code(a) < code(b); });
        QCOMPARE(shown->rowCount(), 1005);
        QVERIFY(shown->headerData(1, Qt::Horizontal)
                    .toString()
                    .startsWith(QString::fromUtf8("code ▲\n")));
        expectFirstRows(order);

        // Again: descending (equal codes still in table order).
        clickHeader(pane, 1);
        std::vector<std::size_t> descending(records.size() - 1);
        std::iota(descending.begin(), descending.end(), 0);
        std::stable_sort(descending.begin(), descending.end(),
                         [&](std::size_t a, std::size_t b) { return code(a) > code(b); });
        expectFirstRows(descending);

        // Shift+click adds a key: label, then code descending.
        clickHeader(pane, 2, Qt::ShiftModifier);
        QCOMPARE(pane.sortKeys().size(), std::size_t{2});
        QVERIFY(shown->headerData(1, Qt::Horizontal)
                    .toString()
                    .startsWith(QString::fromUtf8("code ▼1\n")));
        QVERIFY(shown->headerData(2, Qt::Horizontal)
                    .toString()
                    .startsWith(QString::fromUtf8("label ▲2\n")));

        // A filter keeps the order: the rows it keeps, sorted.
        QTest::keyClicks(pane.filterEdit(), QStringLiteral("label = 'north'"));
        QTest::keyClick(pane.filterEdit(), Qt::Key_Return);
        QTRY_VERIFY(!pane.filterJob()->isRunning());
        QTRY_VERIFY(!pane.sortJob()->isRunning());
        std::vector<std::size_t> north;
        std::copy_if(descending.begin(), descending.end(), std::back_inserter(north),
                     [&records](std::size_t row) { return records[row + 1][2] == "north"; });
        QCOMPARE(static_cast<std::size_t>(shown->rowCount()), north.size());
        expectFirstRows(north);
        // Copy and export follow the sorted view.
        pane.view()->selectionModel()->select(
            QItemSelection(shown->index(0, 1), shown->index(1, 1)), QItemSelectionModel::Select);
        QCOMPARE(pane.selectionAsTsv(),
                 QStringLiteral("%1\n%2\n").arg(code(north[0])).arg(code(north[1])));
        const ExportSelection region = pane.selectedRegion();
        QVERIFY(region.order != nullptr);
        QCOMPARE(region.order->size(), north.size());
        QCOMPARE(region.order->front(), std::uint64_t{north.front()});

        // Back to the table's order, still filtered.
        pane.clearSort();
        QCOMPARE(static_cast<std::size_t>(shown->rowCount()), north.size());
        std::vector<std::size_t> inTableOrder = north;
        std::sort(inTableOrder.begin(), inTableOrder.end());
        expectFirstRows(inTableOrder);
        QVERIFY(
            shown->headerData(1, Qt::Horizontal).toString().startsWith(QStringLiteral("code\n")));
    }

    void valueCountsListTheValuesAndFilterToOne() {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, corpusFile("cole/multi_rowgroups.col")) != nullptr);
        const auto records =
            test::parseCsv(test::readFileText(test::corpusPath("cole/multi_rowgroups.csv")));
        std::map<std::string, int> labels; // column 2
        for (std::size_t r = 1; r < records.size(); ++r) {
            ++labels[records[r][2]];
        }
        auto top = labels.begin();
        for (auto it = labels.begin(); it != labels.end(); ++it) {
            if (it->second > top->second) {
                top = it;
            }
        }
        TablePane* pane = window.tablePane();
        QTableView* view = pane->view();
        QTRY_VERIFY(view->model()->index(0, 2).data().toString() != QStringLiteral("…"));
        view->setCurrentIndex(view->model()->index(0, 2));
        QAction* action = nullptr;
        for (QAction* candidate : view->actions()) {
            if (candidate->text() == QStringLiteral("&Value Counts")) {
                action = candidate;
            }
        }
        QVERIFY(action != nullptr);
        action->trigger();
        ValueCountsDialog* dialog = pane->valueCountsDialog();
        QVERIFY(dialog != nullptr);
        QTRY_VERIFY(!dialog->job()->isRunning());
        QCOMPARE(dialog->title()->text(),
                 QStringLiteral("“label”: %1 distinct values in 1005 rows").arg(labels.size()));
        QTableWidget* values = dialog->values();
        QCOMPARE(values->rowCount(), static_cast<int>(labels.size()));
        QCOMPARE(values->item(0, 0)->text(), QString::fromStdString(top->first));
        QCOMPARE(values->item(0, 1)->text(), QString::number(top->second));
        int total = 0;
        for (int row = 0; row < values->rowCount(); ++row) {
            QCOMPARE(values->item(row, 1)->text().toInt(),
                     labels.at(values->item(row, 0)->text().toStdString()));
            total += values->item(row, 1)->text().toInt();
        }
        QCOMPARE(total, 1005);

        // Activating a value filters the table to it.
        emit values->cellActivated(0, 0);
        QCOMPARE(pane->filterEdit()->text(),
                 QStringLiteral("\"label\" = '%1'").arg(QString::fromStdString(top->first)));
        QTRY_COMPARE(pane->filterStatus()->text(),
                     QStringLiteral("%1 of 1005 rows").arg(top->second));
        QCOMPARE(view->model()->rowCount(), top->second);
    }
};

QTEST_MAIN(TablePaneTest)
#include "table_pane_test.moc"
