// Keyboard use of the real window: F6 and Shift+F6 move between panes; every pane and dock has
// an accessible name; Help lists the shortcuts.
#include "compare/compare_window.h"
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "hex/hex_view.h"
#include "open_and_wait.h"
#include "support/corpus.h"
#include "table/table_pane.h"
#include "tree/structure_pane.h"

#include <QApplication>
#include <QDockWidget>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QTreeView>

using namespace strata::gui;

namespace {

// The lines of the window's Help › Keyboard Shortcuts list, "action<TAB>keys", as shown.
QStringList shortcutsListed(QMainWindow& window) {
    QStringList lines;
    QTimer::singleShot(0, [&lines] {
        auto* dialog = QApplication::activeModalWidget();
        const auto* table = dialog != nullptr ? dialog->findChild<QTableWidget*>() : nullptr;
        for (int row = 0; table != nullptr && row < table->rowCount(); ++row) {
            lines << table->item(row, 0)->text() + QLatin1Char('\t') + table->item(row, 1)->text();
        }
        if (dialog != nullptr) {
            dialog->close();
        }
    });
    for (QAction* action : window.findChildren<QAction*>()) {
        if (action->text() == QStringLiteral("&Keyboard Shortcuts")) {
            action->trigger();
            break;
        }
    }
    return lines;
}

} // namespace

class KeyboardTest : public QObject {
    Q_OBJECT

private slots:
    void init() { QCoreApplication::setOrganizationName(QStringLiteral("StrataTests")); }

    void f6CyclesThroughThePanes() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openFile(
            QString::fromStdString(strata::test::corpusPath("cole/all_combos.col").string())));
        FileSession* session = window.currentSession();
        if (!session->isLoaded()) {
            QSignalSpy ready(session, &FileSession::documentReady);
            QVERIFY(ready.wait(20000));
        }
        session->hexView()->setFocus();
        QTRY_VERIFY(session->hexView()->hasFocus());
        QTest::keyClick(&window, Qt::Key_F6);
        QTRY_VERIFY(window.structurePane()->view()->hasFocus());
        QTest::keyClick(&window, Qt::Key_F6, Qt::ShiftModifier);
        QTRY_VERIFY(session->hexView()->hasFocus());
        // Backwards from the hex view wraps around to the last visible pane, and on to the table.
        QTest::keyClick(&window, Qt::Key_F6, Qt::ShiftModifier);
        QVERIFY(!session->hexView()->hasFocus());
        for (int step = 0; step < 8 && !window.tablePane()->view()->hasFocus(); ++step) {
            QTest::keyClick(&window, Qt::Key_F6);
        }
        QVERIFY(window.tablePane()->view()->hasFocus());
    }

    // Help › Keyboard Shortcuts lists each action once; the compare window lists its F7 keys.
    void theShortcutsListNamesEachActionOnce() {
        MainWindow window;
        window.show();
        QStringList main = shortcutsListed(window);
        QCOMPARE(main.filter(QRegularExpression(QStringLiteral("^Copy\\t"))).size(), 1);
        QCOMPARE(main.removeDuplicates(), 0);
        CompareWindow compare;
        QVERIFY(compare.openFiles(
            QString::fromStdString(strata::test::corpusPath("cole/all_combos.col").string()),
            QString::fromStdString(strata::test::corpusPath("cole/multi_rowgroups.col").string())));
        compare.show();
        const QStringList differences = shortcutsListed(compare);
        QVERIFY2(differences.contains(QStringLiteral("Next Difference\tF7")),
                 qPrintable(differences.join(QLatin1Char('|'))));
        QVERIFY(differences.contains(QStringLiteral("Previous Difference\tShift+F7")));
    }

    void everyDockAndPaneHasAnAccessibleName() {
        MainWindow window;
        const auto docks = window.findChildren<QDockWidget*>();
        QVERIFY(docks.size() >= 6);
        for (const QDockWidget* dock : docks) {
            QVERIFY2(!dock->accessibleName().isEmpty(), qPrintable(dock->objectName()));
            QVERIFY2(!dock->widget()->accessibleName().isEmpty(), qPrintable(dock->objectName()));
        }
    }
};

QTEST_MAIN(KeyboardTest)
#include "keyboard_test.moc"
