// The hex view as a person uses it: copying bytes, its context menu, its colours (at first
// paint, in a dark theme, matching the legend), a small window, the status line's counts.
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "gui/translations.h"
#include "hex/byte_kind_map.h"
#include "hex/hex_legend.h"
#include "hex/hex_view.h"
#include "hex/save_bytes.h"
#include "open_and_wait.h"
#include "settings/app_settings.h"
#include "support/corpus.h"
#include "tree/detail_pane.h"
#include "tree/structure_pane.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScrollBar>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QTreeView>

using namespace strata;
using namespace strata::gui;
using strata::test::openAndWait;

namespace {

QString corpus(const char* relative) {
    return QString::fromStdString(test::corpusPath(relative).string());
}

// The status bar label that starts with `prefix`.
QString statusLabel(const MainWindow& window, const QString& prefix) {
    for (const QLabel* label : window.statusBar()->findChildren<QLabel*>()) {
        if (label->text().startsWith(prefix)) {
            return label->text();
        }
    }
    return {};
}

// The background painted behind a byte's hex digits: a pixel at the top of its line, in the gap
// after the digits (the byte must not be the last of its row), where no glyph reaches. Scrolls
// the byte into view without moving the cursor (which would select, and produce, its node).
QColor backgroundOf(HexView& hex, std::uint64_t offset) {
    hex.verticalScrollBar()->setValue(
        static_cast<int>(offset / static_cast<std::uint64_t>(hex.bytesPerRow())));
    const auto point = hex.pointOf(offset);
    if (!point) {
        return {};
    }
    const int charWidth = QFontMetrics(hex.font()).horizontalAdvance(QLatin1Char('0'));
    const QImage image = hex.viewport()->grab().toImage();
    const int lineTop = point->y() - QFontMetrics(hex.font()).height() / 2;
    return image.pixelColor(point->x() + charWidth * 3 / 2, lineTop + 1);
}

// Runs `choose` on the context menu the hex view opens at `offset`, then closes it.
void useContextMenu(HexView& hex, std::uint64_t offset, const std::function<void(QMenu&)>& choose) {
    QTimer::singleShot(0, [choose] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        QVERIFY(menu != nullptr);
        choose(*menu);
        menu->close();
    });
    const QPoint at = *hex.pointOf(offset);
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, hex.viewport()->mapToGlobal(at));
    QApplication::sendEvent(hex.viewport(), &event);
}

// The deepest node over `offset` among those already produced.
const Node* deepestProduced(const Node& root, std::uint64_t offset) {
    const Node* node = &root;
    for (bool deeper = true; deeper;) {
        deeper = false;
        for (const auto& child : node->childrenIfProduced()) {
            if (child->range().contains(offset)) {
                node = child.get();
                deeper = true;
                break;
            }
        }
    }
    return node;
}

QAction* actionNamed(const QMenu& menu, const QString& text) {
    for (QAction* action : menu.actions()) {
        if (action->text() == text) {
            return action;
        }
        if (action->menu() != nullptr) {
            if (QAction* inner = actionNamed(*action->menu(), text)) {
                return inner;
            }
        }
    }
    return nullptr;
}

} // namespace

class HexViewTest : public QObject {
    Q_OBJECT

private slots:
    // A font whose digits are a fraction of a pixel wider than the cells must not drift: the
    // last digit of a row stays in its cell (it was drawn past the selection, white on white).
    void rowsDrawnAsStringsKeepToTheirCells() {
        HexView view;
        for (const qreal points : {9.0, 10.5, 11.3, 13.7}) {
            QFont font(QStringLiteral("DejaVu Sans Mono"));
            font.setPointSizeF(points);
            view.setFont(font);
            const QString row(16 * 3 + 1, QLatin1Char('0'));
            QCOMPARE(QFontMetricsF(view.gridFont()).horizontalAdvance(row),
                     qreal(row.size() * view.cellWidth()));
        }
    }

    void init() { QCoreApplication::setOrganizationName(QStringLiteral("StrataTests")); }

