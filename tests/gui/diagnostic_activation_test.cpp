// Activating a diagnostic in the real window lands on the node it names, and that node is the
// one the tree shows under that name (one numbering of ODB-2 frames everywhere).
#include "diagnostics/diagnostics_pane.h"
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "hex/hex_view.h"
#include "support/corpus.h"
#include "tree/structure_pane.h"

#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace strata;
using namespace strata::gui;

namespace {

FileSession* openDamaged(MainWindow& window, std::vector<std::byte> bytes, const QString& name) {
    window.openSource(ByteSource::fromBuffer(std::move(bytes), name.toStdString()), name);
    FileSession* session = window.currentSession();
    if (!session->isLoaded()) {
        QSignalSpy ready(session, &FileSession::documentReady);
        if (!ready.wait(20000)) {
            return nullptr;
        }
    }
    return session;
}

// The diagnostics pane's row whose message contains `text`, or nullptr.
QTreeWidgetItem* rowWith(const QTreeWidget& list, const QString& text) {
    for (int row = 0; row < list.topLevelItemCount(); ++row) {
        if (list.topLevelItem(row)->text(2).contains(text)) {
            return list.topLevelItem(row);
        }
    }
    return nullptr;
}

// capi_multiframe_codec_change.odb: frames at 0, 2446, 19924, 38465, 56601, 65531.
constexpr std::size_t frame2 = 19924;
constexpr std::size_t frame3 = 38465;

} // namespace

class DiagnosticActivationTest : public QObject {
    Q_OBJECT

private slots:
    void landsOnTheNamedNodeNotTheDeepestAtTheOffset() {
        auto bytes =
            test::readFileBytes(test::corpusPath("odb2/odb/capi_multiframe_codec_change.odb"));
        bytes[frame2 + 17 + 4] ^= std::byte{0x01}; // a digit of frame 2's stored md5
        MainWindow window;
        window.show();
        FileSession* session = openDamaged(window, std::move(bytes), QStringLiteral("md5.odb"));
        QVERIFY(session != nullptr);
        QTreeWidget* list = window.diagnosticsPane()->list();
        QTreeWidgetItem* md5 = rowWith(*list, QStringLiteral("md5"));
        QVERIFY(md5 != nullptr);
        QCOMPARE(md5->text(3), QStringLiteral("file / frame 2"));
        emit list->itemActivated(md5, 0);
        QVERIFY(window.structurePane()->selectedNode() != nullptr);
        QCOMPARE(QString::fromStdString(window.structurePane()->selectedNode()->path()),
                 QStringLiteral("file / frame 2"));
        QCOMPARE(session->hexView()->cursor(), md5->text(1).toULongLong());
    }

    void anUnreadableFrameKeepsItsNumber() {
        auto bytes =
            test::readFileBytes(test::corpusPath("odb2/odb/capi_multiframe_codec_change.odb"));
        bytes[frame3] ^= std::byte{0xFF};
        MainWindow window;
        window.show();
        FileSession* session = openDamaged(window, std::move(bytes), QStringLiteral("cut.odb"));
        QVERIFY(session != nullptr);
        QTreeWidget* list = window.diagnosticsPane()->list();
        QTreeWidgetItem* marker = rowWith(*list, QStringLiteral("frame marker"));
        QVERIFY(marker != nullptr);
        QCOMPARE(marker->text(1), QStringLiteral("38465"));
        QCOMPARE(marker->text(3), QStringLiteral("file / frame 3"));
        emit list->itemActivated(marker, 0);
        const Node* node = window.structurePane()->selectedNode();
        QVERIFY(node != nullptr);
        QCOMPARE(QString::fromStdString(node->path()), QStringLiteral("file / frame 3"));
        QCOMPARE(node->range().offset, 38465u);
    }
};

QTEST_MAIN(DiagnosticActivationTest)
#include "diagnostic_activation_test.moc"
