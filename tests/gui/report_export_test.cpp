// File › Export Report… (issue 40) from the real window: the report of a damaged file, written
// once the whole check has run, names its size and every diagnostic the window lists; the menu
// offers it.
#include "export/report_export.h"
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "open_and_wait.h"
#include "support/corpus.h"

#include <QAction>
#include <QFile>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>
#include <filesystem>

using namespace strata;
using namespace strata::gui;

namespace {

QString htmlEscaped(QString text) {
    return text.replace('&', QStringLiteral("&amp;"))
        .replace('<', QStringLiteral("&lt;"))
        .replace('>', QStringLiteral("&gt;"))
        .replace('"', QStringLiteral("&quot;"));
}

} // namespace

class ReportExportTest : public QObject {
    Q_OBJECT

private slots:
    void theReportNamesEveryDiagnosticTheWindowLists() {
        QTemporaryDir dir;
        const QString cut = dir.filePath(QStringLiteral("cut.odb"));
        QVERIFY(QFile::copy(
            QString::fromStdString(test::corpusPath("odb2/odb/capi_rarely_changing.odb").string()),
            cut));
        QVERIFY(QFile::resize(cut, 100000));
        MainWindow window;
        window.show();
        FileSession* session = test::openAndWait(window, cut);
        QVERIFY(session != nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(session->checkJob()->hasResult(), 20000);
        QVERIFY(session->diagnostics().size() >= 2);

        const QString path = dir.filePath(QStringLiteral("report.html"));
        QCOMPARE(writeReportFile(*session, path), QStringLiteral("Report written to %1").arg(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(file.readAll());
        QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
        QVERIFY(html.contains(QStringLiteral("<td>100000 bytes</td>")));
        QVERIFY(html.contains(htmlEscaped(cut)));
        for (const Diagnostic& diagnostic : session->diagnostics()) {
            QVERIFY2(html.contains(htmlEscaped(QString::fromStdString(diagnostic.message))),
                     diagnostic.message.c_str());
        }
        // Markdown for any other name.
        const QString markdown = dir.filePath(QStringLiteral("report.md"));
        writeReportFile(*session, markdown);
        QFile text(markdown);
        QVERIFY(text.open(QIODevice::ReadOnly));
        QVERIFY(text.readAll().startsWith("# Strata report: cut.odb"));

        bool offered = false;
        for (QAction* menu : window.menuBar()->actions()) {
            for (QAction* action : menu->menu()->actions()) {
                offered = offered || action->text() == QStringLiteral("Export Re&port…");
            }
        }
        QVERIFY(offered);
    }
};

QTEST_MAIN(ReportExportTest)
#include "report_export_test.moc"
