// Table export from the real window: File › Export and the table's context menu, through the
// dialog (its formats: CSV, JSON Lines, NetCDF-4, NumPy, ODB-2), with the progress strip and its
// Cancel button.
#include "corpus_file.h"
#include "export/export_dialog.h"
#include "export/table_export_job.h"
#include "gui/file_session.h"
#include "gui/job_progress.h"
#include "gui/main_window.h"
#include "hex/hex_view.h"
#include "open_and_wait.h"
#include "strata/format_registry.h"
#include "strata/nd_array.h"
#include "support/cli_runner.h"
#include "support/cole_bytes_writer.h"
#include "support/corpus.h"
#include "support/csv_reader.h"
#include "support/table_text.h"
#include "table/table_pane.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <cstring>
#include <functional>

using namespace strata;
using namespace strata::gui;
using strata::test::openAndWait;

using strata::test::corpusFile;

namespace {

using Records = std::vector<std::vector<std::string>>;

// Fills the export dialog once it is shown, as a person would, and presses Export.
void answerExportDialog(const QString& path, const std::function<void(ExportDialog&)>& fill = {}) {
    QTimer::singleShot(0, [path, fill] {
        auto* dialog = qobject_cast<ExportDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog != nullptr);
        dialog->findChild<QLineEdit*>(QStringLiteral("path"))->setText(path);
        if (fill) {
            fill(*dialog);
        }
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    });
}

QAction* actionNamed(const QWidget* widget, const QString& text) {
    for (QAction* action : widget->actions()) {
        if (action->text() == text) {
            return action;
        }
    }
    return nullptr;
}

