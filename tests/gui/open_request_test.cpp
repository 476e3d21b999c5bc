// strata FILE --select PATH --goto OFFSET --where EXPR, and a second `strata FILE` handing its
// files to the window already running: what a person sees in the window.
#include "corpus_file.h"
#include "gui/main_window.h"
#include "gui/open_request.h"
#include "gui/single_instance.h"
#include "hex/hex_view.h"
#include "open_and_wait.h"
#include "strata/format_registry.h"
#include "support/build_paths.h"
#include "support/corpus.h"
#include "support/csv_reader.h"
#include "table/table_pane.h"

#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <filesystem>
#include <thread>
#include <unistd.h>

using namespace strata;
using namespace strata::gui;

using strata::test::corpusFile;

namespace {

// The strata executable beside strata-cli's folder in this build.
QString guiExecutable() {
    const std::filesystem::path cli = test::cliExecutable();
    return QString::fromStdString((cli.parent_path().parent_path() / "gui" / "strata").string());
}

// Shows the window and opens the COLE file of 1,005 rows in it as `request` asks.
bool openAsAsked(MainWindow& window, const OpenRequest& request) {
    window.show();
    return window.openFile(corpusFile("cole/multi_rowgroups.col"), request);
}

} // namespace

class OpenRequestTest : public QObject {
    Q_OBJECT

private slots:
    void init() {
        QCoreApplication::setOrganizationName(QStringLiteral("StrataTests"));
        QSettings().clear();
    }

    void selectsTheNodeShowsTheOffsetAndFiltersTheTable() {
        MainWindow window;
        OpenRequest request;
        request.selectPath = QStringLiteral("file / row group 1 / column 1 \"code\"");
        request.where = QStringLiteral("code < 0");
        QVERIFY(openAsAsked(window, request));
        QTRY_VERIFY(window.lastSelection().node != nullptr);
        QCOMPARE(QString::fromStdString(window.lastSelection().node->path()), request.selectPath);
        QCOMPARE(window.lastSelection().range.offset, 211u);
        QCOMPARE(window.currentSession()->hexView()->cursor(), 211u);
        // The filter box holds the expression and the table shows its rows, counted.
        const auto rows =
            test::parseCsv(test::readFileText(test::corpusPath("cole/multi_rowgroups.csv")));
        const auto negative = std::count_if(rows.begin() + 1, rows.end(),
                                            [](const auto& row) { return std::stoi(row[1]) < 0; });
        QCOMPARE(window.tablePane()->filterEdit()->text(), request.where);
        QTRY_COMPARE(window.tablePane()->filterStatus()->text(),
                     QStringLiteral("%1 of 1005 rows").arg(negative));
    }

    void theOffsetIsShownWithTheNodeThatHoldsIt() {
        MainWindow window;
        OpenRequest request;
        request.offset = 0x1000;
        QVERIFY(openAsAsked(window, request));
        QTRY_COMPARE(window.currentSession()->hexView()->cursor(), 4096u);
        QTRY_VERIFY(window.lastSelection().node != nullptr);
        QVERIFY(window.lastSelection().node->range().contains(4096));
    }

    void aPathThatNamesNoNodeIsSaid() {
        MainWindow window;
        OpenRequest request;
        request.selectPath = QStringLiteral("file / row group 99");
        QVERIFY(openAsAsked(window, request));
        QTRY_COMPARE(window.statusBar()->currentMessage(),
                     QStringLiteral("No node at file / row group 99"));
    }

    void anOffsetPastTheEndIsSaid() {
        MainWindow window;
        OpenRequest request;
        request.offset = 999999;
        QVERIFY(openAsAsked(window, request));
        QTRY_VERIFY(window.statusBar()->currentMessage().startsWith(
            QStringLiteral("Offset 999999 is past the end of the file")));
    }

    void offsetsParseAsTyped() {
        QCOMPARE(parseOffset(QStringLiteral(" 0x1F ")), std::optional<quint64>(31));
        QCOMPARE(parseOffset(QStringLiteral("4096")), std::optional<quint64>(4096));
        QVERIFY(!parseOffset(QStringLiteral("zz12")));
        QVERIFY(!parseOffset(QString()));
    }

    // The running window takes the files of a second start as new tabs, with what it asks.
    void aRunningWindowTakesForwardedFiles() {
        QTemporaryDir folder;
        const QString name = folder.filePath(QStringLiteral("instance.socket"));
        MainWindow window;
        window.show();
        InstanceServer server(name);
        QVERIFY(server.listen());
        connect(&server, &InstanceServer::filesRequested, &window,
                [&window](const QStringList& files, const OpenRequest& request) {
                    for (const QString& file : files) {
                        window.openFile(file, request);
                    }
                });
        OpenRequest request;
        request.where = QStringLiteral("id >= 1000");
        bool forwarded = false;
        std::thread second([&] {
            forwarded = forwardToRunningInstance(
                name, {corpusFile("cole/multi_rowgroups.col"), corpusFile("cole/single_row.col")},
                request);
        });
        QTRY_COMPARE(window.tabs()->count(), 2);
        second.join();
        QVERIFY(forwarded);
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("multi_rowgroups.col"));
        QCOMPARE(window.tabs()->tabText(1), QStringLiteral("single_row.col"));
        // A second server on the same socket does not take over from the first.
        InstanceServer other(name);
        QVERIFY(!other.listen());
    }

    void nobodyListeningMeansNoForwarding() {
        QTemporaryDir folder;
        QVERIFY(!forwardToRunningInstance(folder.filePath(QStringLiteral("none.socket")),
                                          {corpusFile("cole/single_row.col")}, {}));
    }

    // The real executables: a second `strata FILE` exits at once, its file handed over; with
    // --new-window it stays, a window of its own.
    void aSecondStartHandsItsFileToTheFirst() {
        QTemporaryDir runtime;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path());
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        QProcess first;
        first.setProcessEnvironment(environment);
        first.start(guiExecutable(), {corpusFile("cole/single_row.col")});
        QVERIFY(first.waitForStarted());
        const QString socket =
            QDir(runtime.path()).filePath(QStringLiteral("strata-%1.socket").arg(::getuid()));
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(socket), 20000);

        QProcess second;
        second.setProcessEnvironment(environment);
        second.start(guiExecutable(), {corpusFile("cole/multi_rowgroups.col")});
        QVERIFY(second.waitForFinished(20000));
        QCOMPARE(second.exitCode(), 0);

        QProcess separate;
        separate.setProcessEnvironment(environment);
        separate.start(guiExecutable(),
                       {QStringLiteral("--new-window"), corpusFile("cole/multi_rowgroups.col")});
        QVERIFY(separate.waitForStarted());
        QVERIFY(!separate.waitForFinished(1500)); // a window of its own: still running
        separate.kill();
        separate.waitForFinished();
        first.kill();
        first.waitForFinished();
    }
};

QTEST_MAIN(OpenRequestTest)
#include "open_request_test.moc"