    void statusCountsSpeakEnglishPlurals() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en_GB"));
        MainWindow window;
        window.show();
        FileSession* session = openAndWait(window, corpus("odb2/odb/capi_properties.odb"));
        QVERIFY(session != nullptr);
        HexView* hex = session->hexView();
        hex->setFocus();
        QTest::keyClick(hex, Qt::Key_Right, Qt::ShiftModifier);
        QCOMPARE(statusLabel(window, QStringLiteral("Selected")),
                 QStringLiteral("Selected 2 bytes"));
        QTest::keyClick(hex, Qt::Key_Left, Qt::ShiftModifier);
        QCOMPARE(hex->selection(), (ByteRange{0, 1}));
        QCOMPARE(statusLabel(window, QStringLiteral("Selected")),
                 QStringLiteral("Selected 1 byte"));
        // Counts in the locale's digit groups, as every other number in the window.
        QCOMPARE(statusLabel(window, QStringLiteral("2,347")), QStringLiteral("2,347 bytes"));
        for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }

    void legendSwatchesFollowADarkTheme() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        FileSession* session = openAndWait(window, corpus("odb2/odb/capi_properties.odb"));
        QVERIFY(session != nullptr);
        applyTheme(AppSettings::Theme::Dark);
        QCoreApplication::processEvents();
        HexView* hex = session->hexView();
        QVERIFY(hex->palette().color(QPalette::Base).lightness() < 128);
        // Byte 5 is in frame 0's fixed header, 60 in its header, 720 in its rows.
        const std::pair<ByteKindMap::Band, std::uint64_t> bands[] = {
            {ByteKindMap::Band::Header, 5},
            {ByteKindMap::Band::Metadata, 60},
            {ByteKindMap::Band::Data, 720},
        };
        for (const auto& [band, offset] : bands) {
            const QColor shown = backgroundOf(*hex, offset);
            QCOMPARE(shown, ByteKindMap::colorOf(band, hex->palette()));
            QWidget* swatch = window.legend()->swatch(band);
            QCOMPARE(swatch->grab().toImage().pixelColor(6, 6), shown);
        }
        applyTheme(AppSettings::Theme::Light);
    }

    // Selected bytes in view stay in view when the window shrinks, sideways too; bytes the
    // reader scrolled away from do not pull the view back.
    void theCursorStaysInViewWhenTheWindowShrinks() {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        FileSession* session = openAndWait(window, corpus("odb2/odb/capi_properties.odb"));
        QVERIFY(session != nullptr);
        HexView* hex = session->hexView();
        constexpr std::uint64_t selected = 2207; // near the end of the 2347 bytes, a row's last
        hex->setSelection({selected, 4});
        // Scrolled so that the selected row is the bottom one.
        const auto row = static_cast<std::uint64_t>(hex->bytesPerRow());
        std::uint64_t top = 0;
        hex->scrollToOffset(top);
        while (!hex->pointOf(selected).has_value() && top < selected) {
            hex->scrollToOffset(top += row);
        }
        QVERIFY(hex->pointOf(selected).has_value());
        window.resize(900, 560);
        QTRY_COMPARE(window.size(), QSize(900, 560));
        QCoreApplication::processEvents();
        QVERIFY(hex->viewport()->width() < hex->sizeHint().width()); // the rows scroll sideways
        const auto shown = hex->pointOf(selected);
        QVERIFY(shown.has_value());
        QVERIFY(shown->x() > 0 && shown->x() + hex->cellWidth() <= hex->viewport()->width());

        hex->scrollToOffset(0);
        QCoreApplication::processEvents();
        QVERIFY(!hex->pointOf(selected).has_value());
        window.resize(900, 500);
        QTRY_COMPARE(window.size(), QSize(900, 500));
        QCoreApplication::processEvents();
        QCOMPARE(hex->firstVisibleOffset(), std::uint64_t{0});
    }

    void aSmallWindowKeepsEightByteColumnsAndTheWholeLegend() {
        MainWindow window;
        window.show();
        window.resize(800, 500);
        FileSession* session = openAndWait(window, corpus("odb2/odb/capi_properties.odb"));
        QVERIFY(session != nullptr);
        QTRY_COMPARE(window.size(), QSize(800, 500));
        // The side docks at the widths the window starts with on a large screen.
        auto* structure = window.findChild<QDockWidget*>(QStringLiteral("structureDock"));
        auto* inspector = window.findChild<QDockWidget*>(QStringLiteral("inspectorDock"));
        QVERIFY(structure != nullptr && inspector != nullptr);
        window.resizeDocks({structure, inspector}, {520, 260}, Qt::Horizontal);
        QCoreApplication::processEvents();
        HexView* hex = session->hexView();
        const int charWidth = QFontMetrics(hex->font()).horizontalAdvance(QLatin1Char('0'));
        for (std::uint64_t column = 0; column < 8; ++column) {
            const auto point = hex->pointOf(column);
            QVERIFY(point.has_value());
            // The second digit's right edge lies inside the viewport.
            QVERIFY2(point->x() + charWidth <= hex->viewport()->width(),
                     qPrintable(QStringLiteral("column %1 at %2 of %3")
                                    .arg(column)
                                    .arg(point->x())
                                    .arg(hex->viewport()->width())));
        }
        HexLegend* legend = window.legend();
        QVERIFY(legend->isVisible());
        QVERIFY2(legend->width() >= legend->minimumSizeHint().width(),
                 qPrintable(QStringLiteral("%1 < %2")
                                .arg(legend->width())
                                .arg(legend->minimumSizeHint().width())));
        QVERIFY2(legend->height() >= legend->heightForWidth(legend->width()),
                 qPrintable(QStringLiteral("%1 < %2")
                                .arg(legend->height())
                                .arg(legend->heightForWidth(legend->width()))));
        for (const auto band : {ByteKindMap::Band::Header, ByteKindMap::Band::Damaged}) {
            const QWidget* swatch = legend->swatch(band);
            const QRect inLegend(swatch->mapTo(legend, QPoint(0, 0)), swatch->size());
            QVERIFY(legend->rect().contains(inLegend));
        }
    }

    void coloursAreRightBeforeAnythingIsExpanded() {
        const struct {
            const char* file;
            const char* path;
            NodeKind kind;
            bool deferred = true; // below a node whose children are not produced yet
        } cases[] = {
            {"odb2/odb/capi_properties.odb", "file / frame 0 / fixed header", NodeKind::Header},
            {"odb2/odb/capi_properties.odb", "file / frame 0 / header / columns",
             NodeKind::Metadata},
            {"odb2/odb/capi_properties.odb", "file / frame 0 / rows", NodeKind::Data},
            {"cole/all_combos.col", "file / header", NodeKind::Header, false},
            {"cole/all_combos.col",
             "file / row group 0 / column 3 \"i64_plain\" / page 0 / page header",
             NodeKind::Metadata},
            {"cole/all_combos.col",
             "file / row group 0 / column 3 \"i64_plain\" / page 0 / page data", NodeKind::Data},
            {"blosc2/frames/frame_zstd_i32_6chunks.b2frame", "file / chunks / chunk 0 / header",
             NodeKind::Header},
            {"blosc2/frames/frame_zstd_i32_6chunks.b2frame",
             "file / chunks / chunk 0 / extended header", NodeKind::Header},
            {"blosc2/frames/frame_zstd_i32_6chunks.b2frame",
             "file / chunks / chunk 0 / block 0 / stream 0", NodeKind::Data},
            {"at1/qcol_small_rg.at1", "file / header", NodeKind::Header, false},
            {"at1/qcol_small_rg.at1", "file / stream set / stream 'meta'", NodeKind::Metadata,
             false},
            // Row groups lie in the `blocks` stream's decoded layer, not in the file.
            {"at1/qcol_small_rg.at1", "file / stream set / stream 'blocks'", NodeKind::Data, false},
        };
        for (const auto& item : cases) {
            MainWindow window;
            window.resize(1400, 900);
            window.show();
            FileSession* session = openAndWait(window, corpus(item.file));
            QVERIFY(session != nullptr);
            // Where the node lies, from a copy of the file expanded down to it.
            const Document expanded =
                test::openBytes(test::readFileBytes(test::corpusPath(item.file)));
            const Node* node = expanded.root->findByPath(item.path);
            QVERIFY2(node != nullptr, item.path);
            const std::uint64_t middle = node->range().offset + node->range().length / 2;
            QCOMPARE(expanded.root->deepestAt(middle)->kind(), item.kind);
            // The window has not produced the node: its colour comes from the layout.
            if (item.deferred) {
                QVERIFY2(deepestProduced(*session->document()->root, middle)->path() !=
                             node->path(),
                         item.path);
            }
            const ByteKindMap::Band band = item.kind == NodeKind::Header ? ByteKindMap::Band::Header
                                           : item.kind == NodeKind::Metadata
                                               ? ByteKindMap::Band::Metadata
                                               : ByteKindMap::Band::Data;
            const QColor expected = ByteKindMap::colorOf(band, session->hexView()->palette());
            QCOMPARE(backgroundOf(*session->hexView(), middle), expected);
            // Painting did not produce it either.
            if (item.deferred) {
                QVERIFY2(deepestProduced(*session->document()->root, middle)->path() !=
                             node->path(),
                         item.path);
            }
        }
    }

    void ctrlCCopiesTheSelectedBytesAsHex() {
        MainWindow window;
        window.show();
        FileSession* session = openAndWait(window, corpus("odb2/odb/capi_properties.odb"));
        QVERIFY(session != nullptr);
        HexView* hex = session->hexView();
        hex->setFocus();
        QTest::mouseClick(hex->viewport(), Qt::LeftButton, {}, *hex->pointOf(0));
        for (int i = 0; i < 4; ++i) {
            QTest::keyClick(hex, Qt::Key_Right, Qt::ShiftModifier);
        }
        QCOMPARE(hex->selection(), (ByteRange{0, 5}));
        QApplication::clipboard()->clear();
        QTest::keyClick(hex, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("FF FF 4F 44 41"));
    }

    void editCopyActsOnTheFocusedPane() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        FileSession* session = openAndWait(window, corpus("odb2/odb/capi_properties.odb"));
        QVERIFY(session != nullptr);
        HexView* hex = session->hexView();
        hex->setSelection({2, 3});
        hex->setFocus();
        QTRY_VERIFY(hex->hasFocus());
        QAction* copy = nullptr;
        for (const QAction* menu : window.menuBar()->actions()) {
            if (menu->text() == QStringLiteral("&Edit")) {
                copy = actionNamed(*menu->menu(), QStringLiteral("&Copy"));
            }
        }
        QVERIFY(copy != nullptr);
        QCOMPARE(copy->shortcut(), QKeySequence(QKeySequence::Copy));
        QApplication::clipboard()->clear();
        copy->trigger();
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("4F 44 41"));
        // With the tree focused, the current node's name.
        QTreeView* tree = window.structurePane()->view();
        tree->setCurrentIndex(tree->model()->index(1, 0));
        tree->setFocus();
        QTRY_VERIFY(tree->hasFocus());
        copy->trigger();
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("frame 1"));
    }

    void contextMenuCopiesInEachForm() {
        MainWindow window;
        window.show();
        FileSession* session = openAndWait(window, corpus("odb2/odb/capi_properties.odb"));
        QVERIFY(session != nullptr);
        HexView* hex = session->hexView();
        hex->setSelection({2, 3});
        const std::pair<QString, QString> forms[] = {
            {QStringLiteral("&Copy"), QStringLiteral("4F 44 41")},
            {QStringLiteral("C Array"),
             QStringLiteral("const unsigned char bytes[3] = {\n    0x4F, 0x44, 0x41,\n};\n")},
            {QStringLiteral("Python Bytes"), QStringLiteral("b'ODA'")},
            {QStringLiteral("Base64"), QStringLiteral("T0RB")},
            {QStringLiteral("Plain Text"), QStringLiteral("ODA")},
        };
        for (const auto& [action, expected] : forms) {
            QApplication::clipboard()->clear();
            useContextMenu(*hex, 3, [action](QMenu& menu) {
                QAction* chosen = actionNamed(menu, action);
                QVERIFY2(chosen != nullptr && chosen->isEnabled(), qPrintable(action));
                chosen->trigger();
            });
            QCOMPARE(QApplication::clipboard()->text(), expected);
            QCOMPARE(hex->selection(), (ByteRange{2, 3})); // a click inside keeps the selection
        }
    }

    void copyingIsCappedAtSixteenMebibytes() {
        MainWindow window;
        window.show();
        window.openSource(ByteSource::fromBuffer(std::vector<std::byte>((16u << 20) + 1)),
                          QStringLiteral("big.bin"));
        HexView* hex = window.currentSession()->hexView();
        QApplication::clipboard()->setText(QStringLiteral("before"));
        hex->setSelection({0, (16u << 20) + 1});
        QVERIFY(!hex->copySelection(ByteCopyFormat::HexText));
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("before"));
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("16 MiB")),
                 qPrintable(window.statusBar()->currentMessage()));
        hex->setSelection({0, 16u << 20});
        QVERIFY(hex->copySelection(ByteCopyFormat::Base64));
        QCOMPARE(QApplication::clipboard()->text().size(), qsizetype{(16 << 20) / 3 * 4 + 4});
    }

    void selectNodeSelectsTheDeepestNodeHoldingTheSelection() {
        MainWindow window;
        window.show();
        FileSession* session = openAndWait(window, corpus("odb2/odb/capi_properties.odb"));
        QVERIFY(session != nullptr);
        HexView* hex = session->hexView();
        // Bytes 20-30 lie in frame 0's md5 [17, +36].
        hex->setSelection({20, 11});
        useContextMenu(*hex, 25, [](QMenu& menu) {
            actionNamed(menu, QStringLiteral("Select &Node"))->trigger();
        });
        const Node* selected = window.structurePane()->selectedNode();
        QVERIFY(selected != nullptr);
        QCOMPARE(QString::fromStdString(selected->path()),
                 QStringLiteral("file / frame 0 / fixed header / md5"));
        QCOMPARE(hex->selection(), (ByteRange{17, 36}));
        // A selection across the md5's end belongs to the fixed header [0, +57].
        hex->setSelection({50, 5});
        useContextMenu(*hex, 52, [](QMenu& menu) {
            actionNamed(menu, QStringLiteral("Select &Node"))->trigger();
        });
        QCOMPARE(QString::fromStdString(window.structurePane()->selectedNode()->path()),
                 QStringLiteral("file / frame 0 / fixed header"));
        QCOMPARE(hex->selection(), (ByteRange{0, 57}));
    }

    void saveBytesWritesExactlyTheNodesBytes() {
        MainWindow window;
        window.show();
        FileSession* session = openAndWait(window, corpus("odb2/odb/capi_properties.odb"));
        QVERIFY(session != nullptr);
        const Node* frame = session->document()->root->findByPath("file / frame 1");
        QVERIFY(frame != nullptr);
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("frame 1.bin"));
        QCOMPARE(writeBytes(*session->hexView()->source(), frame->range(), path), QString());
        QFile written(path);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const auto file = test::readFileBytes(test::corpusPath("odb2/odb/capi_properties.odb"));
        const QByteArray expected(reinterpret_cast<const char*>(file.data()) +
                                      frame->range().offset,
                                  static_cast<qsizetype>(frame->range().length));
        QCOMPARE(written.readAll(), expected);
        // Bytes outside the file are refused, and nothing is written.
        const QString outside = folder.filePath(QStringLiteral("outside.bin"));
        QVERIFY(!writeBytes(*session->hexView()->source(), {2000, 1000}, outside).isEmpty());
        QVERIFY(!QFile::exists(outside));
    }
};

QTEST_MAIN(HexViewTest)
#include "hex_view_test.moc"
