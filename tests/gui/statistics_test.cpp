// Column statistics from the real window: the table's context menu, the statistics pane with
// its histogram, and stored bounds that disagree with the data in the diagnostics list.
#include "diagnostics/diagnostics_pane.h"
#include "dock_tabs.h"
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "hex/hex_view.h"
#include "open_and_wait.h"
#include "statistics/histogram_view.h"
#include "statistics/statistics_job.h"
#include "statistics/statistics_pane.h"
#include "support/cole_bytes_writer.h"
#include "support/corpus.h"
#include "support/csv_reader.h"
#include "table/table_pane.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <limits>
#include <map>
#include <set>

using namespace strata;
using namespace strata::gui;
using strata::test::openAndWait;

namespace {

// Chooses Column Statistics in the table's context menu and waits for the result.
bool runStatistics(MainWindow& window) {
    QAction* statistics = nullptr;
    for (QAction* action : window.tablePane()->view()->actions()) {
        if (action->text() == QStringLiteral("Column S&tatistics")) {
            statistics = action;
        }
    }
    if (statistics == nullptr) {
        return false;
    }
    QSignalSpy finished(window.statisticsPane()->job(), &StatisticsJob::finished);
    statistics->trigger();
    return finished.wait(60000);
}

QString cell(const QTableWidget* table, int row, int column) {
    return table->item(row, column)->text();
}

} // namespace

class StatisticsTest : public QObject {
    Q_OBJECT

private slots:
    void init() { QCoreApplication::setOrganizationName(QStringLiteral("StrataTests")); }

    void showsEveryColumnWithItsHistogram() {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(
            window, QString::fromStdString(test::corpusPath("cole/multi_rowgroups.col").string())));
        QVERIFY(runStatistics(window));

        // Expected values, computed here from the reference reader's CSV.
        const auto rows =
            test::parseCsv(test::readFileText(test::corpusPath("cole/multi_rowgroups.csv")));
        std::map<long long, int> codes;
        std::set<std::string> labels;
        for (std::size_t r = 1; r < rows.size(); ++r) {
            ++codes[std::stoll(rows[r][1])];
            labels.insert(rows[r][2]);
        }
        const QTableWidget* table = window.statisticsPane()->table();
        QCOMPARE(table->rowCount(), 4);
        QCOMPARE(cell(table, 1, 0), QStringLiteral("code"));
        QCOMPARE(cell(table, 1, 2), QString::number(rows.size() - 1));
        QCOMPARE(cell(table, 1, 3), QStringLiteral("0"));
        QCOMPARE(cell(table, 1, 4), QString::number(codes.size()));
        QCOMPARE(cell(table, 1, 5), QString::number(codes.begin()->first));
        QCOMPARE(cell(table, 1, 6), QString::number(codes.rbegin()->first));
        QCOMPARE(cell(table, 2, 0), QStringLiteral("label"));
        QCOMPARE(cell(table, 2, 4), QString::number(labels.size()));
        QVERIFY(cell(table, 2, 7).isEmpty()); // no mean of strings
        QVERIFY(window.statisticsPane()->title()->text().contains(QStringLiteral("1005 rows")));

