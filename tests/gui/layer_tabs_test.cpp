// Decoded layers in the window, as a person uses them: the hex pane has a tab per open layer
// under the file's (like Wireshark's bytes pane); selecting a node that lies in a layer raises
// its tab with exactly its bytes selected, clicking a byte there selects the node that holds it,
// and closing the tab gives the layer's bytes back. The document is built by hand, so the test
// knows every byte of the layer. No translation is installed: plural texts read "byte(s)".
#include "go_to_offset_driver.h"
#include "gui/main_window.h"
#include "hex/hex_pane.h"
#include "hex/layer_tab.h"
#include "inspector/data_inspector.h"
#include "open_and_wait.h"
#include "search/byte_finder.h"
#include "settings/app_settings.h"
#include "strata/layer_cache.h"
#include "support/corpus.h"
#include "table/table_pane.h"
#include "tree/detail_pane.h"
#include "tree/structure_pane.h"

#include <QApplication>
#include <QClipboard>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QTreeWidget>
#include <atomic>
#include <thread>

using namespace strata;
using namespace strata::gui;

namespace {

constexpr std::uint64_t layerSize = 256;

// A 64-byte file: header [0, 8), stream [8, 56) whose decoded layer (256 bytes counting up from
// 0) holds meta [0, 16) with nrows [2, 4), and values [16, 256).
std::shared_ptr<Document> layeredDocument() {
    auto document = std::make_shared<Document>();
    document->formatName = "hand-made";
    document->source = ByteSource::fromBuffer(std::vector<std::byte>(64, std::byte{0xEE}), "file");
    document->root = std::make_unique<Node>("file", NodeKind::File, ByteRange{0, 64});
    document->root->addChild("header", NodeKind::Header, {0, 8});
    Node& stream = document->root->addChild("stream", NodeKind::Data, {8, 48});
    const Layer& decoded = stream.addLayer(
        std::make_shared<Layer>("decoded", "xz, 48 → 256 bytes", layerSize, [](const JobControl&) {
            std::vector<std::byte> bytes(layerSize);
            for (std::size_t i = 0; i < bytes.size(); ++i) {
                bytes[i] = static_cast<std::byte>(i);
            }
            return LayerBytes{ByteSource::fromBuffer(std::move(bytes), "decoded"), {}};
        }));
    Node& meta = stream.addChildIn(
        decoded, std::make_unique<Node>("meta", NodeKind::Metadata, ByteRange{0, 16}));
    meta.addChild("nrows", NodeKind::Metadata, {2, 2});
    stream.addChildIn(decoded,
                      std::make_unique<Node>("values", NodeKind::Data, ByteRange{16, 240}));
    return document;
}

const Node* nodeAtPath(const FileSession& session, const char* path) {
    return session.document()->root->findByPath(path);
}

const Layer& decodedLayer(const FileSession& session) {
    return *nodeAtPath(session, "file / stream")->layers()[0];
}

// The status-bar label whose text starts with `prefix`.
QString statusText(const MainWindow& window, const QString& prefix) {
    for (const QLabel* label : window.statusBar()->findChildren<QLabel*>()) {
        if (label->text().startsWith(prefix)) {
            return label->text();
        }
    }
    return {};
}

// The window at a size that shows every pane, with a corpus file open (nullptr: it did not open).
FileSession* showCorpusFile(MainWindow& window, const char* relative) {
    window.resize(1200, 800);
    window.show();
    return test::openAndWait(window, QString::fromStdString(test::corpusPath(relative).string()));
}

} // namespace

class LayerTabsTest : public QObject {
    Q_OBJECT

private:
    static FileSession* openLayered(MainWindow& window) {
        window.openDocument(layeredDocument(), QStringLiteral("layered.bin"));
        FileSession* session = window.currentSession();
        return session != nullptr && session->isLoaded() ? session : nullptr;
    }

    static void selectInTree(MainWindow& window, const Node* node) {
        QTreeView* tree = window.structurePane()->view();
        tree->setCurrentIndex(window.currentSession()->structureModel()->indexOf(node));
    }

private slots:
    void init() {
        QCoreApplication::setOrganizationName(QStringLiteral("StrataLayerTabsTests"));
        QSettings().clear();
    }
    void cleanup() { QSettings().clear(); }

