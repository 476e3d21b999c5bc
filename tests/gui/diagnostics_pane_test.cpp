// The diagnostics pane as a person sees it: readable messages, a count on its tab, and the pane
// in front when a file opens with errors.
#include "diagnostics/diagnostics_pane.h"
#include "gui/main_window.h"
#include "open_and_wait.h"
#include "support/corpus.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace strata;
using namespace strata::gui;

class DiagnosticsPaneTest : public QObject {
    Q_OBJECT

private:
    static FileSession* openCutFile(MainWindow& window) {
        const auto bytes = test::readFileBytes(test::corpusPath("cole/all_combos.col"));
        window.openSource(ByteSource::fromBuffer({bytes.begin(), bytes.begin() + 3000}, "cut.col"),
                          QStringLiteral("cut.col"));
        FileSession* session = window.currentSession();
        if (!session->isLoaded()) {
            QSignalSpy ready(session, &FileSession::documentReady);
            if (!ready.wait(20000)) {
                return nullptr;
            }
        }
        QCoreApplication::processEvents();
        return session;
    }

    static QDockWidget* dockOf(MainWindow& window) {
        return window.findChild<QDockWidget*>(QStringLiteral("diagnosticsDock"));
    }

private slots:
    void init() { QCoreApplication::setOrganizationName(QStringLiteral("StrataTests")); }

    void messagesTakeThePanesWidthAndShowWholeInTheirTooltip() {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(openCutFile(window) != nullptr);
        QTreeWidget* list = window.diagnosticsPane()->list();
        QVERIFY(list->topLevelItemCount() >= 1);
        QTreeWidgetItem* first = list->topLevelItem(0);
        const int message = 2;
        // The message column is the widest one and most of the pane.
        QVERIFY2(list->columnWidth(message) >= list->viewport()->width() / 2,
                 qPrintable(QStringLiteral("%1 of %2")
                                .arg(list->columnWidth(message))
                                .arg(list->viewport()->width())));
        QCOMPARE(first->toolTip(message), first->text(message));
        QVERIFY(first->text(message).contains(QStringLiteral("footer magic")));
        // The offset column shows the whole offset.
        QVERIFY(list->columnWidth(1) >= list->fontMetrics().horizontalAdvance(first->text(1)));
    }

    void theTabCountsAndComesToTheFrontOnErrors() {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QDockWidget* dock = dockOf(window);
        QVERIFY(dock != nullptr);
        QCOMPARE(dock->windowTitle(), QStringLiteral("Diagnostics"));
        window.findChild<QDockWidget*>(QStringLiteral("tableDock"))->raise();
        QTRY_VERIFY(dock->visibleRegion().isEmpty()); // behind the tables
        QVERIFY(openCutFile(window) != nullptr);
        const int count = window.diagnosticsPane()->list()->topLevelItemCount();
        QCOMPARE(dock->windowTitle(), QStringLiteral("Diagnostics (%1)").arg(count));
        QTRY_VERIFY(!dock->visibleRegion().isEmpty());
    }

    void anIntactFileLeavesThePlainTitle() {
        MainWindow window;
        window.show();
        QVERIFY(strata::test::openAndWait(
            window, QString::fromStdString(test::corpusPath("cole/all_combos.col").string())));
        QCOMPARE(dockOf(window)->windowTitle(), QStringLiteral("Diagnostics"));
    }
};

QTEST_MAIN(DiagnosticsPaneTest)
#include "diagnostics_pane_test.moc"
