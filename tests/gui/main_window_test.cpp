// The real MainWindow, driven as a person would: open a file, click in the tree and the hex view.
#include "diagnostics/diagnostics_pane.h"
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "hex/hex_view.h"
#include "model/search/byte_search.h"
#include "open_and_wait.h"
#include "search/byte_finder.h"
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/csv_reader.h"
#include "table/table_pane.h"
#include "tree/detail_pane.h"
#include "tree/structure_pane.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>
#include <functional>

using namespace strata;
using namespace strata::gui;
using strata::test::openAndWait;

class MainWindowTest : public QObject {
    Q_OBJECT

private:
    static QStringList topLevelNames(const QAbstractItemModel* model) {
        QStringList names;
        for (int row = 0; row < model->rowCount(); ++row) {
            names << model->index(row, 0).data().toString();
        }
        return names;
    }

private slots:
    void init() { QCoreApplication::setOrganizationName(QStringLiteral("StrataTests")); }

    void aFirstStartShowsWholeHexRows() {
        QSettings().clear(); // no layout kept: a first start
        MainWindow window;
        window.show();
        FileSession* session = openAndWait(
            window,
            QString::fromStdString(test::corpusPath("at1/col_telemetry_comma.at1").string()));
        QVERIFY(session != nullptr);
        const HexView* view = session->hexView();
        QTRY_VERIFY2(view->width() >= view->sizeHint().width(),
                     qPrintable(QStringLiteral("%1 of %2 pixels")
                                    .arg(view->width())
                                    .arg(view->sizeHint().width())));
        QCOMPARE(view->horizontalScrollBar()->maximum(), 0);
        QSettings().clear();
    }