    // Two frames' 'meta' streams each have a "decoded" layer: their tabs name the frame too,
    // and a lone tab keeps its short name (issue 41, item 14).
    void tabsOfLikeNamedLayersSayWhichIsWhich() {
        MainWindow window;
        FileSession* session = showCorpusFile(window, "at1/pub_stream_qjson.at1");
        QVERIFY(session != nullptr);
        HexPane* pane = session->hexPane();
        const auto layerOf = [&](const char* path) {
            const Node* stream = nodeAtPath(*session, path);
            stream->children(); // the layer is made with the stream's children
            return stream->layers()[0].get();
        };
        pane->showLayer(layerOf("file / frame 0 / stream set / stream 'meta'"));
        QCOMPARE(pane->tabs()->tabText(1), QStringLiteral("stream 'meta' · decoded"));
        pane->showLayer(layerOf("file / frame 1 / stream set / stream 'meta'"));
        QCOMPARE(pane->tabs()->count(), 3);
        QCOMPARE(pane->tabs()->tabText(1),
                 QStringLiteral("frame 0 / stream set / stream 'meta' · decoded"));
        QCOMPARE(pane->tabs()->tabText(2),
                 QStringLiteral("frame 1 / stream set / stream 'meta' · decoded"));
        pane->closeLayer(*layerOf("file / frame 0 / stream set / stream 'meta'"));
        QCOMPARE(pane->tabs()->tabText(1), QStringLiteral("stream 'meta' · decoded"));
    }

    void selectingANodeInALayerRaisesItsTabWithItsBytesSelected() {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        FileSession* session = openLayered(window);
        QVERIFY(session != nullptr);
        HexPane* pane = session->hexPane();
        // Only the file is open: no tab bar to take room.
        QCOMPARE(pane->tabs()->count(), 1);
        QVERIFY(!pane->tabs()->tabBar()->isVisible());

        selectInTree(window, nodeAtPath(*session, "file / stream / meta / nrows"));
        QCOMPARE(pane->tabs()->count(), 2);
        QCOMPARE(pane->tabs()->tabText(0), QStringLiteral("File"));
        // The tab names the node the layer is made from (several streams have a "decoded").
        QCOMPARE(pane->tabs()->tabText(1), QStringLiteral("stream · decoded"));
        QCOMPARE(pane->currentLayer(), &decodedLayer(*session));
        QVERIFY(pane->tabs()->tabBar()->isVisible());
        // The bytes arrive from the background; then exactly the node's two bytes are selected.
        HexView* hex = pane->currentView();
        QTRY_VERIFY(hex->source() != nullptr);
        QCOMPARE(hex->source()->size(), layerSize);
        QCOMPARE(hex->selection(), (ByteRange{2, 2}));
        QCOMPARE(hex->source()->bytes()[2], std::byte{2});
        // The file's view keeps its own selection.
        QCOMPARE(session->hexView()->selection().length, 0u);
        // The caption and the tab's tooltip say where the bytes come from.
        LayerTab* tab = pane->layerTab(decodedLayer(*session));
        QCOMPARE(tab->caption()->text(), QStringLiteral("xz, 48 → 256 bytes"));
        QVERIFY(pane->tabs()->tabToolTip(1).contains(QStringLiteral("file / stream :: decoded")));
        // The status bar names the layer and the offset in it.
        QTRY_COMPARE(statusText(window, QStringLiteral("decoded")),
                     QStringLiteral("decoded: offset 2 (0x2)"));
        QCOMPARE(statusText(window, QStringLiteral("Selected")),
                 QStringLiteral("Selected 2 byte(s)"));
        // The detail pane says the node's offset is the layer's.
        QVERIFY(window.detailPane()->findChild<QLabel*>()->text().contains(
            QStringLiteral("in layer decoded")));

        // A file node raises the file's tab again; the layer's stays open.
        selectInTree(window, nodeAtPath(*session, "file / header"));
        QCOMPARE(pane->currentLayer(), nullptr);
        QCOMPARE(session->hexView()->selection(), (ByteRange{0, 8}));
        QCOMPARE(pane->tabs()->count(), 2);
        QCOMPARE(statusText(window, QStringLiteral("Offset")), QStringLiteral("Offset 0 (0x0)"));
    }