        // The histogram of the selected column: its bins hold every value.
        window.statisticsPane()->table()->selectRow(1);
        const auto& bars = window.statisticsPane()->histogram()->bars();
        QCOMPARE(bars.size(), std::size_t{32});
        std::uint64_t total = 0;
        for (const auto& bar : bars) {
            total += bar.count;
        }
        QCOMPARE(total, std::uint64_t{rows.size() - 1});
        // A string column shows its most frequent values.
        window.statisticsPane()->table()->selectRow(2);
        QVERIFY(!window.statisticsPane()->histogram()->bars().empty());
        QCOMPARE(window.statisticsPane()->histogram()->bars().front().label,
                 QStringLiteral("north"));
    }

    void aFilteredTableGivesTheStatisticsOfItsRows() {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(
            window, QString::fromStdString(test::corpusPath("cole/multi_rowgroups.col").string())));
        const auto rows =
            test::parseCsv(test::readFileText(test::corpusPath("cole/multi_rowgroups.csv")));
        std::set<std::string> labels;
        long long kept = 0;
        long long largest = std::numeric_limits<long long>::min();
        for (std::size_t r = 1; r < rows.size(); ++r) {
            if (std::stoll(rows[r][1]) < 0) {
                ++kept;
                largest = std::max(largest, std::stoll(rows[r][1]));
                labels.insert(rows[r][2]);
            }
        }
        TablePane* pane = window.tablePane();
        QTest::keyClicks(pane->filterEdit(), QStringLiteral("code < 0"));
        QTest::keyClick(pane->filterEdit(), Qt::Key_Return);
        QTRY_COMPARE(pane->filterStatus()->text(), QStringLiteral("%1 of 1005 rows").arg(kept));
        QVERIFY(runStatistics(window));
        const QTableWidget* table = window.statisticsPane()->table();
        QCOMPARE(cell(table, 1, 0), QStringLiteral("code"));
        QCOMPARE(cell(table, 1, 2), QString::number(kept));
        QCOMPARE(cell(table, 1, 6), QString::number(largest));
        QCOMPARE(cell(table, 2, 4), QString::number(labels.size()));
        QVERIFY2(window.statisticsPane()->title()->text().endsWith(
                     QStringLiteral(" where code < 0”: %1 rows").arg(kept)),
                 qPrintable(window.statisticsPane()->title()->text()));
    }

    void reopeningShowsTheStatisticsWithoutComputingThemAgain() {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(
            window, QString::fromStdString(test::corpusPath("cole/multi_rowgroups.col").string())));
        QVERIFY(runStatistics(window));
        window.statisticsPane()->clear();
        QCOMPARE(window.statisticsPane()->table()->rowCount(), 0);
        QSignalSpy progress(window.statisticsPane()->job(), &StatisticsJob::progressChanged);
        QSignalSpy finished(window.statisticsPane()->job(), &StatisticsJob::finished);
        window.tablePane()->statisticsRequested();
        QVERIFY(!window.statisticsPane()->job()->isRunning());
        QCOMPARE(window.statisticsPane()->table()->rowCount(), 4);
        QCOMPARE(cell(window.statisticsPane()->table(), 1, 0), QStringLiteral("code"));
        QVERIFY(window.statisticsPane()->title()->text().contains(QStringLiteral("1005 rows")));
        QTest::qWait(300);
        QCOMPARE(progress.count(), 0);
        QCOMPARE(finished.count(), 0);
    }

    void estimatesAreMarkedAndNumbersWrittenInFull() {
        // 150,000 unique ids: past the exact-count bound, so distinct values and the histogram
        // are estimates; a constant day whose mean is written in full.
        constexpr std::int64_t rows = 150000;
        test::ColeBytesWriter writer;
        writer.addColumn("id", test::ColeBytesWriter::Type::Int64,
                         test::ColeBytesWriter::Encoding::Plain);
        writer.addColumn("day", test::ColeBytesWriter::Type::Int64,
                         test::ColeBytesWriter::Encoding::Plain);
        std::vector<std::int64_t> ids;
        for (std::int64_t i = 0; i < rows; ++i) {
            ids.push_back(i * 3);
        }
        writer.addRowGroup({ids, std::vector<std::int64_t>(rows, 20240101)});
        const std::vector<std::byte> bytes = writer.finish();
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("unique.col"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<qint64>(bytes.size()));
        file.close();

        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, path));
        QVERIFY(runStatistics(window));
        const QTableWidget* table = window.statisticsPane()->table();
        const QString distinct = cell(table, 0, 4);
        QVERIFY2(distinct.startsWith(QStringLiteral("≈ ")), qPrintable(distinct));
        QVERIFY(distinct.mid(2).toLongLong() <= rows);
        QVERIFY(table->item(0, 4)->toolTip().contains(QStringLiteral("estimate")));
        QCOMPARE(cell(table, 1, 4), QStringLiteral("1")); // exact: no mark
        QVERIFY(table->item(1, 4)->toolTip().isEmpty());
        QCOMPARE(cell(table, 1, 7), QStringLiteral("20240101")); // the mean, not 2.02401e+07
        QCOMPARE(cell(table, 1, 8), QStringLiteral("0"));
        QCOMPARE(cell(table, 0, 6), QStringLiteral("449997"));
        window.statisticsPane()->table()->selectRow(0);
        const HistogramView* histogram = window.statisticsPane()->histogram();
        QVERIFY(histogram->isEstimated());
        QVERIFY(histogram->barToolTip(0).contains(QStringLiteral("≈")));
        window.statisticsPane()->table()->selectRow(1);
        QVERIFY(!histogram->isEstimated());
    }

    void storedStatisticsThatLieBecomeDiagnostics() {
        test::ColeBytesWriter writer;
        writer.addColumn("temperature", test::ColeBytesWriter::Type::Int64,
                         test::ColeBytesWriter::Encoding::Plain);
        writer.addRowGroup({std::vector<std::int64_t>{10, 20, 30}});
        writer.addRowGroup({std::vector<std::int64_t>{90, 97, 95}});
        writer.overrideLastStats(0, 90, 90);
        const std::vector<std::byte> bytes = writer.finish();
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("lying.col"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<qint64>(bytes.size()));
        file.close();

        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, path));
        QVERIFY(runStatistics(window));
        const QTreeWidget* list = window.diagnosticsPane()->list();
        QStringList texts;
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            for (int c = 0; c < list->columnCount(); ++c) {
                texts << list->topLevelItem(i)->text(c);
            }
        }
        QVERIFY2(texts.join(QLatin1Char('|'))
                     .contains(QStringLiteral("column temperature: stored max 90 < actual max 97")),
                 qPrintable(texts.join(QLatin1Char('|'))));
        // The statistics asked for stay in front; the Diagnostics tab counts what they found.
        QTRY_COMPARE(strata::test::frontDockTab(window, QStringLiteral("Tables")),
                     QStringLiteral("Statistics"));
        const auto* diagnosticsDock =
            qobject_cast<QDockWidget*>(window.diagnosticsPane()->parentWidget());
        QCOMPARE(diagnosticsDock->windowTitle(), QStringLiteral("Diagnostics (1)"));
    }
};

QTEST_MAIN(StatisticsTest)
#include "statistics_test.moc"