Records readRecords(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QByteArray bytes = file.readAll();
    return test::parseCsv(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

Records referenceRecords() {
    return test::parseCsv(test::readFileText(test::corpusPath("cole/multi_rowgroups.csv")));
}

bool waitForExport(MainWindow& window) {
    if (!window.exportJob()->isRunning()) {
        return false; // nothing was started
    }
    QSignalSpy finished(window.exportJob(), &TableExportJob::finished);
    return finished.wait(60000);
}

} // namespace

class ExportTest : public QObject {
    Q_OBJECT

private slots:
    void init() {
        QCoreApplication::setOrganizationName(QStringLiteral("StrataExportTests"));
        QSettings().clear(); // the CSV defaults are the writer's
    }

    // Picking ODB-2 in the dialog turns the destination's .csv into .odb and writes frames that
    // read back as the table shown; the next export suggests ODB-2 again.
    void exportsAnOdb2TableAsOdb2ThroughTheFormatChooser() {
        MainWindow window;
        window.show();
        const QString source = corpusFile("odb2/odb/capi_bitfields.odb");
        QVERIFY(openAndWait(window, source) != nullptr);
        QTemporaryDir folder;
        QString chosenPath;
        answerExportDialog(
            folder.filePath(QStringLiteral("subset.csv")), [&chosenPath](ExportDialog& dialog) {
                auto* format = dialog.findChild<QComboBox*>(QStringLiteral("format"));
                QCOMPARE(format->currentText(), QStringLiteral("CSV (.csv)"));
                format->setCurrentIndex(format->findText(QStringLiteral("ODB-2 (.odb)")));
                chosenPath = dialog.path();
            });
        actionNamed(window.findChild<TablePane*>()->view(), QStringLiteral("&Export Table…"))
            ->trigger();
        QVERIFY(waitForExport(window));
        QCOMPARE(window.exportJob()->outcome(), TableExportJob::Outcome::Written);
        QCOMPARE(chosenPath, folder.filePath(QStringLiteral("subset.odb")));
        QVERIFY2(
            window.statusBar()->currentMessage().startsWith(QStringLiteral("Exported 400 row")),
            qPrintable(window.statusBar()->currentMessage()));
        const Document written = openFile(chosenPath.toStdString());
        const Document original = openFile(source.toStdString());
        QCOMPARE(written.formatName, std::string("ODB-2"));
        QVERIFY(written.diagnostics.empty());
        QVERIFY(test::tableCells(*written.tables.at(0)) ==
                test::tableCells(*original.tables.at(0)));

        answerExportDialog(folder.filePath(QStringLiteral("again.odb")), [](ExportDialog& dialog) {
            QCOMPARE(dialog.format(), TableFileFormat::Odb2);
            QVERIFY(dialog.path().endsWith(QStringLiteral(".odb")));
            dialog.setFormat(TableFileFormat::Npy);
        });
        actionNamed(window.findChild<TablePane*>()->view(), QStringLiteral("&Export Table…"))
            ->trigger();
        QVERIFY(waitForExport(window));
        QFile npy(folder.filePath(QStringLiteral("again.npy")));
        QVERIFY(npy.open(QIODevice::ReadOnly));
        QVERIFY(npy.read(6) == QByteArray("\x93NUMPY", 6));
    }

    // A Blosc2 array's File › Export offers the array: a slice typed in the dialog as a b2nd
    // array that reads back as those items, and the whole as NumPy in its shape (the array is the
    // default for NumPy); the status bar says how many items in what shape.
    void exportsABlosc2ArrayOrItsSliceInItsShape() {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, corpusFile("blosc2/frames/array_2d_f64.b2nd")) != nullptr);
        QTemporaryDir folder;
        answerExportDialog(folder.filePath(QStringLiteral("slice.b2nd")), [](ExportDialog& dialog) {
            QVERIFY(dialog.blosc2Target() == Blosc2Target::B2nd);
            QVERIFY(dialog.arrayChosen());
            QVERIFY(!dialog.findChild<QRadioButton*>()->isEnabled()); // "the whole table"
            dialog.findChild<QLineEdit*>(QStringLiteral("slice"))
                ->setText(QStringLiteral("10:20,-3:"));
        });
        actionNamed(window.findChild<TablePane*>()->view(), QStringLiteral("&Export Table…"))
            ->trigger();
        QVERIFY(waitForExport(window));
        QCOMPARE(window.exportJob()->outcome(), TableExportJob::Outcome::Written);
        // (Without the English translation the plural reads "item(s)".)
        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(said.startsWith(QStringLiteral("Exported 30 item")) &&
                     said.contains(QStringLiteral("(10 x 3) to")),
                 qPrintable(said));
        const Document written =
            openFile(folder.filePath(QStringLiteral("slice.b2nd")).toStdString());
        QVERIFY(written.diagnostics.empty());
        const auto array = written.tables.at(0)->ndArray();
        QVERIFY(array != nullptr);
        QCOMPARE(array->shape(), (std::vector<std::uint64_t>{10, 3}));
        const auto raw = test::readFileBytes(test::corpusPath("blosc2/frames/array_2d_f64.raw"));
        const ArrayPlane plane = array->readPlane(0, 1, std::vector<std::uint64_t>{0, 0});
        for (std::uint64_t y = 0; y < 10; ++y) {
            for (std::uint64_t x = 0; x < 3; ++x) {
                double expected = 0;
                std::memcpy(&expected, raw.data() + ((10 + y) * 130 + 127 + x) * 8, 8);
                QCOMPARE(plane.valueAt(x, y), expected);
            }
        }

        answerExportDialog(folder.filePath(QStringLiteral("whole.npy")), [](ExportDialog& dialog) {
            QCOMPARE(dialog.format(), TableFileFormat::Npy);
            QVERIFY(!dialog.blosc2Target());
            QVERIFY(dialog.arrayChosen());
        });
        actionNamed(window.findChild<TablePane*>()->view(), QStringLiteral("&Export Table…"))
            ->trigger();
        QVERIFY(waitForExport(window));
        QFile npy(folder.filePath(QStringLiteral("whole.npy")));
        QVERIFY(npy.open(QIODevice::ReadOnly));
        const QByteArray header = npy.read(128);
        QVERIFY2(header.contains("'descr': '<f8', 'fortran_order': False, 'shape': (150, 130)"),
                 header.constData());
        QCOMPARE(npy.size(), qint64{128 + 150 * 130 * 8});
    }

    // A table of strings cannot be a .npy: the window says so and writes nothing.
    void aNpyOfStringsIsRefusedWithTheReason() {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, corpusFile("odb2/odb/capi_strings.odb")) != nullptr);
        QTemporaryDir folder;
        bool refused = false;
        answerExportDialog(
            folder.filePath(QStringLiteral("strings.npy")), [&refused](ExportDialog& dialog) {
                // A typed extension chooses its format.
                QCOMPARE(dialog.format(), TableFileFormat::Npy);
                QTimer::singleShot(0, [&refused] {
                    auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                    QVERIFY(box != nullptr);
                    refused = box->text().contains(QStringLiteral("holds strings"));
                    box->accept();
                });
            });
        actionNamed(window.findChild<TablePane*>()->view(), QStringLiteral("&Export Table…"))
            ->trigger();
        QVERIFY(refused);
        QVERIFY(!window.exportJob()->isRunning());
        QVERIFY(QDir(folder.path()).isEmpty());
    }

    void exportsTheWholeTableFromTheFileMenu() {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, corpusFile("cole/multi_rowgroups.col")) != nullptr);
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("rows.csv"));
        answerExportDialog(path, [](ExportDialog& dialog) {
            dialog.findChild<QComboBox*>(QStringLiteral("quoting"))
                ->setCurrentIndex(1); // every field
            dialog.findChild<QComboBox*>(QStringLiteral("lineEnd"))->setCurrentIndex(1); // CR LF
        });
        QAction* exportAction = nullptr;
        for (QAction* action : window.findChildren<QAction*>()) {
            if (action->text() == QStringLiteral("&Export Table…") && action->isEnabled()) {
                exportAction = action;
            }
        }
        QVERIFY(exportAction != nullptr);
        exportAction->trigger();
        QVERIFY(waitForExport(window));
        QCOMPARE(window.exportJob()->outcome(), TableExportJob::Outcome::Written);
        QCOMPARE(window.exportJob()->rowsWritten(), quint64{1005});
        QVERIFY(!window.exportProgress()->isVisible());

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith(
            "\"ts\",\"code\",\"label\",\"id\"\r\n\"1678944532107\",\"-84\",\"north\",\"0\"\r\n"));
        QCOMPARE(bytes.count("\r\n"), 1006);
        QCOMPARE(readRecords(path), referenceRecords());
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files),
                 QStringList{QStringLiteral("rows.csv")});
    }

    void exportsTheFilteredRowsAsTheCommandLineDoes() {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, corpusFile("cole/multi_rowgroups.col")) != nullptr);
        const QString expression =
            QStringLiteral("label STARTS WITH 's' AND NOT id BETWEEN 10 AND 900");
        TablePane* pane = window.tablePane();
        QTest::keyClicks(pane->filterEdit(), expression);
        QTest::keyClick(pane->filterEdit(), Qt::Key_Return);
        QTRY_VERIFY(pane->filterStatus()->text().endsWith(QStringLiteral(" of 1005 rows")));

        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("filtered.csv"));
        answerExportDialog(path);
        actionNamed(pane->view(), QStringLiteral("&Export Table…"))->trigger();
        QVERIFY(waitForExport(window));
        QCOMPARE(window.exportJob()->outcome(), TableExportJob::Outcome::Written);

        const test::CliResult cli =
            test::runCli({"csv", test::corpusPath("cole/multi_rowgroups.col").string(), "--where",
                          expression.toStdString()});
        QCOMPARE(cli.exitCode, 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().toStdString(), cli.out);
        QCOMPARE(window.exportJob()->rowsWritten(),
                 static_cast<quint64>(std::count(cli.out.begin(), cli.out.end(), '\n') - 1));
        QVERIFY(window.exportJob()->rowsWritten() > 5);
    }

    void exportsTheSelectionFromTheContextMenu() {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, corpusFile("cole/multi_rowgroups.col")) != nullptr);
        QTableView* view = window.tablePane()->view();
        const QAbstractItemModel* model = view->model();
        // Rows 14..17 cross the block boundary at row 16; then the "label" and "code" cells.
        view->selectionModel()->select(QItemSelection(model->index(14, 1), model->index(17, 2)),
                                       QItemSelectionModel::Select);
        view->horizontalHeader()->moveSection(2, 1); // the user dragged "label" before "code"
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("selection.csv"));
        bool selectionChosen = false;
        answerExportDialog(path, [&selectionChosen](ExportDialog& dialog) {
            selectionChosen = dialog.selectionOnly();
        });
        QAction* exportSelection = actionNamed(view, QStringLiteral("Export &Selection…"));
        QVERIFY(exportSelection != nullptr);
        exportSelection->trigger();
        QVERIFY(selectionChosen);
        QVERIFY(waitForExport(window));
        QCOMPARE(window.exportJob()->outcome(), TableExportJob::Outcome::Written);

        const Records reference = referenceRecords();
        Records expected{{"label", "code"}};
        for (std::size_t row = 14; row <= 17; ++row) {
            expected.push_back({reference[row + 1][2], reference[row + 1][1]});
        }
        QCOMPARE(readRecords(path), expected);
    }

    void progressIsOneElidedLineAndForgetsTheLastExport() {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, corpusFile("cole/multi_rowgroups.col")) != nullptr);
        QTemporaryDir folder;
        answerExportDialog(folder.filePath(QStringLiteral("first.csv")));
        QMetaObject::invokeMethod(window.tablePane(), "exportRequested", Q_ARG(bool, false));
        QVERIFY(waitForExport(window));
        QVERIFY(window.statusBar()->currentMessage().startsWith(QStringLiteral("Exported")));

        const QString name = QStringLiteral("a second export with a long file name.csv");
        answerExportDialog(folder.filePath(name));
        QMetaObject::invokeMethod(window.tablePane(), "exportRequested", Q_ARG(bool, false));
        QVERIFY(window.exportJob()->isRunning());
        QCOMPARE(window.statusBar()->currentMessage(), QString()); // not the first export's
        // Counts as a person reads them: one line, elided to the label, whole in the tooltip.
        emit window.exportJob()->progressChanged(300000, 2000000);
        JobProgress* progress = window.exportProgress();
        const QString expected = QStringLiteral("Exporting %1: 300000 of 2000000 rows").arg(name);
        QCOMPARE(progress->text(), expected);
        QCOMPARE(progress->label()->toolTip(), expected);
        const QString shown = progress->label()->text();
        QVERIFY(!shown.contains(QLatin1Char('\n')));
        QVERIFY2(shown.contains(QStringLiteral("2000000 rows")), qPrintable(shown));
        QVERIFY(progress->label()->fontMetrics().horizontalAdvance(shown) <=
                progress->label()->maximumWidth());
        QVERIFY(progress->label()->height() < 2 * progress->label()->fontMetrics().height());
        QVERIFY(!progress->bar()->text().contains(QStringLiteral("of")));
        QVERIFY(waitForExport(window));
    }

    void cancellingLeavesNoFile() {
        // Two million rows in 40 row groups: far more than can be written before Cancel.
        test::ColeBytesWriter writer;
        writer.addColumn("id", test::ColeBytesWriter::Type::Int64,
                         test::ColeBytesWriter::Encoding::Plain);
        writer.addColumn("name", test::ColeBytesWriter::Type::String,
                         test::ColeBytesWriter::Encoding::Dictionary);
        for (int group = 0; group < 40; ++group) {
            std::vector<std::int64_t> ids(50000);
            std::vector<std::string> names(50000);
            for (std::size_t row = 0; row < ids.size(); ++row) {
                ids[row] = static_cast<std::int64_t>(group * 50000 + row);
                names[row] = row % 3 == 0 ? "alpha" : "beta";
            }
            writer.addRowGroup({ids, names});
        }
        const std::vector<std::byte> bytes = writer.finish();
        QTemporaryDir folder;
        const QString source = folder.filePath(QStringLiteral("big.col"));
        {
            QFile file(source);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(reinterpret_cast<const char*>(bytes.data()),
                       static_cast<qint64>(bytes.size()));
        }
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(window, source) != nullptr);
        const QString path = folder.filePath(QStringLiteral("big.csv"));
        answerExportDialog(path);
        QMetaObject::invokeMethod(window.tablePane(), "exportRequested", Q_ARG(bool, false));
        QVERIFY(window.exportJob()->isRunning());
        QVERIFY(window.exportProgress()->isVisible());
        window.exportProgress()->cancelButton()->click();
        QVERIFY(waitForExport(window));
        QCOMPARE(window.exportJob()->outcome(), TableExportJob::Outcome::Cancelled);
        QVERIFY(window.exportJob()->rowsWritten() < 2000000);
        QVERIFY(!QFile::exists(path));
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files),
                 QStringList{QStringLiteral("big.col")});
    }
};

QTEST_MAIN(ExportTest)
#include "export_test.moc"
