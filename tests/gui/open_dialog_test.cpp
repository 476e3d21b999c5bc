// File › Open in the real window: the dialog's filter offers every extension the format
// registry opens (blosc1, blosc, b2lazy and odb2 were missing when it was a literal).
#include "gui/main_window.h"
#include "strata/format_registry.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QTest>
#include <QTimer>

using namespace strata::gui;

class OpenDialogTest : public QObject {
    Q_OBJECT

private slots:
    void filterNamesEveryRegisteredExtension() {
        MainWindow window;
        window.show();
        QAction* open = nullptr;
        for (QAction* action : window.findChildren<QAction*>()) {
            if (action->shortcut() == QKeySequence(QKeySequence::Open)) {
                open = action;
            }
        }
        QVERIFY(open != nullptr);
        QStringList filters;
        QTimer::singleShot(0, [&filters] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog != nullptr);
            filters = dialog->nameFilters();
            dialog->reject();
        });
        open->trigger();
        QCOMPARE(filters.size(), 2);
        QStringList expected;
        for (const strata::Format* format : strata::formats()) {
            for (const std::string_view extension : format->extensions()) {
                expected.append(QStringLiteral("*.") + QString::fromUtf8(extension));
            }
        }
        QCOMPARE(filters.front(), QStringLiteral("Strata formats (%1)").arg(expected.join(' ')));
        for (const char* extension : {"*.blosc1", "*.blosc", "*.b2lazy", "*.odb2", "*.at1"}) {
            QVERIFY2(filters.front().contains(QLatin1String(extension)), extension);
        }
        QCOMPARE(filters.back(), QStringLiteral("All files (*)"));
    }
};

QTEST_MAIN(OpenDialogTest)
#include "open_dialog_test.moc"
