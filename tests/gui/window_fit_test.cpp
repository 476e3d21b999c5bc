// The windows fit the screen they open on: a first start, a geometry kept from a larger screen
// and the compare window, on an offscreen screen of the size STRATA_TEST_SCREEN names
// (WIDTHxHEIGHT, default 1280x800; CMake runs this test at 1280x800 and at 1024x768).
#include "compare/compare_window.h"
#include "corpus_file.h"
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "hex/hex_view.h"
#include "open_and_wait.h"
#include "settings/app_settings.h"
#include "support/corpus.h"

#include <QApplication>
#include <QFile>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace strata;
using namespace strata::gui;

using strata::test::corpusFile;

namespace {

bool inside(const QRect& area, const QWidget& window) {
    return area.contains(window.frameGeometry());
}

QString placeOf(const QWidget& window) {
    const QRect frame = window.frameGeometry();
    return QStringLiteral("%1x%2 at %3,%4")
        .arg(frame.width())
        .arg(frame.height())
        .arg(frame.x())
        .arg(frame.y());
}

#define VERIFY_ON_SCREEN(window)                                                                   \
    QTRY_VERIFY2(inside(QGuiApplication::primaryScreen()->availableGeometry(), window),            \
                 qPrintable(placeOf(window)))

} // namespace

class WindowFitTest : public QObject {
    Q_OBJECT

private slots:
    void init() {
        QCoreApplication::setOrganizationName(QStringLiteral("StrataTests"));
        QSettings().clear();
    }

    void theScreenIsTheOneAskedFor() {
        const QByteArray size = qgetenv("STRATA_TEST_SCREEN");
        const QSize expected = size.isEmpty()
                                   ? QSize(1280, 800)
                                   : QSize(size.split('x')[0].toInt(), size.split('x')[1].toInt());
        QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), expected);
    }

    void aFirstStartFitsTheScreen() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        VERIFY_ON_SCREEN(window);
        // With a file open too: no dock pushes it past the edge.
        QVERIFY(test::openAndWait(window, corpusFile("odb2/odb/capi_bitfields.odb")) != nullptr);
        QTest::qWait(50);
        VERIFY_ON_SCREEN(window);
    }

    // Several files opened at once on a first start: the hex view in front shows whole rows,
    // its text column too, the structure dock giving way (issue 41, item 8).
    void theHexViewShowsWholeRowsWithSeveralFiles() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(corpusFile("cole/multi_rowgroups.col")));
        QVERIFY(test::openAndWait(window, corpusFile("odb2/odb/capi_bitfields.odb")) != nullptr);
        HexView* view = window.currentSession()->hexView();
        QTRY_VERIFY2(
            view->width() >= view->sizeHint().width(),
            qPrintable(
                QStringLiteral("%1 of %2").arg(view->width()).arg(view->sizeHint().width())));
        VERIFY_ON_SCREEN(window);
    }

    void aGeometryKeptFromALargerScreenFits() {
        {
            MainWindow large;
            large.show();
            large.setGeometry(40, 40, 2400, 1500);
            large.close(); // keeps its geometry, as at a real close
        }
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        VERIFY_ON_SCREEN(window);
    }

    void theCompareWindowFits() {
        CompareWindow window;
        QVERIFY(window.openFiles(corpusFile("cole/all_combos.col"),
                                 corpusFile("cole/multi_rowgroups.col")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        VERIFY_ON_SCREEN(window);
    }
};

// The offscreen platform takes its screens from a JSON file (configfile=).
int main(int argc, char** argv) {
    const QByteArray size = qgetenv("STRATA_TEST_SCREEN");
    const QList<QByteArray> parts = (size.isEmpty() ? QByteArray("1280x800") : size).split('x');
    QTemporaryDir folder;
    const QString config = folder.filePath(QStringLiteral("screens.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly)) {
        return 2;
    }
    file.write(QStringLiteral("{\"screens\": [{\"name\": \"screen\", \"x\": 0, \"y\": 0, "
                              "\"width\": %1, \"height\": %2, \"logicalDpi\": 96}]}")
                   .arg(QString::fromLatin1(parts.value(0)), QString::fromLatin1(parts.value(1)))
                   .toUtf8());
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QApplication app(argc, argv);
    WindowFitTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "window_fit_test.moc"
