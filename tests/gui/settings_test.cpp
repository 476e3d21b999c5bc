// Edit › Preferences in the real window: the hex row width, the theme and the CSV defaults
// apply at once and persist.
#include "diagnostics/diagnostics_pane.h"
#include "dock_tabs.h"
#include "export/export_dialog.h"
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "hex/hex_view.h"
#include "settings/app_settings.h"
#include "settings/settings_dialog.h"
#include "support/corpus.h"
#include "table/table_pane.h"
#include "window_actions.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTimer>

using namespace strata::gui;
using strata::test::actionNamed;
using strata::test::answerDialog;

class SettingsTest : public QObject {
    Q_OBJECT

private slots:
    void init() {
        QCoreApplication::setOrganizationName(QStringLiteral("StrataSettingsTests"));
        QSettings().clear();
    }
    void cleanup() {
        QSettings().clear();
        applyTheme(AppSettings::Theme::System);
    }

    void preferencesApplyAtOnceAndPersist() {
        MainWindow window;
        window.show();
        QVERIFY(window.openFile(
            QString::fromStdString(strata::test::corpusPath("cole/all_combos.col").string())));
        HexView* hex = window.currentSession()->hexView();
        QCOMPARE(hex->bytesPerRow(), 16);

        answerDialog<SettingsDialog>([](SettingsDialog& dialog) {
            dialog.findChild<QSpinBox*>(QStringLiteral("bytesPerRow"))->setValue(32);
            auto* theme = dialog.findChild<QComboBox*>(QStringLiteral("theme"));
            theme->setCurrentIndex(theme->findText(QStringLiteral("Dark")));
            auto* delimiter = dialog.findChild<QComboBox*>(QStringLiteral("delimiter"));
            delimiter->setCurrentIndex(delimiter->findData(QStringLiteral(";")));
            dialog.findChild<QSpinBox*>(QStringLiteral("cacheMegabytes"))->setValue(64);
        });
        QAction* preferences = actionNamed(window, QStringLiteral("&Preferences…"));
        QVERIFY(preferences != nullptr);
        preferences->trigger();

        QCOMPARE(hex->bytesPerRow(), 32);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
        const AppSettings saved = AppSettings::load();
        QCOMPARE(saved.bytesPerRow, 32);
        QCOMPARE(saved.cacheMegabytes, 64);
        QCOMPARE(saved.theme, AppSettings::Theme::Dark);
        QCOMPARE(saved.csv.delimiter, ';');

        // The export dialog starts from the saved CSV defaults.
        answerDialog<ExportDialog>(
            [](ExportDialog& dialog) { QCOMPARE(dialog.options().delimiter, ';'); }, false);
        QSignalSpy ready(window.currentSession(), &FileSession::documentReady);
        QVERIFY(window.currentSession()->isLoaded() || ready.wait(20000));
        actionNamed(window, QStringLiteral("&Export Table…"))->trigger();

        // A file opened later gets the settings too.
        QVERIFY(window.openFile(
            QString::fromStdString(strata::test::corpusPath("cole/int32_plain.col").string())));
        QCOMPARE(window.currentSession()->hexView()->bytesPerRow(), 32);
    }

    void cancelledPreferencesChangeNothing() {
        MainWindow window;
        answerDialog<SettingsDialog>(
            [](SettingsDialog& dialog) {
                dialog.findChild<QSpinBox*>(QStringLiteral("bytesPerRow"))->setValue(8);
            },
            false);
        actionNamed(window, QStringLiteral("&Preferences…"))->trigger();
        QCOMPARE(AppSettings::load().bytesPerRow, 16);
    }

    // The window comes back at the size it was closed at; a first start gets room for every pane.
    void theWindowSizeIsRestored() {
        QSettings().remove(QStringLiteral("window/geometry"));
        {
            MainWindow first;
            QCOMPARE(first.size(), QSize(1400, 860));
            first.show();
            first.resize(900, 640);
            QVERIFY(first.close());
        }
        MainWindow second;
        second.show();
        QCOMPARE(second.size(), QSize(900, 640));
    }

    // Whichever bottom tab was in front when the window closed, the next start shows the tables.
    void theBottomDocksStartOnTheTables() {
        {
            MainWindow first;
            first.show();
            auto* diagnostics = qobject_cast<QDockWidget*>(first.diagnosticsPane()->parentWidget());
            diagnostics->raise();
            QTRY_COMPARE(strata::test::frontDockTab(first, QStringLiteral("Tables")),
                         QStringLiteral("Diagnostics"));
            QVERIFY(first.close());
        }
        MainWindow second;
        second.show();
        QVERIFY(QTest::qWaitForWindowExposed(&second));
        QTRY_COMPARE(strata::test::frontDockTab(second, QStringLiteral("Tables")),
                     QStringLiteral("Tables"));
    }

    // File › Open Recent lists the files opened, most recent first, each once, at most ten.
    void recentFilesListTheLastOpenedFirst() {
        QSettings().remove(QStringLiteral("files/recent"));
        MainWindow window;
        const auto corpusFile = [](const char* name) {
            return QFileInfo(QString::fromStdString(strata::test::corpusPath(name).string()))
                .absoluteFilePath();
        };
        const QString first = corpusFile("cole/all_combos.col");
        const QString second = corpusFile("cole/multi_rowgroups.col");
        QVERIFY(window.openFile(first));
        QVERIFY(window.openFile(second));
        QVERIFY(window.openFile(first));
        QMenu* recent = nullptr;
        for (QMenu* menu : window.findChildren<QMenu*>()) {
            if (menu->title() == MainWindow::tr("Open &Recent")) {
                recent = menu;
            }
        }
        QVERIFY(recent != nullptr);
        QStringList listed;
        for (const QAction* action : recent->actions()) {
            listed << action->text();
        }
        QCOMPARE(listed, (QStringList{first, second}));
        for (int i = 0; i < 12; ++i) {
            AppSettings::addRecentFile(QStringLiteral("/data/file%1.col").arg(i));
        }
        QCOMPARE(AppSettings::recentFiles().size(), AppSettings::maxRecentFiles);
        QCOMPARE(AppSettings::recentFiles().front(), QStringLiteral("/data/file11.col"));
    }
};

QTEST_MAIN(SettingsTest)
#include "settings_test.moc"