    void clickingAByteInALayerSelectsTheNodeThere() {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        FileSession* session = openLayered(window);
        QVERIFY(session != nullptr);
        HexPane* pane = session->hexPane();
        pane->showLayer(&decodedLayer(*session));
        HexView* hex = pane->currentView();
        QTRY_VERIFY(hex->source() != nullptr);

        const auto clickAt = [&](std::uint64_t offset) {
            const auto point = hex->pointOf(offset);
            QVERIFY(point.has_value());
            QTest::mouseClick(hex->viewport(), Qt::LeftButton, {}, *point);
            QCOMPARE(hex->cursor(), offset);
        };
        clickAt(3);
        const Node* selected = window.structurePane()->selectedNode();
        QVERIFY(selected != nullptr);
        QCOMPARE(QString::fromStdString(selected->path()),
                 QStringLiteral("file / stream / meta / nrows"));
        QCOMPARE(window.lastSelection().layer, &decodedLayer(*session));
        clickAt(40);
        QCOMPARE(QString::fromStdString(window.structurePane()->selectedNode()->path()),
                 QStringLiteral("file / stream / values"));
        // File offset 40 would be in the stream; in the layer it is in the values, and the tab
        // stays in front.
        QCOMPARE(pane->currentLayer(), &decodedLayer(*session));
        QCOMPARE(statusText(window, QStringLiteral("decoded")),
                 QStringLiteral("decoded: offset 40 (0x28)"));
        // The data inspector reads the layer's byte there (40), not the file's (0xEE).
        const auto found =
            window.dataInspector()->list()->findItems(QStringLiteral("uint8"), Qt::MatchExactly);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0]->text(1), QStringLiteral("40"));

        // Find searches the layer's bytes, from the cursor on.
        window.finder()->find(hex, {std::byte{100}, std::byte{101}},
                              model::SearchDirection::Forward);
        QTRY_COMPARE(hex->selection(), (ByteRange{100, 2}));
        QCOMPARE(pane->currentLayer(), &decodedLayer(*session));
        QCOMPARE(QString::fromStdString(window.structurePane()->selectedNode()->path()),
                 QStringLiteral("file / stream / values"));

        // Copy works on the layer's bytes.
        selectInTree(window, nodeAtPath(*session, "file / stream / meta / nrows"));
        hex->setFocus();
        QApplication::clipboard()->clear();
        QTest::keyClick(hex, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("02 03"));
    }

    void goToOffsetMovesInTheLayerInFront() {
        MainWindow window;
        window.show();
        FileSession* session = openLayered(window);
        QVERIFY(session != nullptr);
        HexPane* pane = session->hexPane();
        pane->showLayer(&decodedLayer(*session));
        HexView* hex = pane->currentView();
        QTRY_VERIFY(hex->source() != nullptr);
        // 200 is past the end of the 64-byte file, not of the 256-byte layer.
        QCOMPARE(test::goToOffset(window, QStringLiteral("200")), QString());
        QCOMPARE(hex->cursor(), 200u);
        QCOMPARE(session->hexView()->cursor(), 0u);
        QCOMPARE(test::goToOffset(window, QStringLiteral("300")),
                 QStringLiteral("Offset 300 is past the end of the layer: the last offset is 255"));
        QCOMPARE(hex->cursor(), 200u);
    }

    void closingALayerTabFreesItsBytes() {
        MainWindow window;
        window.show();
        FileSession* session = openLayered(window);
        QVERIFY(session != nullptr);
        HexPane* pane = session->hexPane();
        const Layer& layer = decodedLayer(*session);
        const std::uint64_t heldBefore = LayerCache::shared().heldBytes();
        pane->showLayer(&layer);
        QTRY_VERIFY(pane->currentView()->source() != nullptr);
        std::weak_ptr<const LayerBytes> held = layer.bytes();
        QVERIFY(!held.expired());
        QCOMPARE(LayerCache::shared().heldBytes(), heldBefore + layerSize);

        // The tab's close button, as a person clicks it.
        QWidget* close = pane->tabs()->tabBar()->tabButton(1, QTabBar::RightSide);
        if (close == nullptr) {
            close = pane->tabs()->tabBar()->tabButton(1, QTabBar::LeftSide);
        }
        QVERIFY(close != nullptr);
        selectInTree(window, nodeAtPath(*session, "file / stream / values"));
        QTest::mouseClick(close, Qt::LeftButton);
        QCOMPARE(pane->tabs()->count(), 1);
        QCOMPARE(pane->currentLayer(), nullptr);
        // The selection moves from the closed layer to the stream it was decoded from.
        QCOMPARE(QString::fromStdString(window.structurePane()->selectedNode()->path()),
                 QStringLiteral("file / stream"));
        QCOMPARE(window.lastSelection().layer, nullptr);
        QCOMPARE(session->hexView()->selection(), (ByteRange{8, 48}));
        QVERIFY(held.expired());
        QCOMPARE(LayerCache::shared().heldBytes(), heldBefore);
        // The file's tab has no close button.
        QVERIFY(pane->tabs()->tabBar()->tabButton(0, QTabBar::RightSide) == nullptr);
        QVERIFY(pane->tabs()->tabBar()->tabButton(0, QTabBar::LeftSide) == nullptr);
    }

    void aSmallWindowStillShowsTheTabs() {
        MainWindow window;
        window.resize(640, 400);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        FileSession* session = openLayered(window);
        QVERIFY(session != nullptr);
        HexPane* pane = session->hexPane();
        pane->showLayer(&decodedLayer(*session));
        QTRY_VERIFY(pane->currentView()->source() != nullptr);
        QTabBar* bar = pane->tabs()->tabBar();
        QVERIFY(bar->isVisible());
        // Both tabs lie inside the window, wide enough to read.
        for (int i = 0; i < bar->count(); ++i) {
            const QRect tab(bar->mapTo(&window, bar->tabRect(i).topLeft()), bar->tabRect(i).size());
            QVERIFY2(window.rect().contains(tab), qPrintable(QStringLiteral("tab %1").arg(i)));
            QVERIFY(tab.width() >= bar->fontMetrics().horizontalAdvance(bar->tabText(i)));
        }
        QVERIFY(pane->currentView()->viewport()->height() > 0);
    }

    void theTreeShowsANodesLayersAndOpensThem() {
        MainWindow window;
        window.show();
        FileSession* session = openLayered(window);
        QVERIFY(session != nullptr);
        const Node* stream = nodeAtPath(*session, "file / stream");
        selectInTree(window, stream);
        // The details list the layer with its origin and size.
        QTableWidget* details = window.detailPane()->table();
        const int last = details->rowCount() - 1;
        QCOMPARE(details->item(last, 0)->text(), QStringLiteral("layer decoded"));
        QCOMPARE(details->item(last, 1)->text(),
                 QStringLiteral("xz, 48 → 256 bytes (256 byte(s))"));
        // The tree's offsets of nodes in the layer say they are the layer's.
        model::StructureModel* model = session->structureModel();
        const auto offsetTip = [model, session](const char* path) {
            return model->indexOf(nodeAtPath(*session, path))
                .siblingAtColumn(model::StructureModel::OffsetColumn)
                .data(Qt::ToolTipRole)
                .toString();
        };
        QCOMPARE(offsetTip("file / stream / meta / nrows"), QStringLiteral("0x2 in layer decoded"));
        QCOMPARE(offsetTip("file / stream"), QStringLiteral("0x8"));

        // The context menu offers to show the layer.
        QTreeView* tree = window.structurePane()->view();
        const QRect row = tree->visualRect(tree->currentIndex());
        QString offered;
        QTimer::singleShot(0, [&offered] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (menu == nullptr) {
                return;
            }
            for (QAction* action : menu->actions()) {
                if (action->text().startsWith(QStringLiteral("Show Layer"))) {
                    offered = action->text();
                    action->trigger();
                }
            }
            menu->close();
        });
        emit tree->customContextMenuRequested(row.center());
        QCOMPARE(offered, QStringLiteral("Show Layer “decoded”"));
        QCOMPARE(session->hexPane()->currentLayer(), stream->layers()[0].get());
    }

    void aSlowLayerShowsProgressAndCanBeCancelled() {
        auto document = layeredDocument();
        // A layer that decodes until cancelled, reporting progress.
        std::atomic<bool> started{false};
        const Layer& slow = document->root->addLayer(std::make_shared<Layer>(
            "slow", "slow codec", std::nullopt, [&started](const JobControl& control) {
                started = true;
                for (std::uint64_t step = 0; !control.cancelled(); ++step) {
                    control.report(step % 100, 100);
                    std::this_thread::sleep_for(std::chrono::milliseconds(5));
                }
                return LayerBytes{};
            }));
        MainWindow window;
        window.show();
        window.openDocument(document, QStringLiteral("slow.bin"));
        HexPane* pane = window.currentSession()->hexPane();
        pane->showLayer(&slow);
        LayerTab* tab = pane->layerTab(slow);
        QTRY_VERIFY(started.load());
        // The window stays responsive while it decodes: the tab shows its progress.
        QVERIFY(tab->progressBar()->isVisible());
        QCOMPARE(tab->caption()->text(), QStringLiteral("Decoding slow codec…"));
        QTRY_COMPARE(tab->progressBar()->maximum(), 1000);
        QToolButton* cancel = tab->findChild<QToolButton*>();
        QCOMPARE(cancel->text(), QStringLiteral("Cancel"));
        QTest::mouseClick(cancel, Qt::LeftButton);
        QTRY_COMPARE(tab->caption()->text(), QStringLiteral("Decoding stopped"));
        QVERIFY(!tab->progressBar()->isVisible());
        QCOMPARE(cancel->text(), QStringLiteral("Decode"));
        QVERIFY(!tab->hasBytes());
        // Showing the layer again decodes it again.
        pane->showLayer(nullptr);
        pane->showLayer(&slow);
        QCOMPARE(pane->tabs()->count(), 2);
        QCOMPARE(tab->caption()->text(), QStringLiteral("Decoding slow codec…"));
        QCOMPARE(cancel->text(), QStringLiteral("Cancel"));
        QVERIFY(tab->isDecoding());
    }

    void aDamagedLayerSaysWhatWentWrong() {
        auto document = layeredDocument();
        const Layer& damaged = document->root->addLayer(
            std::make_shared<Layer>("partial", "zstd, 10 → 100 bytes", 100, [](const JobControl&) {
                Diagnostic problem;
                problem.offset = 12;
                problem.message = "zstd: corrupted block after 4 bytes";
                return LayerBytes{ByteSource::fromBuffer(std::vector<std::byte>(4), "partial"),
                                  {problem}};
            }));
        MainWindow window;
        window.show();
        window.openDocument(document, QStringLiteral("damaged.bin"));
        HexPane* pane = window.currentSession()->hexPane();
        pane->showLayer(&damaged);
        // While it decodes the status bar says so rather than "0 bytes".
        QCOMPARE(statusText(window, QStringLiteral("Decoding")), QStringLiteral("Decoding…"));
        LayerTab* tab = pane->layerTab(damaged);
        QTRY_VERIFY(tab->hasBytes());
        // What decoded shows, and the caption and tooltip say what went wrong and where.
        QCOMPARE(pane->currentView()->source()->size(), 4u);
        QCOMPARE(tab->caption()->text(),
                 QStringLiteral("zstd, 10 → 100 bytes — zstd: corrupted block after 4 bytes"));
        QVERIFY(pane->tabs()->tabToolTip(1).contains(
            QStringLiteral("zstd: corrupted block after 4 bytes at file offset 12")));
        QCOMPARE(statusText(window, QStringLiteral("4 ")), QStringLiteral("4 byte(s)"));
    }

    void theLayerCacheFollowsTheMemorySetting() {
        AppSettings settings = AppSettings::load();
        settings.cacheMegabytes = 48;
        settings.save();
        MainWindow window;
        QCOMPARE(LayerCache::shared().budget(), 48ull << 20);
    }

    // A real file: an AT-1 column is its chunk inside the decoded `values` stream.
    void selectingAnAt1ColumnShowsItsChunkInTheValuesLayer() {
        MainWindow window;
        FileSession* session = showCorpusFile(window, "at1/col_telemetry_comma.at1");
        QVERIFY(session != nullptr);
        const Node* column =
            nodeAtPath(*session, "file / stream set / stream 'values' / column 4 \"temp_c\"");
        QVERIFY(column != nullptr);
        // Its offset in the tree is the layer's, set apart from file offsets in italics.
        const QModelIndex offset = session->structureModel()->indexOf(column).siblingAtColumn(
            model::StructureModel::OffsetColumn);
        QCOMPARE(offset.data().toString(), QStringLiteral("434094"));
        QVERIFY(offset.data(Qt::FontRole).value<QFont>().italic());
        selectInTree(window, column);
        HexPane* pane = session->hexPane();
        QCOMPARE(pane->tabs()->count(), 2);
        QCOMPARE(pane->currentLayer(), column->layer());
        QCOMPARE(pane->currentLayer()->owner()->label(), "stream 'values'");
        HexView* hex = pane->currentView();
        QTRY_VERIFY(hex->source() != nullptr);
        // manifest "columnar": columns 0-3 take 314,999 + 28,806 + 89,999 + 290 bytes of the
        // 752,548 decoded; column 4 (DEC, D 2) takes 28,943.
        QCOMPARE(hex->source()->size(), 752548u);
        QCOMPARE(hex->selection(), (ByteRange{434094, 28943}));
        // Clicking a byte of that chunk in the layer selects a node of the column.
        const QPoint cell = *hex->pointOf(hex->selection().offset + 40);
        QTest::mouseClick(hex->viewport(), Qt::LeftButton, {}, cell);
        const Node* selected = window.currentSession()->structureModel()->nodeAt(
            window.structurePane()->view()->currentIndex());
        QVERIFY(selected != nullptr);
        QVERIFY(selected == column || selected->parent() == column ||
                (selected->parent() != nullptr && selected->parent()->parent() == column));
    }

    // A table cell whose value lies in a decoded layer raises the layer's tab with the value's
    // bytes selected, and the tree selects the value's node.
    void selectingAnAt1CellRaisesTheValuesLayerWithItsBytes() {
        MainWindow window;
        FileSession* session = showCorpusFile(window, "at1/col_weather_tab.at1");
        QVERIFY(session != nullptr);
        // Row 1's first field is a TEXT line in `values` right after row 0's and its '\n'.
        const std::string original =
            test::readFileText(test::corpusPath("at1/col_weather_tab.orig"));
        const std::size_t line1 = original.find('\n') + 1;
        const std::size_t line2 = original.find('\n', line1) + 1;
        const std::uint64_t first = original.find('\t', line1) - line1;
        const std::string second = original.substr(line2, original.find('\t', line2) - line2);
        QTableView* table = window.tablePane()->view();
        QVERIFY(table->model() != nullptr);
        table->setCurrentIndex(table->model()->index(1, 0));
        HexPane* pane = session->hexPane();
        // The cell's bytes are found on a worker (the block's streams are decoded there).
        QTRY_COMPARE(pane->tabs()->count(), 2);
        QVERIFY(pane->currentLayer() != nullptr);
        QCOMPARE(pane->currentLayer()->path(),
                 std::string("file / stream set / stream 'values' :: decoded"));
        HexView* hex = pane->currentView();
        QTRY_VERIFY(hex->source() != nullptr);
        QTRY_COMPARE(hex->selection(), (ByteRange{first + 1, second.size()}));
        const auto bytes = hex->source()->view(first + 1, second.size());
        QCOMPARE(std::string(reinterpret_cast<const char*>(bytes.data()), bytes.size()), second);
        const Node* selected = window.structurePane()->selectedNode();
        QVERIFY(selected != nullptr);
        QCOMPARE(selected->label(), std::string("value 1"));
        QCOMPARE(selected->layer(), pane->currentLayer());
        QCOMPARE(selected->range(), hex->selection());
        QTRY_COMPARE(
            statusText(window, QStringLiteral("decoded")),
            QStringLiteral("decoded: offset %1 (0x%2)").arg(first + 1).arg(first + 1, 0, 16));
        // Another cell in the same layer selects in the same tab.
        table->setCurrentIndex(table->model()->index(0, 0));
        QTRY_COMPARE(hex->selection(), (ByteRange{0, first}));
        QCOMPARE(pane->tabs()->count(), 2);
    }

    // A log line's variable selects its item of the decoded `vars` stream.
    void selectingALogVariableSelectsItsItemInTheVarsLayer() {
        MainWindow window;
        FileSession* session = showCorpusFile(window, "at1-codecs/log_syslog.at1");
        QVERIFY(session != nullptr);
        QTableView* table = window.tablePane()->view();
        QVERIFY(table->model() != nullptr);
        // Row 1's var 2 "08:00:02" is the 7th item of `vars`, at 24 (the 6 before take 24 bytes
        // with their '\n's: "5", "08:00:01", "1", "612", "8084", "5").
        table->setCurrentIndex(table->model()->index(1, 3));
        HexPane* pane = session->hexPane();
        QTRY_VERIFY(pane->currentLayer() != nullptr);
        QCOMPARE(pane->currentLayer()->path(),
                 std::string("file / stream set / stream 'vars' :: decoded"));
        HexView* hex = pane->currentView();
        QTRY_VERIFY(hex->source() != nullptr);
        QTRY_COMPARE(hex->selection(), (ByteRange{24, 8}));
        const Node* selected = window.structurePane()->selectedNode();
        QVERIFY(selected != nullptr);
        QCOMPARE(selected->label(), std::string("item 6"));
        QCOMPARE(selected->value(), std::string("08:00:02"));
    }

    // A line of AT-1's rebuilt original selects the table row it was rebuilt from.
    void selectingALineOfTheOriginalSelectsItsRow() {
        MainWindow window;
        FileSession* session = showCorpusFile(window, "at1/col_weather_tab.at1");
        QVERIFY(session != nullptr);
        // Line 0 is the header; line 6 is table row 5.
        const Node* line = nodeAtPath(*session, "file / lines / lines 0\u2013511 / line 6");
        QVERIFY(line != nullptr);
        QCOMPARE(line->value(), std::string("table row 5"));
        selectInTree(window, line);
        HexPane* pane = session->hexPane();
        QCOMPARE(pane->currentLayer()->path(), std::string("file :: original"));
        QTRY_VERIFY(pane->currentView()->source() != nullptr);
        QCOMPARE(pane->currentView()->selection(), line->range());
        QTableView* table = window.tablePane()->view();
        QCOMPARE(table->currentIndex().row(), 5);
    }

    // The original's size is known once its bytes are made: the `lines` node, selected before,
    // then selects all of them, and the details say so.
    void selectingTheLinesNodeSelectsTheWholeOriginal() {
        MainWindow window;
        FileSession* session = showCorpusFile(window, "at1/col_weather_tab.at1");
        QVERIFY(session != nullptr);
        const std::uint64_t size =
            test::readFileBytes(test::corpusPath("at1/col_weather_tab.orig")).size();
        selectInTree(window, nodeAtPath(*session, "file / lines"));
        HexPane* pane = session->hexPane();
        QVERIFY(pane->currentLayer() != nullptr);
        QCOMPARE(pane->currentLayer()->path(), std::string("file :: original"));
        QTRY_VERIFY(pane->currentView()->source() != nullptr);
        QTRY_COMPARE(pane->currentView()->selection(), (ByteRange{0, size}));
        QCOMPARE(nodeAtPath(*session, "file / lines")->range(), (ByteRange{0, size}));
        QCOMPARE(window.structurePane()->selectedNode(), nodeAtPath(*session, "file / lines"));
    }

    void selectingABlosc2ItemRaisesItsChunksLayer() {
        MainWindow window;
        FileSession* session = showCorpusFile(window, "blosc2/frames/frame_meta_lz4_f64.b2frame");
        QVERIFY(session != nullptr);
        QTableView* table = window.tablePane()->view();
        QVERIFY(table->model() != nullptr);
        // manifest: 4 chunks of 32,000 bytes, typesize 8: item 9,123 is chunk 2's item 1,123.
        table->setCurrentIndex(table->model()->index(9123, 1));
        HexPane* pane = session->hexPane();
        QTRY_VERIFY(pane->currentLayer() != nullptr);
        QCOMPARE(pane->currentLayer()->path(),
                 std::string("file / chunks / chunk 2 :: decoded chunk"));
        HexView* hex = pane->currentView();
        QTRY_VERIFY(hex->source() != nullptr);
        QCOMPARE(hex->selection(), (ByteRange{1123 * 8, 8}));
        const auto raw =
            test::readFileBytes(test::corpusPath("blosc2/frames/frame_meta_lz4_f64.raw"));
        const auto bytes = hex->source()->view(1123 * 8, 8);
        QVERIFY(std::equal(bytes.begin(), bytes.end(), raw.begin() + 9123 * 8));
        // The deepest node there is the Blosc block that holds the item, in the same layer.
        const Node* selected = window.structurePane()->selectedNode();
        QVERIFY(selected != nullptr);
        QCOMPARE(selected->layer(), pane->currentLayer());
        QVERIFY(selected->range().contains(ByteRange{1123 * 8, 8}));
    }

    // A b2nd array's cell is an item at its coordinates: its chunk's layer comes up with the
    // item's 8 bytes selected where its block puts it.
    void selectingAB2ndCellRaisesItsChunksLayerWithItsItem() {
        MainWindow window;
        FileSession* session = showCorpusFile(window, "blosc2/frames/array_2d_f64.b2nd");
        QVERIFY(session != nullptr);
        QTableView* table = window.tablePane()->view();
        QVERIFY(table->model() != nullptr);
        // manifest: shape [150, 130], chunkshape [64, 48], blockshape [16, 16]: item (70, 129)
        // is in chunk (1, 2) = 5 at (6, 33), block (0, 2) = 2 at (6, 1): item 2 x 256 + 97.
        table->setCurrentIndex(table->model()->index(70, 130));
        HexPane* pane = session->hexPane();
        QTRY_VERIFY(pane->currentLayer() != nullptr);
        QCOMPARE(pane->currentLayer()->path(),
                 std::string("file / chunks / chunk 5 :: decoded chunk"));
        QCOMPARE(pane->tabs()->tabText(pane->tabs()->currentIndex()),
                 QStringLiteral("chunk 5 · decoded chunk"));
        HexView* hex = pane->currentView();
        QTRY_VERIFY(hex->source() != nullptr);
        const std::uint64_t offset = (2 * 256 + 97) * 8;
        QTRY_COMPARE(hex->selection(), (ByteRange{offset, 8}));
        const auto raw = test::readFileBytes(test::corpusPath("blosc2/frames/array_2d_f64.raw"));
        const auto bytes = hex->source()->view(offset, 8);
        QVERIFY(std::equal(bytes.begin(), bytes.end(), raw.begin() + (70 * 130 + 129) * 8));
        // The deepest node there is the chunk's block 2 (256 items of 8 bytes), in the layer.
        const Node* selected = window.structurePane()->selectedNode();
        QVERIFY(selected != nullptr);
        QCOMPARE(selected->layer(), pane->currentLayer());
        QCOMPARE(selected->range(), (ByteRange{2 * 2048, 2048}));
        QTRY_COMPARE(
            statusText(window, QStringLiteral("decoded chunk")),
            QStringLiteral("decoded chunk: offset %1 (0x%2)").arg(offset).arg(offset, 0, 16));
    }
};

QTEST_MAIN(LayerTabsTest)
#include "layer_tabs_test.moc"