    void opensColeAndShowsItsTopNodes() {
        MainWindow window;
        window.show();
        FileSession* session = openAndWait(
            window, QString::fromStdString(test::corpusPath("cole/all_combos.col").string()));
        QVERIFY(session != nullptr);
        const QAbstractItemModel* model = window.structurePane()->view()->model();
        QVERIFY(model != nullptr);
        QCOMPARE(topLevelNames(model), (QStringList{"header", "row group 0", "row group 1",
                                                    "row group 2", "metadata", "footer"}));
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("all_combos.col"));
        QVERIFY(window.statusBar()->findChildren<QLabel*>().size() >= 4);
    }

    void opensEveryFormatWithItsTopNodesAndTable() {
        const struct {
            const char* file;
            const char* format;
            QStringList topNodes;
        } cases[] = {
            {"odb2/odb/capi_properties.odb", "ODB-2", {"frame 0", "frame 1", "frame 2"}},
            {"blosc2/frames/frame_zstd_i32_6chunks.b2frame",
             "Blosc2",
             {"frame header", "chunks", "chunk offsets index", "trailer"}},
            {"at1/qcol_small_rg.at1", "AT-1", {"header", "stream set", "lines"}},
        };
        for (const auto& item : cases) {
            MainWindow window;
            window.show();
            FileSession* session =
                openAndWait(window, QString::fromStdString(test::corpusPath(item.file).string()));
            QVERIFY(session != nullptr);
            QCOMPARE(QString::fromStdString(session->document()->formatName),
                     QString::fromLatin1(item.format));
            QCOMPARE(topLevelNames(window.structurePane()->view()->model()), item.topNodes);
            QTableView* table = window.tablePane()->view();
            QVERIFY2(table->model() != nullptr && table->model()->rowCount() > 0, item.file);
            QTRY_VERIFY(table->model()->index(0, 0).data().toString() != QStringLiteral("…"));
        }
    }

    // The release that wrote a Blosc2 file is in the format's tooltip (a caterva-era array), the
    // frame's format version on its header.
    void theFormatSaysWhatWroteTheFile() {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(
            window, QString::fromStdString(
                        test::corpusPath("blosc2-other-writers/caterva_4x6_i8.b2frame").string())));
        QStringList tips;
        for (const QLabel* label : window.statusBar()->findChildren<QLabel*>()) {
            if (label->text() == QStringLiteral("Blosc2")) {
                tips << label->toolTip();
            }
        }
        QCOMPARE(tips,
                 (QStringList{QStringLiteral("Written as: frame format 2, chunks of format 5 "
                                             "(versionlz 1), caterva metalayer v0, no dtype")}));
        const QAbstractItemModel* model = window.structurePane()->view()->model();
        QCOMPARE(model->index(0, 0).siblingAtColumn(1).data().toString(),
                 QStringLiteral("b2frame format 2, 4 chunks"));
    }

    void unknownFormatOpensInTheHexViewOnly() {
        const QString path = QDir::temp().filePath(QStringLiteral("strata_gui_unknown.bin"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("plain bytes of no known format");
        file.close();
        MainWindow window;
        window.show();
        FileSession* session = openAndWait(window, path);
        QVERIFY(session != nullptr);
        QCOMPARE(QString::fromStdString(session->document()->formatName),
                 QStringLiteral("unknown"));
        QCOMPARE(session->hexView()->source()->size(), 30u);
        QCOMPARE(window.structurePane()->view()->model()->rowCount(), 0);
        QVERIFY(window.tablePane()->view()->model() == nullptr);
        QFile::remove(path);
    }

    void selectingANodeSelectsItsBytes() {
        MainWindow window;
        window.show();
        FileSession* session = openAndWait(
            window, QString::fromStdString(test::corpusPath("cole/all_combos.col").string()));
        QVERIFY(session != nullptr);
        QTreeView* tree = window.structurePane()->view();
        const QModelIndex footer = tree->model()->index(5, 0);
        QCOMPARE(footer.data().toString(), QStringLiteral("footer"));
        tree->setCurrentIndex(footer);
        QCOMPARE(session->hexView()->selection(), (ByteRange{4521, 12}));
        QCOMPARE(session->hexView()->cursor(), 4521u);
        // The detail pane shows the footer's fields.
        QTableWidget* details = window.detailPane()->table();
        QStringList fieldNames;
        for (int row = 0; row < details->rowCount(); ++row) {
            fieldNames << details->item(row, 0)->text();
        }
        QVERIFY(fieldNames.contains(QStringLiteral("metadata_offset")));
    }

    void clickingAByteSelectsTheDeepestNode() {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        FileSession* session = openAndWait(
            window, QString::fromStdString(test::corpusPath("cole/all_combos.col").string()));
        QVERIFY(session != nullptr);
        HexView* hex = session->hexView();
        // Byte 50 lies in row group 0 / column 0 / page 0 / page data [44, +28).
        const auto point = hex->pointOf(50);
        QVERIFY(point.has_value());
        QTest::mouseClick(hex->viewport(), Qt::LeftButton, {}, *point);
        QCOMPARE(hex->cursor(), 50u);
        const Node* selected = window.structurePane()->selectedNode();
        QVERIFY(selected != nullptr);
        QCOMPARE(
            QString::fromStdString(selected->path()),
            QStringLiteral("file / row group 0 / column 0 \"i32_plain\" / page 0 / page data"));
        QVERIFY(window.structurePane()->view()->currentIndex().isValid());
    }

    void selectingATableCellSelectsItsBytes() {
        MainWindow window;
        window.show();
        FileSession* session = openAndWait(
            window, QString::fromStdString(test::corpusPath("cole/all_combos.col").string()));
        QVERIFY(session != nullptr);
        QTableView* table = window.tablePane()->view();
        QVERIFY(table->model() != nullptr);
        QCOMPARE(table->model()->rowCount(), 72);
        QCOMPARE(table->model()->headerData(0, Qt::Horizontal).toString(),
                 QStringLiteral("i32_plain\nINTEGER · PLAIN"));
        // i64_plain's row 3 (8908132700640245036): its page data starts at 202 (manifest
        // data_offset), so its 8 bytes lie at 202 + 3 * 8.
        // The cell's bytes are found on a worker; meanwhile its block is selected.
        const Table& source = *session->document()->tables[0];
        table->setCurrentIndex(table->model()->index(3, 3));
        QCOMPARE(session->hexView()->selection(), source.blocks()[source.blockOfRow(3)].range);
        QTRY_COMPARE(session->hexView()->selection(), (ByteRange{226, 8}));
        const Node* selected = window.structurePane()->selectedNode();
        QVERIFY(selected != nullptr);
        QCOMPARE(
            QString::fromStdString(selected->path()),
            QStringLiteral("file / row group 0 / column 3 \"i64_plain\" / page 0 / page data"));
        QCOMPARE(window.structurePane()->view()->currentIndex().data().toString(),
                 QStringLiteral("page data"));
        // i32_plain's row 8 is row group 2's first: 4 bytes at its data_offset 863.
        table->setCurrentIndex(table->model()->index(8, 0));
        QTRY_COMPARE(session->hexView()->selection(), (ByteRange{863, 4}));
        // An RLE cell is its run: i32_rle's row 6 is the run 01 20 at 112.
        table->setCurrentIndex(table->model()->index(6, 1));
        QTRY_COMPARE(session->hexView()->selection(), (ByteRange{112, 2}));
        // A cell selected before the previous one's bytes were found: only its own bytes are
        // selected, the earlier answer is dropped.
        table->setCurrentIndex(table->model()->index(3, 3));
        table->setCurrentIndex(table->model()->index(6, 1));
        QTRY_COMPARE(session->hexView()->selection(), (ByteRange{112, 2}));
        QTest::qWait(50);
        QCOMPARE(session->hexView()->selection(), (ByteRange{112, 2}));
        // The cell's value arrives once its block is decoded in the background.
        QTRY_COMPARE(table->model()->index(10, 7).data().toString(), QStringLiteral(u"東京"));
        QTRY_COMPARE(table->model()->index(0, 0).data().toString(), QStringLiteral("-169963591"));
    }

    void selectingAnOdb2CellSelectsItsValueOrTheMarkerThatCarriesIt() {
        MainWindow window;
        window.show();
        FileSession* session = openAndWait(
            window,
            QString::fromStdString(test::corpusPath("odb2/odb/capi_rarely_changing.odb").string()));
        QVERIFY(session != nullptr);
        QTableView* table = window.tablePane()->view();
        QVERIFY(table->model() != nullptr);
        // Row 1 starts at 3653 with marker 9 (manifest: frame 0's data at 3624, a full row 0 of
        // 29 bytes): obsvalue@body (column 10, long_real) is the 8 bytes at 3655 + 4.
        table->setCurrentIndex(table->model()->index(1, 10));
        QTRY_COMPARE(session->hexView()->selection(), (ByteRange{3659, 8}));
        const Node* selected = window.structurePane()->selectedNode();
        QVERIFY(selected != nullptr);
        QCOMPARE(QString::fromStdString(selected->label()), QStringLiteral("obsvalue@body"));
        QCOMPARE(selected->range(), (ByteRange{3659, 8}));
        // time@hdr (column 4) is carried forward from row 0: the row's marker.
        table->setCurrentIndex(table->model()->index(1, 4));
        QTRY_COMPARE(session->hexView()->selection(), (ByteRange{3653, 2}));
        QCOMPARE(QString::fromStdString(window.structurePane()->selectedNode()->label()),
                 QStringLiteral("row 1"));
    }

    // Back on a tab, its panes show what they showed: the tree's expanded rows, the selection
    // and its details, the table's cell and row box; the other tab's row box is not carried
    // over (issue 41, item 6).
    void eachTabKeepsWhatItsPanesShowed() {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        FileSession* first = openAndWait(
            window, QString::fromStdString(test::corpusPath("cole/all_combos.col").string()));
        QVERIFY(first != nullptr);
        QTreeView* tree = window.structurePane()->view();
        const QModelIndex rowGroup = tree->model()->index(1, 0);
        tree->expand(rowGroup);
        QTableView* table = window.tablePane()->view();
        table->setCurrentIndex(table->model()->index(5, 2));
        QTRY_VERIFY(window.structurePane()->selectedNode() != nullptr);
        const Node* selected = window.structurePane()->selectedNode();
        const ByteRange bytes = first->hexView()->selection();
        window.tablePane()->rowEdit()->setText(QStringLiteral("1234567"));

        FileSession* second = openAndWait(
            window, QString::fromStdString(test::corpusPath("cole/multi_rowgroups.col").string()));
        QVERIFY(second != nullptr);
        QVERIFY(window.tablePane()->rowEdit()->text().isEmpty());
        QVERIFY(!window.tablePane()->view()->currentIndex().isValid());

        window.tabs()->setCurrentIndex(0);
        QCOMPARE(window.currentSession(), first);
        QVERIFY(tree->isExpanded(tree->model()->index(1, 0)));
        QCOMPARE(window.tablePane()->view()->currentIndex().row(), 5);
        QCOMPARE(window.tablePane()->view()->currentIndex().column(), 2);
        QCOMPARE(window.tablePane()->rowEdit()->text(), QStringLiteral("1234567"));
        QCOMPARE(window.structurePane()->selectedNode(), selected);
        QVERIFY(window.detailPane()->title()->text().contains(
            QString::fromStdString(selected->label())));
        QCOMPARE(first->hexView()->selection(), bytes);
    }

    void copyingATableSelectionGivesTabSeparatedText() {
        MainWindow window;
        window.show();
        FileSession* session = openAndWait(
            window, QString::fromStdString(test::corpusPath("cole/all_combos.col").string()));
        QVERIFY(session != nullptr);
        QTableView* table = window.tablePane()->view();
        QTRY_COMPARE(table->model()->index(1, 0).data().toString(), QStringLiteral("1323927539"));
        table->selectionModel()->select(
            QItemSelection(table->model()->index(0, 0), table->model()->index(1, 1)),
            QItemSelectionModel::Select);
        QCOMPARE(window.tablePane()->selectionAsTsv(),
                 QStringLiteral("-169963591\t817\n1323927539\t817\n"));
        window.tablePane()->copySelection();
        QCOMPARE(QApplication::clipboard()->text(), window.tablePane()->selectionAsTsv());
    }

    void filterBoxFiltersTheWholeTable() {
        MainWindow window;
        window.show();
        FileSession* session = openAndWait(
            window, QString::fromStdString(test::corpusPath("cole/multi_rowgroups.col").string()));
        QVERIFY(session != nullptr);
        TablePane* pane = window.tablePane();
        QTableView* table = pane->view();
        // The expected rows, from the reference CSV: ts, code, label, id.
        const auto records =
            test::parseCsv(test::readFileText(test::corpusPath("cole/multi_rowgroups.csv")));
        std::vector<std::size_t> expected;
        for (std::size_t r = 1; r < records.size(); ++r) {
            if (records[r][2] == "north" && std::stoll(records[r][1]) < -50) {
                expected.push_back(r - 1);
            }
        }
        QVERIFY(expected.size() > 2);

        QTest::keyClicks(pane->filterEdit(), QStringLiteral("label = 'north' AND code < -50"));
        QTest::keyClick(pane->filterEdit(), Qt::Key_Return);
        QTRY_COMPARE(pane->filterStatus()->text(),
                     QStringLiteral("%1 of 1005 rows").arg(expected.size()));
        QAbstractItemModel* shown = table->model();
        QAbstractItemModelTester tester(shown,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(shown->rowCount(), static_cast<int>(expected.size()));
        for (int row = 0; row < 2; ++row) {
            const auto& record = records[expected[static_cast<std::size_t>(row)] + 1];
            QCOMPARE(shown->headerData(row, Qt::Vertical).toString(),
                     QString::number(expected[static_cast<std::size_t>(row)]));
            for (int column = 0; column < 4; ++column) {
                QTRY_COMPARE(shown->index(row, column).data().toString(),
                             QString::fromStdString(record[static_cast<std::size_t>(column)]));
            }
        }
        // Copying the first filtered row gives its cells.
        table->selectionModel()->select(QItemSelection(shown->index(0, 0), shown->index(0, 3)),
                                        QItemSelectionModel::Select);
        const auto& first = records[expected[0] + 1];
        QCOMPARE(pane->selectionAsTsv(), QString::fromStdString(first[0] + "\t" + first[1] + "\t" +
                                                                first[2] + "\t" + first[3] + "\n"));

        // A mistake is pointed at and leaves the filtered rows as they were.
        pane->filterEdit()->clear();
        QCOMPARE(shown->rowCount(), 1005); // emptying the box shows every row again
        QTest::keyClicks(pane->filterEdit(), QStringLiteral("code < 0 AND lable = 'north'"));
        QTest::keyClick(pane->filterEdit(), Qt::Key_Return);
        QCOMPARE(pane->filterError()->text(),
                 QStringLiteral("column 'lable' not found; did you mean 'label'? (at character "
                                "14)"));
        QVERIFY(pane->filterError()->isVisible());
        QCOMPARE(pane->filterEdit()->cursorPosition(), 13);
        QCOMPARE(shown->rowCount(), 1005);
    }

    void tableModelPassesTheModelTester() {
        auto document = std::make_shared<const Document>(
            openFile(test::corpusPath("cole/multi_rowgroups.col")));
        model::TableModel model(document, 0);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.rowCount() > 100);
        model.setMaxPageRows(100);
        QCOMPARE(model.rowCount(), 100);
        const int position = model.showRow(1000);
        QCOMPARE(model.pageStart() + static_cast<quint64>(position), 1000u);
        QCOMPARE(model.headerData(position, Qt::Vertical, Qt::DisplayRole).toString(),
                 QStringLiteral("1000"));
    }

    void findRunsInTheBackgroundAndSelectsTheMatch() {
        MainWindow window;
        window.show();
        FileSession* session = openAndWait(
            window, QString::fromStdString(test::corpusPath("cole/all_combos.col").string()));
        QVERIFY(session != nullptr);
        const auto pattern =
            model::parseSearchPattern(QStringLiteral("54 4F 4F 46"), true); // "TOOF"
        QVERIFY(pattern.has_value());
        window.finder()->find(session->hexView(), *pattern, model::SearchDirection::Forward);
        QTRY_COMPARE(session->hexView()->selection(), (ByteRange{4521, 4}));
        QCOMPARE(QString::fromStdString(window.structurePane()->selectedNode()->label()),
                 QStringLiteral("footer"));
        QVERIFY(!model::parseSearchPattern(QStringLiteral("4F 4"), true).has_value());
        QCOMPARE(model::parseSearchPattern(QStringLiteral("né"), false)->size(), 3u);
    }

    void truncatedFileListsItsDiagnostic() {
        const auto bytes = test::readFileBytes(test::corpusPath("cole/all_combos.col"));
        MainWindow window;
        window.show();
        window.openSource(ByteSource::fromBuffer({bytes.begin(), bytes.begin() + 3000}, "cut.col"),
                          QStringLiteral("cut.col"));
        FileSession* session = window.currentSession();
        if (!session->isLoaded()) {
            QSignalSpy ready(session, &FileSession::documentReady);
            QVERIFY(ready.wait(20000));
        }
        QTreeWidget* list = window.diagnosticsPane()->list();
        QVERIFY(list->topLevelItemCount() >= 1);
        QVERIFY(list->topLevelItem(0)->text(2).contains(QStringLiteral("footer magic")));
        // Activating it jumps to its offset.
        emit list->itemActivated(list->topLevelItem(0), 0);
        QCOMPARE(session->hexView()->cursor(), list->topLevelItem(0)->text(1).toULongLong());
        // The cut falls in row group 2: row groups 0 and 1 (7 + 1 rows) are recovered from the
        // inline page headers, their columns named by the types inferred.
        QTableView* table = window.tablePane()->view();
        QVERIFY(table->model() != nullptr);
        QCOMPARE(table->model()->rowCount(), 8);
        QCOMPARE(table->model()->headerData(0, Qt::Horizontal).toString(),
                 QStringLiteral("column 0 (inferred INT32)\nINTEGER · PLAIN"));
        QTRY_COMPARE(table->model()->index(0, 0).data().toString(), QStringLiteral("-169963591"));
    }

    void structureModelPassesTheModelTester() {
        auto document = std::make_shared<const Document>(
            openFile(test::corpusPath("cole/multi_rowgroups.col")));
        model::StructureModel model(document);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Fetch and walk everything once, so the tester sees every insertion.
        std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
            if (model.canFetchMore(parent)) {
                model.fetchMore(parent);
            }
            for (int row = 0; row < model.rowCount(parent); ++row) {
                walk(model.index(row, 0, parent));
            }
        };
        walk({});
        QVERIFY(model.rowCount() > 10);
    }

    void bundledSamplesOpen() {
        MainWindow window;
        window.openBundledSamples();
        QVERIFY(window.tabs()->count() >= 1);
        FileSession* session = window.currentSession();
        if (!session->isLoaded()) {
            QSignalSpy ready(session, &FileSession::documentReady);
            QVERIFY(ready.wait(20000));
        }
        QVERIFY(session->document()->formatName != "unknown");
    }
};

QTEST_MAIN(MainWindowTest)
#include "main_window_test.moc"
