// Datasets in the window (issue 39): a folder opens as a tab listing its files beside the one
// table of them all; Check Dataset fills the status column; a file or a row opens in the file's
// own tab; Group By… lists the groups of a column with their aggregates (checked against odc's
// rows of the file) and filters the table to a group.
#include "corpus_file.h"
#include "dataset/dataset_check_job.h"
#include "dataset/dataset_members_model.h"
#include "dataset/dataset_open_job.h"
#include "dataset/dataset_opener.h"
#include "dataset/dataset_view.h"
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "hex/hex_pane.h"
#include "open_and_wait.h"
#include "support/corpus.h"
#include "support/csv_reader.h"
#include "table/group_bar_chart.h"
#include "table/group_by_dialog.h"
#include "table/group_by_job.h"
#include "table/table_pane.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <set>

using namespace strata;
using namespace strata::gui;
using strata::test::openAndWait;

using strata::test::corpusFile;

namespace {

QAction* tableAction(MainWindow& window, const QString& text) {
    for (QAction* action : window.tablePane()->view()->actions()) {
        if (action->text() == text) {
            return action;
        }
    }
    return nullptr;
}

// A folder of two ODB-2 files of one schema, a cut copy, and a text file.
struct Folder {
    QTemporaryDir dir;
    Folder() {
        QFile::copy(corpusFile("odb2/odb/capi_rarely_changing.odb"), dir.filePath("a.odb"));
        QFile::copy(corpusFile("odb2/odb/odcsql_filtered_writer_path.odb"), dir.filePath("b.odb"));
        QFile::copy(corpusFile("odb2/odb/capi_rarely_changing.odb"), dir.filePath("cut.odb"));
        QFile cut(dir.filePath("cut.odb"));
        cut.resize(100000);
        QFile notes(dir.filePath("notes.txt"));
        notes.open(QIODevice::WriteOnly);
        notes.write("not data\n");
    }
};

DatasetView* openFolder(MainWindow& window, const QString& folder) {
    QSignalSpy opened(window.datasetOpener()->job(), &DatasetOpenJob::finished);
    window.openDataset({folder});
    if (!opened.wait(20000)) {
        return nullptr;
    }
    FileSession* session = window.currentSession();
    return session == nullptr
               ? nullptr
               : qobject_cast<DatasetView*>(session->hexPane()->tabs()->currentWidget());
}

QString memberCell(const DatasetView& view, int row, int column) {
    const QAbstractItemModel* model = view.members()->model();
    return model->index(row, column).data().toString();
}

} // namespace

