// The compare window on pairs built from the corpus: F7 and Shift+F7 step through the
// differences, each selecting its node and bytes in both files and its cell in the table diff;
// the differing bytes are framed in both hex views, which scroll together; rows only in one
// file are marked, and "changed rows only" keeps the rows that differ.
#include "compare/compare_side.h"
#include "compare/compare_window.h"
#include "compare/differences_pane.h"
#include "compare/table_diff_pane.h"
#include "gui/file_session.h"
#include "gui/translations.h"
#include "hex/hex_pane.h"
#include "hex/hex_view.h"
#include "model/diff/difference_model.h"
#include "model/diff/table_diff_model.h"
#include "strata/format_registry.h"
#include "strata/layer.h"
#include "strata/table.h"
#include "support/at1_test_encoder.h"
#include "support/cole_bytes_writer.h"
#include "support/corpus.h"
#include "tree/structure_pane.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>
#include <cstdio>
#include <filesystem>

using namespace strata;
using namespace strata::gui;
using Change = model::TableDiffModel::Change;

namespace {

void writeFile(const std::filesystem::path& path, const std::vector<std::byte>& bytes) {
    std::FILE* file = std::fopen(path.c_str(), "wb");
    QVERIFY(file != nullptr);
    std::fwrite(bytes.data(), 1, bytes.size(), file);
    std::fclose(file);
}

QString qpath(const std::filesystem::path& path) {
    return QString::fromStdString(path.string());
}

// 100 rows of id 0..99 and value id * 10; with `inserted`, a row (1000, 10000) before id 50.
std::vector<std::byte> idValueFile(bool inserted) {
    test::ColeBytesWriter writer;
    writer.addColumn("id", test::ColeBytesWriter::Type::Int64,
                     test::ColeBytesWriter::Encoding::Plain);
    writer.addColumn("value", test::ColeBytesWriter::Type::Int64,
                     test::ColeBytesWriter::Encoding::Plain);
    std::vector<std::int64_t> ids;
    std::vector<std::int64_t> values;
    for (std::int64_t id = 0; id < 100; ++id) {
        if (inserted && id == 50) {
            ids.push_back(1000);
            values.push_back(10000);
        }
        ids.push_back(id);
        values.push_back(id * 10);
    }
    writer.addRowGroup({ids, values});
    return writer.finish();
}

// Opens the pair shown and waits for the comparison.
bool compareAndWait(CompareWindow& window, const std::filesystem::path& a,
                    const std::filesystem::path& b) {
    window.show();
    if (!QTest::qWaitForWindowActive(&window) || !window.openFiles(qpath(a), qpath(b))) {
        return false;
    }
    QSignalSpy compared(&window, &CompareWindow::compared);
    return compared.wait(20000);
}

// frame_zstd_i32_6chunks (six chunks of 65,536 decoded bytes) with chunk 3 turned into a chunk
// of one repeated value, 0xFFFFFFFF (blosc2 flags 0x30, the value after the 32-byte header;
// cbytes 32 + typesize): its decoded bytes differ from A's ramp, the others not. Its path.
std::filesystem::path writeChangedFrame() {
    const auto original = test::corpusPath("blosc2/frames/frame_zstd_i32_6chunks.b2frame");
    const Document document = openFile(original);
    const Node* chunk3 = document.root->findByPath("file / chunks / chunk 3");
    auto bytes = test::readFileBytes(original);
    const std::size_t at = chunk3->range().offset;
    if (static_cast<int>(bytes[at + 3]) != 4) { // typesize
        return {};
    }
    bytes[at + 12] = std::byte{36};
    bytes[at + 13] = bytes[at + 14] = bytes[at + 15] = std::byte{0};
    bytes[at + 31] = std::byte{0x30};
    for (std::size_t i = 0; i < 4; ++i) {
        bytes[at + 32 + i] = std::byte{0xff};
    }
    const auto changed = test::testTempPath("strata_compare_changed.b2frame");
    writeFile(changed, bytes);
    return changed;
}

// Compares frame_zstd_i32_6chunks with its changed copy (writeChangedFrame) and waits.
bool compareWithChangedFrame(CompareWindow& window) {
    const auto changed = writeChangedFrame();
    if (changed.empty()) {
        return false;
    }
    const bool compared = compareAndWait(
        window, test::corpusPath("blosc2/frames/frame_zstd_i32_6chunks.b2frame"), changed);
    std::filesystem::remove(changed);
    return compared;
}

// On `side`, the hex pane shows chunk 3's decoded layer with `range` selected, and the tree's
// selected node lies in that layer and holds the range. A caller checks
// QTest::currentTestFailed() after it.
void expectSelectedInChunk3Layer(CompareWindow& window, int side, ByteRange range) {
    HexPane* pane = window.side(side)->session()->hexPane();
    QTRY_VERIFY(pane->currentLayer() != nullptr);
    const Layer* layer = pane->currentLayer();
    QCOMPARE(QString::fromStdString(layer->path()),
             QStringLiteral("file / chunks / chunk 3 :: decoded chunk"));
    QCOMPARE(pane->tabs()->tabText(pane->tabs()->currentIndex()),
             QStringLiteral("chunk 3 · decoded chunk"));
    QTRY_COMPARE(pane->currentView()->selection(), range);
    const Node* node = window.side(side)->structurePane()->selectedNode();
    QVERIFY(node != nullptr);
    QCOMPARE(node->layer(), layer);
    QVERIFY(QString::fromStdString(node->path())
                .startsWith(QStringLiteral("file / chunks / chunk 3 / ")));
    QVERIFY(node->range().contains(range));
}

// Steps with F7 to the first difference of a kind; its row, or -1.
int stepTo(CompareWindow& window, model::DifferenceItem::Kind kind) {
    const model::DifferenceModel& differences = *window.differencesPane()->model();
    while (window.differencesPane()->currentRow() < 0 ||
           differences.item(window.differencesPane()->currentRow()).kind != kind) {
        const int before = window.differencesPane()->currentRow();
        QTest::keyClick(&window, Qt::Key_F7);
        if (window.differencesPane()->currentRow() == before) {
            return -1;
        }
    }
    return window.differencesPane()->currentRow();
}

} // namespace

class CompareWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("StrataTests"));
        // Numbers read as the C locale writes them ("2147483647", no grouping).
        QLocale::setDefault(QLocale::c());
    }

    void f7StepsThroughTheDifferencesInBothFiles() {
        // int32_plain.col with row 3 (2147483647) rewritten as 7, in its PLAIN value's bytes.
        const auto original = test::corpusPath("cole/int32_plain.col");
        const auto cell = openFile(original).tables.at(0)->cellRange(3, 0);
        QVERIFY(cell && cell->layerPath.empty());
        QCOMPARE(cell->range.length, 4u);
        auto bytes = test::readFileBytes(original);
        const std::size_t at = cell->range.offset;
        QCOMPARE(bytes[at + 3], std::byte{0x7f}); // 2147483647, little-endian
        bytes[at] = std::byte{7};
        bytes[at + 1] = bytes[at + 2] = bytes[at + 3] = std::byte{0};
        const auto changed = test::testTempPath("strata_compare_changed.col");
        writeFile(changed, bytes);

        CompareWindow window;
        QVERIFY(compareAndWait(window, original, changed));
        std::filesystem::remove(changed);

        // Two differences: the cell, and the four bytes it is read from.
        const model::DifferenceModel& differences = *window.differencesPane()->model();
        QCOMPARE(differences.rowCount(), 2);
        QCOMPARE(differences.item(0).kind, model::DifferenceItem::Kind::Cell);
        QCOMPARE(differences.index(0, model::DifferenceModel::WhereColumn).data().toString(),
                 QStringLiteral("rows / row 3 / v"));
        QCOMPARE(differences.index(0, model::DifferenceModel::ChangeColumn).data().toString(),
                 QStringLiteral("2147483647 → 7"));
        QCOMPARE(differences.item(1).kind, model::DifferenceItem::Kind::Bytes);
        QCOMPARE(window.differencesPane()->summary()->text(),
                 QStringLiteral("1 changed cell(s), 1 differing byte range(s)"));
        const ByteRange range = cell->range;
        for (int side = 0; side < 2; ++side) {
            QCOMPARE(window.side(side)->hexView()->markedRanges(), std::vector<ByteRange>{range});
        }
        // The deepest node holding the cell's bytes, in each file's own tree (as the main window
        // selects a cell's node).
        const QString dataPath =
            QStringLiteral("file / row group 0 / column 0 \"v\" / page 0 / page data");

        const auto expectSelected = [&](int row) {
            QCOMPARE(window.differencesPane()->currentRow(), row);
            for (int side = 0; side < 2; ++side) {
                CompareSide& shown = *window.side(side);
                QCOMPARE(shown.hexView()->selection(), range);
                const Node* node = shown.structurePane()->selectedNode();
                QVERIFY(node != nullptr);
                QCOMPARE(QString::fromStdString(node->path()), dataPath);
                QVERIFY(node->range().contains(range));
            }
        };

        // The first difference shows at once: the cell, selected in both files and in the table
        // diff, changed, with both values.
        expectSelected(0);
        const QTableView* table = window.tableDiffPane()->view();
        const model::TableDiffModel* cells = window.tableDiffPane()->model();
        QVERIFY(cells != nullptr);
        const auto expectCell = [&] {
            QCOMPARE(table->currentIndex().row(), 3);
            QCOMPARE(
                cells->headerData(table->currentIndex().column(), Qt::Horizontal, Qt::DisplayRole)
                    .toString(),
                QStringLiteral("v"));
            QTRY_COMPARE(table->currentIndex().data(model::TableDiffModel::ChangeRole).toInt(),
                         static_cast<int>(Change::Changed));
            QCOMPARE(table->currentIndex().data().toString(), QStringLiteral("2147483647 → 7"));
            QVERIFY(table->currentIndex().data(Qt::BackgroundRole).isValid());
        };
        expectCell();
        QCOMPARE(cells->index(2, 0).data().toString(), QStringLiteral("-1"));
        QCOMPARE(cells->index(2, 0).data(model::TableDiffModel::ChangeRole).toInt(),
                 static_cast<int>(Change::Same));
        QVERIFY(!cells->index(2, 0).data(Qt::BackgroundRole).isValid());

        // F7: the bytes, the same four in both files; past the last one it stays there.
        QTest::keyClick(&window, Qt::Key_F7);
        expectSelected(1);
        QTest::keyClick(&window, Qt::Key_F7);
        QCOMPARE(window.differencesPane()->currentRow(), 1);
        // Shift+F7: back to the cell; before the first it stays there.
        QTest::keyClick(&window, Qt::Key_F7, Qt::ShiftModifier);
        expectSelected(0);
        expectCell();
        QTest::keyClick(&window, Qt::Key_F7, Qt::ShiftModifier);
        QCOMPARE(window.differencesPane()->currentRow(), 0);

        // Changed rows only: row 3 alone.
        window.tableDiffPane()->changedRowsOnly()->setChecked(true);
        QCOMPARE(cells->rowCount(), 1);
        QCOMPARE(cells->headerData(0, Qt::Vertical, Qt::DisplayRole).toString(),
                 QStringLiteral("3"));
        QCOMPARE(cells->index(0, 0).data().toString(), QStringLiteral("2147483647 → 7"));
    }

    void payloadDifferencesSelectTheirBytesInTheDecodedChunkLayers() {
        CompareWindow window;
        QVERIFY(compareWithChangedFrame(window));

        const int row = stepTo(window, model::DifferenceItem::Kind::Payload);
        QVERIFY(row >= 0);
        const model::DifferenceItem& item = window.differencesPane()->model()->item(row);
        QVERIFY(item.payloadA && item.payloadB);
        // The bytes lie in chunk 3 of both payloads (equal sizes: same offsets), at the same
        // place in its decoded bytes, as many as are in that chunk.
        constexpr std::uint64_t chunkBytes = 65536;
        QCOMPARE(item.payloadA->offset / chunkBytes, 3u);
        QCOMPARE(item.payloadB->offset, item.payloadA->offset);
        const ByteRange inChunk{
            item.payloadA->offset % chunkBytes,
            std::min(item.payloadA->length, chunkBytes - item.payloadA->offset % chunkBytes)};
        QVERIFY(inChunk.length > 0);
        for (int side = 0; side < 2; ++side) {
            expectSelectedInChunk3Layer(window, side, inChunk);
            if (QTest::currentTestFailed()) {
                return;
            }
        }
        // F7 on to the raw bytes: the file's own tab again.
        QVERIFY(stepTo(window, model::DifferenceItem::Kind::Bytes) >= 0);
        for (int side = 0; side < 2; ++side) {
            QCOMPARE(window.side(side)->session()->hexPane()->currentLayer(), nullptr);
        }
    }

    void cellDifferencesSelectTheirItemInTheDecodedChunkLayers() {
        CompareWindow window;
        QVERIFY(compareWithChangedFrame(window));

        // The first changed item lies in chunk 3 (16,384 items of 4 bytes); its bytes lie in
        // that chunk's decoded bytes in both files, which the diff cannot name in the file.
        const int row = stepTo(window, model::DifferenceItem::Kind::Cell);
        QVERIFY(row >= 0);
        const model::DifferenceItem& item = window.differencesPane()->model()->item(row);
        QVERIFY(item.row && item.rowB && !item.rangeA && !item.rangeB);
        constexpr std::uint64_t itemsPerChunk = 65536 / 4;
        QCOMPARE(*item.row / itemsPerChunk, 3u);
        QCOMPARE(*item.rowB, *item.row);
        const ByteRange itemBytes{(*item.row % itemsPerChunk) * 4, 4};
        for (int side = 0; side < 2; ++side) {
            expectSelectedInChunk3Layer(window, side, itemBytes);
            if (QTest::currentTestFailed()) {
                return;
            }
        }
        // The next cell: the next item, two sides again.
        QTest::keyClick(&window, Qt::Key_F7);
        const model::DifferenceItem& next =
            window.differencesPane()->model()->item(window.differencesPane()->currentRow());
        QCOMPARE(next.kind, model::DifferenceItem::Kind::Cell);
        for (int side = 0; side < 2; ++side) {
            QTRY_COMPARE(window.side(side)->session()->hexPane()->currentView()->selection(),
                         (ByteRange{itemBytes.offset + 4 * (*next.row - *item.row), 4}));
        }
    }

    void aSmallWindowShowsRowsOfBothTreesAndTheSelectedOneWhole() {
        CompareWindow window;
        QVERIFY(compareWithChangedFrame(window));
        window.resize(900, 600);
        // F7 through the structure differences (deep rows of chunk 3, expanded on the way):
        // each selected row lies wholly in its tree, which shows at least six rows.
        for (int step = 0; step < 6; ++step) {
            QTest::keyClick(&window, Qt::Key_F7);
            QCOMPARE(window.differencesPane()->currentRow(), step + 1);
            for (int side = 0; side < 2; ++side) {
                QTreeView* tree = window.side(side)->structurePane()->view();
                QVERIFY(tree->viewport()->height() >= 6 * tree->fontMetrics().height());
                const QModelIndex current = tree->currentIndex();
                if (current.isValid()) {
                    QTRY_VERIFY(tree->viewport()->rect().contains(tree->visualRect(current)));
                }
            }
        }
    }

    void payloadDifferencesSelectTheirBytesInTheRebuiltOriginal() {
        // The corpus's columnar telemetry against its original stored in a RAW file with one
        // byte changed: the rebuilt originals differ in that byte alone.
        const auto a = test::corpusPath("at1/pub_col_telemetry.at1");
        auto original = test::readFileBytes(test::corpusPath("at1/pub_col_telemetry.orig"));
        QVERIFY(original.size() > 1000);
        const std::size_t at = original.size() / 2;
        QVERIFY(original[at] != std::byte{'#'});
        original[at] = std::byte{'#'};
        const auto b = test::testTempPath("strata_compare_changed.at1");
        const std::string stored = test::at1enc::storedRawFile(
            {reinterpret_cast<const char*>(original.data()), original.size()});
        writeFile(b, {reinterpret_cast<const std::byte*>(stored.data()),
                      reinterpret_cast<const std::byte*>(stored.data()) + stored.size()});
        CompareWindow window;
        QVERIFY(compareAndWait(window, a, b));
        std::filesystem::remove(b);

        const int row = stepTo(window, model::DifferenceItem::Kind::Payload);
        QVERIFY(row >= 0);
        const model::DifferenceItem& item = window.differencesPane()->model()->item(row);
        const ByteRange changedByte{at, 1};
        QCOMPARE(item.payloadA, std::optional<ByteRange>(changedByte));
        QCOMPARE(item.payloadB, std::optional<ByteRange>(changedByte));
        for (int side = 0; side < 2; ++side) {
            HexPane* pane = window.side(side)->session()->hexPane();
            const Layer* layer = pane->currentLayer();
            QVERIFY(layer != nullptr);
            QCOMPARE(QString::fromStdString(layer->path()), QStringLiteral("file :: original"));
            QCOMPARE(pane->tabs()->tabText(pane->tabs()->currentIndex()),
                     QStringLiteral("original"));
            QTRY_COMPARE(pane->currentView()->selection(), changedByte);
        }
        // A knows its original's lines: the line holding the byte. B, a RAW file, has no node
        // in its original: no row stays selected (the last difference's would mislead).
        StructurePane* treeA = window.side(0)->structurePane();
        const Layer* layerA = window.side(0)->session()->hexPane()->currentLayer();
        QTRY_VERIFY(treeA->selectedNode() != nullptr && treeA->selectedNode()->layer() == layerA);
        QVERIFY(QString::fromStdString(treeA->selectedNode()->path())
                    .startsWith(QStringLiteral("file / lines / ")));
        QVERIFY(treeA->selectedNode()->range().contains(changedByte));
        QVERIFY(!window.side(1)->structurePane()->view()->currentIndex().isValid());
    }

    // qcol_meters against a copy whose 'index' stream does not decode (issue 41, item 4): the
    // damage is one entry; reaching it shows the stream in both files, not the last selection;
    // the change column shows its words.
    void damageInOneFileShowsItsNodeInBoth() {
        const auto a = test::corpusPath("at1/qcol_meters.at1");
        auto bytes = test::readFileBytes(a);
        bytes[1203] ^= std::byte{0x55}; // the xz magic of stream 'index'
        const auto b = test::testTempPath("strata_compare_damaged.at1");
        writeFile(b, bytes);
        CompareWindow window;
        window.resize(1280, 800);
        QVERIFY(compareAndWait(window, a, b));
        std::filesystem::remove(b);

        const model::DifferenceModel& differences = *window.differencesPane()->model();
        int damages = 0;
        for (int row = 0; row < differences.rowCount(); ++row) {
            damages += differences.item(row).kind == model::DifferenceItem::Kind::Damage ? 1 : 0;
            QVERIFY2(differences.item(row).where !=
                         QStringLiteral("file / stream set / stream 'meta'"),
                     "meta did not change");
        }
        QCOMPARE(damages, 1);
        const int row = stepTo(window, model::DifferenceItem::Kind::Damage);
        QVERIFY(row >= 0);
        const QString stream = QStringLiteral("file / stream set / stream 'index'");
        for (int side = 0; side < 2; ++side) {
            const Node* node = window.side(side)->structurePane()->selectedNode();
            QVERIFY(node != nullptr);
            QVERIFY2(QString::fromStdString(node->path()).startsWith(stream),
                     qPrintable(QString::fromStdString(node->path())));
        }
        QTreeView* view = window.differencesPane()->view();
        const QString change =
            differences.index(row, model::DifferenceModel::ChangeColumn).data().toString();
        QVERIFY2(view->columnWidth(model::DifferenceModel::ChangeColumn) >=
                     view->fontMetrics().horizontalAdvance(change) / 2,
                 qPrintable(QStringLiteral("%1 px for %2 (view %3: %4 %5 %6 %7)")
                                .arg(view->columnWidth(model::DifferenceModel::ChangeColumn))
                                .arg(change)
                                .arg(view->viewport()->width())
                                .arg(view->columnWidth(0))
                                .arg(view->columnWidth(1))
                                .arg(view->columnWidth(3))
                                .arg(view->columnWidth(4))));
    }

    void rowsOnlyInOneFileAreMarkedAndTheViewsScrollTogether() {
        const auto a = test::testTempPath("strata_compare_a.col");
        const auto b = test::testTempPath("strata_compare_b.col");
        writeFile(a, idValueFile(false));
        writeFile(b, idValueFile(true));
        CompareWindow window;
        QVERIFY(compareAndWait(window, a, b));
        std::filesystem::remove(a);
        std::filesystem::remove(b);

        // Paired by position, rows 50..99 differ in both columns and B's row 100 is its own.
        const model::TableDiffModel* cells = window.tableDiffPane()->model();
        QVERIFY(cells != nullptr);
        QCOMPARE(cells->rowCount(), 101);
        QCOMPARE(cells->headerData(100, Qt::Vertical, Qt::DisplayRole).toString(),
                 QStringLiteral("+100"));
        QCOMPARE(cells->headerData(100, Qt::Vertical, model::TableDiffModel::ChangeRole).toInt(),
                 static_cast<int>(Change::OnlyInB));
        QTRY_COMPARE(cells->index(100, 0).data(model::TableDiffModel::ChangeRole).toInt(),
                     static_cast<int>(Change::OnlyInB));
        QTRY_COMPARE(cells->index(100, 0).data().toString(), QStringLiteral("99"));
        QTRY_COMPARE(cells->index(50, 0).data().toString(), QStringLiteral("50 → 1000"));
        QCOMPARE(cells->index(49, 1).data(model::TableDiffModel::ChangeRole).toInt(),
                 static_cast<int>(Change::Same));
        window.tableDiffPane()->changedRowsOnly()->setChecked(true);
        QCOMPARE(cells->rowCount(), 51);
        QCOMPARE(cells->headerData(0, Qt::Vertical, Qt::DisplayRole).toString(),
                 QStringLiteral("50"));

        // Scrolling A's bytes scrolls B's by as much.
        HexView* hexA = window.side(0)->hexView();
        HexView* hexB = window.side(1)->hexView();
        hexA->scrollToOffset(512);
        QCOMPARE(hexA->firstVisibleOffset(), 512u);
        QCOMPARE(hexB->firstVisibleOffset(), 512u);
        hexB->scrollToOffset(256);
        QCOMPARE(hexA->firstVisibleOffset(), 256u);
    }

    void keyColumnsAndToleranceCompareTheTableAgain() {
        const auto a = test::testTempPath("strata_compare_key_a.col");
        const auto b = test::testTempPath("strata_compare_key_b.col");
        writeFile(a, idValueFile(false));
        writeFile(b, idValueFile(true));
        CompareWindow window;
        QVERIFY(compareAndWait(window, a, b));
        TableDiffPane& pane = *window.tableDiffPane();
        QCOMPARE(pane.keyButton()->text(), QStringLiteral("Rows by position"));
        QCOMPARE(pane.compareAgainButton()->text(), QStringLiteral("Compare Again"));
        // The chooser offers the columns both tables have.
        QStringList offered;
        QAction* id = nullptr;
        for (QAction* action : pane.keyMenu()->actions()) {
            if (action->isCheckable()) {
                offered << action->text();
                id = action->text() == QStringLiteral("id") ? action : id;
            }
        }
        QCOMPARE(offered, (QStringList{QStringLiteral("id"), QStringLiteral("value")}));

        // Paired by id, the inserted row is the one difference: no cascade of changed cells.
        id->setChecked(true);
        QCOMPARE(pane.keyButton()->text(), QStringLiteral("Key: id"));
        QSignalSpy compared(&window, &CompareWindow::compared);
        QTest::mouseClick(pane.compareAgainButton(), Qt::LeftButton);
        QVERIFY(compared.wait(20000));
        const model::TableDiffModel* cells = pane.model();
        QVERIFY(cells != nullptr && cells->keyed());
        QCOMPARE(window.diff()->tables.size(), 1u);
        QCOMPARE(window.diff()->tables[0].changedCells, 0u);
        QCOMPARE(window.diff()->tables[0].rowsOnlyInB, 1u);
        QCOMPARE(cells->rowCount(), 1);
        QCOMPARE(cells->headerData(0, Qt::Vertical, Qt::DisplayRole).toString(),
                 QStringLiteral("+50"));
        QTRY_COMPARE(cells->index(0, 0).data().toString(), QStringLiteral("1000"));
        QCOMPARE(cells->index(0, 1).data().toString(), QStringLiteral("10000"));
        QCOMPARE(cells->index(0, 0).data(model::TableDiffModel::ChangeRole).toInt(),
                 static_cast<int>(Change::OnlyInB));
        QVERIFY(!pane.changedRowsOnly()->isEnabled());
        QCOMPARE(pane.note()->text(),
                 QStringLiteral("0 changed cell(s), 0 row(s) only in A, 1 row(s) only in B"));
        // Its difference (after those of the structure) selects it in the table diff.
        const model::DifferenceModel& differences = *window.differencesPane()->model();
        int rows = 0;
        for (int row = 0; row < differences.rowCount(); ++row) {
            if (differences.item(row).kind == model::DifferenceItem::Kind::Row) {
                ++rows;
                QCOMPARE(differences.item(row).what, QStringLiteral("row only in B"));
                pane.view()->setCurrentIndex({});
                window.differencesPane()->view()->setCurrentIndex(
                    differences.index(row, model::DifferenceModel::KindColumn));
                QCOMPARE(pane.view()->currentIndex().row(), 0);
            }
        }
        QCOMPARE(rows, 1);

        // By position again, with an absolute tolerance of 10,000: ids 50..99 against 1000 and
        // 50..98 (at most 950 apart), values 500..990 against 10000 and 500..980 (at most 9,500):
        // nothing changed, B's last row its own.
        pane.keyMenu()->actions().first()->trigger();
        QCOMPARE(pane.keyButton()->text(), QStringLiteral("Rows by position"));
        pane.toleranceKind()->setCurrentIndex(
            pane.toleranceKind()->findData(static_cast<int>(NumericTolerance::Kind::Absolute)));
        QVERIFY(pane.toleranceAmount()->isEnabled());
        pane.toleranceAmount()->setText(QStringLiteral("10000"));
        QTest::mouseClick(pane.compareAgainButton(), Qt::LeftButton);
        QVERIFY(compared.wait(20000));
        std::filesystem::remove(a);
        std::filesystem::remove(b);
        QCOMPARE(window.diff()->tables[0].changedCells, 0u);
        QCOMPARE(window.diff()->tables[0].rowsOnlyInB, 1u);
        QVERIFY(!pane.model()->keyed());
        QCOMPARE(pane.model()->rowCount(), 101);
    }

    void speaksGerman() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("de_DE"));
        CompareWindow window;
        QStringList menus;
        for (const QAction* action : window.menuBar()->actions()) {
            menus << action->text();
        }
        QStringList docks;
        for (const QDockWidget* dock : window.findChildren<QDockWidget*>()) {
            docks << dock->windowTitle();
        }
        const QStringList options{window.tableDiffPane()->keyButton()->text(),
                                  window.tableDiffPane()->toleranceKind()->itemText(3),
                                  window.tableDiffPane()->compareAgainButton()->text()};
        for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        QCOMPARE(menus, (QStringList{QStringLiteral("&Vergleichen"), QStringLiteral("&Ansicht"),
                                     QStringLiteral("&Hilfe")}));
        QCOMPARE(docks, (QStringList{QStringLiteral("Unterschiede"),
                                     QStringLiteral("Tabellenunterschiede")}));
        QCOMPARE(options, (QStringList{QStringLiteral("Zeilen nach Position"),
                                       QStringLiteral("Gleich als float32"),
                                       QStringLiteral("Erneut vergleichen")}));
    }
};

QTEST_MAIN(CompareWindowTest)
#include "compare_window_test.moc"
