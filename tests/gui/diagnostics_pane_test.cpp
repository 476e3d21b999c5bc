// The diagnostics pane as a person sees it: readable messages, a count on its tab, and the pane
// in front when a file opens with errors.
#include "diagnostics/check_job.h"
#include "diagnostics/diagnostics_pane.h"
#include "gui/main_window.h"
#include "open_and_wait.h"
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>
#include <algorithm>

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

    // The window lists what `strata-cli check` reports: those found on opening, then, once the
    // whole file was decoded in the background, those found while decoding.
    void listsEveryDiagnosticTheCheckReports() {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        FileSession* session = openCutFile(window);
        QVERIFY(session != nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(session->checkJob()->hasResult(), 20000);
        const auto bytes = test::readFileBytes(test::corpusPath("cole/all_combos.col"));
        const Document cut = test::openBytes({bytes.begin(), bytes.begin() + 3000}, "cut.col");
        const std::vector<Diagnostic> expected = checkDocument(cut);
        QVERIFY(expected.size() > cut.diagnostics.size()); // decoding finds more
        QTreeWidget* list = window.diagnosticsPane()->list();
        QCOMPARE(list->topLevelItemCount(), static_cast<int>(expected.size()));
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            QCOMPARE(list->topLevelItem(i)->text(2),
                     QString::fromStdString(expected[static_cast<std::size_t>(i)].message));
        }
        QCOMPARE(dockOf(window)->windowTitle(),
                 QStringLiteral("Diagnostics (%1)").arg(expected.size()));
    }

    // The check hands over what the table blocks report as they are decoded, before its whole
    // list (issue 41, item 2).
    void theCheckReportsBlocksAsTheyCome() {
        // cli_write_12345rows_seed7 with row group 0's column 1 overwritten from 80044: decoding
        // that row group reports it.
        auto bytes = test::readFileBytes(test::corpusPath("cole/cli_write_12345rows_seed7.col"));
        std::fill(bytes.begin() + 80044, bytes.begin() + 80044 + 60, std::byte{0xEE});
        const auto document = std::make_shared<const Document>(
            openDocument(ByteSource::fromBuffer(std::move(bytes), "damaged.col")));
        CheckJob job;
        std::vector<std::vector<Diagnostic>> handed;
        connect(&job, &CheckJob::found, &job, [&] { handed.push_back(job.foundSoFar()); });
        QSignalSpy finished(&job, &BackgroundJob::finished);
        job.start(document);
        QVERIFY(finished.wait(20000));
        QVERIFY(!handed.empty());
        const std::vector<Diagnostic>& all = job.result();
        for (const Diagnostic& early : handed.back()) {
            QVERIFY2(std::any_of(all.begin(), all.end(),
                                 [&](const Diagnostic& d) {
                                     return d.offset == early.offset && d.message == early.message;
                                 }),
                     early.message.c_str());
        }
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