class DatasetTest : public QObject {
    Q_OBJECT

private slots:
    void aFolderOpensAsOneTableBesideItsFiles() {
        Folder folder;
        MainWindow window;
        window.show();
        DatasetView* view = openFolder(window, folder.dir.path());
        QVERIFY(view != nullptr);
        // The files by their names within the folder, in path order, the text file last.
        QCOMPARE(view->members()->model()->rowCount(), 4);
        QCOMPARE(memberCell(*view, 0, DatasetMembersModel::File), QStringLiteral("a.odb"));
        QCOMPARE(memberCell(*view, 1, DatasetMembersModel::File), QStringLiteral("b.odb"));
        QCOMPARE(memberCell(*view, 2, DatasetMembersModel::File), QStringLiteral("cut.odb"));
        QCOMPARE(memberCell(*view, 3, DatasetMembersModel::File), QStringLiteral("notes.txt"));
        QCOMPARE(memberCell(*view, 0, DatasetMembersModel::Rows), QLocale().toString(12000));
        QCOMPARE(memberCell(*view, 1, DatasetMembersModel::Rows), QLocale().toString(4798));
        QCOMPARE(memberCell(*view, 2, DatasetMembersModel::Rows), QLocale().toString(6760));
        QVERIFY(memberCell(*view, 3, DatasetMembersModel::Status).startsWith("skipped: "));
        QCOMPARE(memberCell(*view, 0, DatasetMembersModel::Status), QStringLiteral("not checked"));
        // The status bar names a dataset and its files, not an offset in bytes it has none of.
        QStringList status;
        for (const QLabel* label : window.statusBar()->findChildren<QLabel*>()) {
            status << label->text();
        }
        QVERIFY2(status.contains(QStringLiteral("Dataset")), qPrintable(status.join('|')));
        QVERIFY(!status.join('|').contains(QStringLiteral("Offset")));

        // The Table pane shows every file's rows, the file first.
        QTableView* table = window.tablePane()->view();
        QTRY_COMPARE(table->model()->headerData(0, Qt::Horizontal).toString().section('\n', 0, 0),
                     QStringLiteral("file"));
        QTRY_COMPARE(table->model()->index(0, 0).data().toString(), folder.dir.filePath("a.odb"));

        // Check Dataset fills the status column as files finish.
        QSignalSpy checked(view->checkJob(), &DatasetCheckJob::finished);
        view->checkButton()->click();
        QVERIFY(checked.wait(30000));
        QCOMPARE(memberCell(*view, 0, DatasetMembersModel::Status), QStringLiteral("sound"));
        QCOMPARE(memberCell(*view, 1, DatasetMembersModel::Status), QStringLiteral("sound"));
        QVERIFY2(memberCell(*view, 2, DatasetMembersModel::Status).startsWith("damaged at byte "),
                 qPrintable(memberCell(*view, 2, DatasetMembersModel::Status)));
        QVERIFY(view->summary()->text().contains(QStringLiteral("checked 3 of 3: 1 damaged")));

        // The filter box keeps the files whose row mentions what is typed.
        view->filterEdit()->setText(QStringLiteral("damaged"));
        QCOMPARE(view->members()->model()->rowCount(), 1);
        view->filterEdit()->clear();

        // Activating a file opens it in its own tab.
        const int tabs = window.tabs()->count();
        emit view->members()->activated(view->members()->model()->index(1, 0));
        QCOMPARE(window.tabs()->count(), tabs + 1);
        QCOMPARE(window.currentSession()->displayName(), QStringLiteral("b.odb"));
    }

    void aRowOpensInItsOwnFile() {
        Folder folder;
        MainWindow window;
        window.show();
        QVERIFY(openFolder(window, folder.dir.path()) != nullptr);
        TablePane* pane = window.tablePane();
        QAction* openRow = tableAction(window, QStringLiteral("Open Row in Its &File"));
        QVERIFY(openRow != nullptr);
        QVERIFY(openRow->isVisible());
        // Row 12,005 of the dataset is b.odb's row 5.
        pane->showRow(12005);
        QTRY_COMPARE(pane->view()->currentIndex().data().toString(), folder.dir.filePath("b.odb"));
        openRow->trigger();
        FileSession* session = window.currentSession();
        QCOMPARE(session->displayName(), QStringLiteral("b.odb"));
        QTRY_VERIFY(session->isLoaded());
        QTRY_VERIFY(pane->view()->currentIndex().isValid());
        QCOMPARE(pane->rowEdit()->text(), QStringLiteral("5"));
        QCOMPARE(pane->view()->currentIndex().row(), 5);
        // A single file's table has no such action.
        QVERIFY(!openRow->isVisible());
    }

