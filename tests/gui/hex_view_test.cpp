// The hex view as a person uses it: the status line's counts.
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "gui/translations.h"
#include "hex/hex_view.h"
#include "open_and_wait.h"
#include "support/corpus.h"

#include <QLabel>
#include <QStatusBar>
#include <QTest>
#include <QTranslator>

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

} // namespace

class HexViewTest : public QObject {
    Q_OBJECT

private slots:
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
        QCOMPARE(statusLabel(window, QStringLiteral("2347")), QStringLiteral("2347 bytes"));
        for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }
};

QTEST_MAIN(HexViewTest)
#include "hex_view_test.moc"