    void groupByListsTheGroupsAndFiltersToOne() {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, corpusFile("odb2/odb/capi_rarely_changing.odb")) != nullptr);
        // Counts and means of obsvalue@body per varno@body, from odc's rows of the file.
        const auto records = test::parseCsv(
            test::readFileText(test::corpusPath("odb2/expected/capi_rarely_changing.sql.csv")));
        std::map<long, std::pair<int, double>> expected; // count, sum of the values not NULL
        std::map<long, int> values;
        for (std::size_t r = 1; r < records.size(); ++r) {
            const long varno = std::stol(records[r][8]);
            ++expected[varno].first;
            if (records[r][10] != "NULL") {
                expected[varno].second += std::stod(records[r][10]);
                ++values[varno];
            }
        }
        TablePane* pane = window.tablePane();
        QTableView* view = pane->view();
        QTRY_VERIFY(view->model()->index(0, 8).data().toString() != QStringLiteral("…"));
        view->setCurrentIndex(view->model()->index(0, 8));
        QAction* action = tableAction(window, QStringLiteral("&Group By…"));
        QVERIFY(action != nullptr);
        action->trigger();
        GroupByDialog* dialog = pane->groupByDialog();
        QVERIFY(dialog != nullptr);
        QCOMPARE(dialog->firstKey()->currentText(), QStringLiteral("varno@body"));
        dialog->valueColumn()->setCurrentText(QStringLiteral("obsvalue@body"));
        QSignalSpy grouped(dialog->job(), &GroupByJob::finished);
        dialog->group();
        QVERIFY(grouped.wait(20000));
        const QAbstractItemModel* groups = dialog->groups()->model();
        const auto cell = [groups](int row, int column) {
            return groups->index(row, column).data().toString();
        };
        QCOMPARE(groups->rowCount(), static_cast<int>(expected.size()));
        QCOMPARE(groups->headerData(4, Qt::Horizontal).toString(),
                 QStringLiteral("mean(obsvalue@body)"));
        int row = 0;
        for (const auto& [varno, counted] : expected) {
            QCOMPARE(cell(row, 0), QString::number(varno));
            QCOMPARE(cell(row, 1), QString::number(counted.first));
            const double mean = counted.second / values[varno];
            QVERIFY(std::abs(cell(row, 4).toDouble() - mean) < 1e-9 * mean);
            ++row;
        }
        // The chart shows a bar per group, of the aggregate chosen.
        QCOMPARE(dialog->chartAggregate()->currentText(), QStringLiteral("count(*)"));
        QCOMPARE(dialog->chart()->bars().size(), expected.size());
        QCOMPARE(dialog->chart()->bars().front().valueText,
                 QString::number(expected.begin()->second.first));

        // Bins: obsvalue@body in bands of 50.
        dialog->firstKey()->setCurrentText(QStringLiteral("obsvalue@body"));
        dialog->bins()->setText(QStringLiteral("50"));
        dialog->group();
        QVERIFY(grouped.wait(20000));
        QCOMPARE(groups->headerData(0, Qt::Horizontal).toString(),
                 QStringLiteral("obsvalue@body:50"));
        QCOMPARE(cell(0, 0), QStringLiteral("200"));

        // A key of thousands of values: its groups shown as a model, not widget items.
        std::set<std::string> distinct;
        for (std::size_t r = 1; r < records.size(); ++r) {
            distinct.insert(records[r][10]);
        }
        dialog->bins()->clear();
        dialog->group();
        QVERIFY(grouped.wait(20000));
        QCOMPARE(groups->rowCount(), static_cast<int>(distinct.size()));
        QVERIFY(groups->rowCount() > 5000);
        QCOMPARE(dialog->chart()->bars().size(), GroupBarChart::maxBars); // no more than shows

        // Activating a group filters the table to it.
        dialog->firstKey()->setCurrentText(QStringLiteral("varno@body"));
        dialog->bins()->clear();
        dialog->group();
        QVERIFY(grouped.wait(20000));
        emit dialog->groups()->activated(groups->index(1, 0));
        const auto second = std::next(expected.begin());
        QCOMPARE(pane->filterEdit()->text(),
                 QStringLiteral("\"varno@body\" = %1").arg(second->first));
        QTRY_COMPARE(pane->filterStatus()->text(),
                     QStringLiteral("%1 of 12000 rows").arg(second->second.first));
    }
};

QTEST_MAIN(DatasetTest)
#include "dataset_test.moc"
