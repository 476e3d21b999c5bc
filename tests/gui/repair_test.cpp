// File › Save Repaired Copy (issue 37) in the real window: an ODB-2 file cut inside its third
// frame is repaired in the background, the report lists the frames kept and the one re-encoded
// before anything is kept, Save keeps the copy and opens it beside the original, where it has
// no diagnostic and the rows the damaged file shows; Discard leaves no file. A cut Blosc2 frame's
// report offers Fill with Zeros, which repairs again keeping the lost chunks as zeros; Cancel in
// the status bar stops a repair and leaves no file.
#include "gui/file_session.h"
#include "gui/job_progress.h"
#include "gui/main_window.h"
#include "open_and_wait.h"
#include "repair/repair_report_dialog.h"
#include "strata/format_registry.h"
#include "support/cole_bytes_writer.h"
#include "support/corpus.h"
#include "support/odb2_written.h"
#include "support/table_text.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <functional>
#include <numeric>

using namespace strata;
using namespace strata::gui;

namespace {

// capi_bitfields' 400 rows in frames of 50, cut inside the rows of frame 2.
QByteArray cutFile() {
    const Document source = openFile(test::corpusPath("odb2/odb/capi_bitfields.odb"));
    const std::vector<std::byte> file = test::writtenAsOdb2(*source.tables.at(0), 50);
    const Document written = test::openBytes(file, "frames.odb");
    const auto frames = written.tables.at(0)->blocks();
    const std::uint64_t cut = frames[2].range.offset + frames[2].range.length * 7 / 8;
    return {reinterpret_cast<const char*>(file.data()), static_cast<qsizetype>(cut)};
}

// cutFile() as cut.odb in `folder`; empty when it cannot be written.
QString writtenCutFile(const QTemporaryDir& folder) {
    const QString path = folder.filePath(QStringLiteral("cut.odb"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(cutFile()) < 0) {
        return {};
    }
    return path;
}

QAction* repairAction(const MainWindow& window) {
    for (QAction* action : window.findChildren<QAction*>()) {
        if (action->text() == QStringLiteral("Save &Repaired Copy…")) {
            return action;
        }
    }
    return nullptr;
}

// Calls `answer` with the report once it shows (looked for every 20 ms: the report's own event
// loop runs inside the test's waiting).
void whenReportShows(std::function<void(RepairReportDialog*)> answer) {
    auto* poll = new QTimer;
    QObject::connect(poll, &QTimer::timeout, [poll, answer] {
        auto* report = qobject_cast<RepairReportDialog*>(QApplication::activeModalWidget());
        if (report == nullptr) {
            return;
        }
        poll->stop();
        poll->deleteLater();
        answer(report);
    });
    poll->start(20);
}

// Each row of the report as its action and unit ("copied frame 0").
QStringList reportRowsOf(const RepairReportDialog& report) {
    QStringList rows;
    for (int row = 0; row < report.table()->rowCount(); ++row) {
        rows << report.table()->item(row, 0)->text() + QLatin1Char(' ') +
                    report.table()->item(row, 1)->text();
    }
    return rows;
}

// Answers the file chooser with `path`, then calls `answer` once the report shows.
void answerChooser(const QString& path, std::function<void(RepairReportDialog*)> answer) {
    QTimer::singleShot(0, [=] {
        auto* chooser = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        QVERIFY(chooser != nullptr);
        chooser->selectFile(path);
        if (answer) {
            whenReportShows(answer);
        }
        static_cast<QDialog*>(chooser)->accept();
    });
}

// Answers the file chooser with `path`, then the report with `button` once the repair is done.
void answerRepair(const QString& path, QDialogButtonBox::StandardButton button,
                  QStringList& reportRows, QString& summary) {
    answerChooser(path, [=, &reportRows, &summary](RepairReportDialog* report) {
        summary = report->summary();
        reportRows = reportRowsOf(*report);
        report->findChild<QDialogButtonBox*>()->button(button)->click();
    });
}

QString writtenFile(const QTemporaryDir& folder, const QString& name,
                    const std::vector<std::byte>& bytes) {
    const QString path = folder.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(reinterpret_cast<const char*>(bytes.data()),
                                                       static_cast<qint64>(bytes.size())) < 0) {
        return {};
    }
    return path;
}

} // namespace

class RepairTest : public QObject {
    Q_OBJECT

private slots:
    void saveKeepsTheCopyAndOpensItBesideTheOriginal() {
        QTemporaryDir folder;
        const QString damaged = writtenCutFile(folder);
        QVERIFY(!damaged.isEmpty());
        MainWindow window;
        window.show();
        QVERIFY(test::openAndWait(window, damaged) != nullptr);
        const QString repaired = folder.filePath(QStringLiteral("cut-repaired.odb"));
        QStringList rows;
        QString summary;
        answerRepair(repaired, QDialogButtonBox::Save, rows, summary);
        repairAction(window)->trigger();
        QTRY_VERIFY(QFile::exists(repaired));
        QCOMPARE(rows,
                 (QStringList{QStringLiteral("copied frame 0"), QStringLiteral("copied frame 1"),
                              QStringLiteral("re-encoded frame 2")}));
        QVERIFY2(summary.startsWith(QStringLiteral("Keeps ")), qPrintable(summary));
        // Opened in a tab of its own, beside the original, with the rows the damaged file shows.
        auto* tabs = window.findChild<QTabWidget*>();
        QTRY_COMPARE(tabs->count(), 2);
        const Document copy = openFile(repaired.toStdString());
        const Document original = openFile(damaged.toStdString());
        QVERIFY(copy.diagnostics.empty());
        QVERIFY(test::tableCells(*copy.tables.at(0)) == test::tableCells(*original.tables.at(0)));
    }

    void discardLeavesNoFile() {
        QTemporaryDir folder;
        const QString damaged = writtenCutFile(folder);
        QVERIFY(!damaged.isEmpty());
        MainWindow window;
        window.show();
        QVERIFY(test::openAndWait(window, damaged) != nullptr);
        QStringList rows;
        QString summary;
        answerRepair(folder.filePath(QStringLiteral("kept-not.odb")), QDialogButtonBox::Discard,
                     rows, summary);
        repairAction(window)->trigger();
        QTRY_COMPARE(rows.size(), 3);
        QTRY_COMPARE(QDir(folder.path()).entryList(QDir::Files | QDir::Hidden),
                     QStringList{QStringLiteral("cut.odb")});
    }

    void fillWithZerosRepairsAgainKeepingTheShape() {
        // frame_zstd_i32_6chunks cut inside its fourth chunk: three chunks kept, three lost.
        QTemporaryDir folder;
        const auto frame =
            test::readFileBytes(test::corpusPath("blosc2/frames/frame_zstd_i32_6chunks.b2frame"));
        const QString damaged = writtenFile(folder, QStringLiteral("cut.b2frame"),
                                            {frame.begin(), frame.begin() + 2000});
        QVERIFY(!damaged.isEmpty());
        MainWindow window;
        window.show();
        QVERIFY(test::openAndWait(window, damaged) != nullptr);
        const QString repaired = folder.filePath(QStringLiteral("filled.b2frame"));
        QStringList firstRows;
        QStringList filledRows;
        answerChooser(repaired, [&](RepairReportDialog* report) {
            firstRows = reportRowsOf(*report);
            auto* fill = report->findChild<QPushButton*>(QStringLiteral("fillZeros"));
            QVERIFY(fill != nullptr);
            QCOMPARE(fill->text(), QStringLiteral("Fill with Zeros Instead"));
            whenReportShows([&](RepairReportDialog* again) {
                filledRows = reportRowsOf(*again);
                // Filled, nothing is dropped: the choice is not offered again.
                QVERIFY(again->findChild<QPushButton*>(QStringLiteral("fillZeros")) == nullptr);
                again->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Save)->click();
            });
            fill->click();
        });
        repairAction(window)->trigger();
        QTRY_VERIFY(QFile::exists(repaired));
        QVERIFY(firstRows.contains(QStringLiteral("dropped chunk 3")));
        QVERIFY(filledRows.contains(QStringLiteral("filled with zeros chunk 3")));
        const Document copy = openFile(repaired.toStdString());
        QVERIFY(copy.diagnostics.empty());
        QCOMPARE(copy.tables.at(0)->rowCount(), std::uint64_t{367680 / 4});
    }

    void cancelStopsTheRepairAndLeavesNoFile() {
        // 40 row groups whose footer is gone: each is decoded and copied, far more work than
        // the time Cancel takes.
        test::ColeBytesWriter writer;
        writer.addColumn("id", test::ColeBytesWriter::Type::Int64,
                         test::ColeBytesWriter::Encoding::Plain);
        for (int group = 0; group < 40; ++group) {
            std::vector<std::int64_t> ids(50000);
            std::iota(ids.begin(), ids.end(), std::int64_t{group} * 50000);
            writer.addRowGroup({ids});
        }
        std::vector<std::byte> bytes = writer.finish();
        bytes.resize(bytes.size() - 16); // the footer cut off
        QTemporaryDir folder;
        const QString damaged = writtenFile(folder, QStringLiteral("cut.col"), bytes);
        QVERIFY(!damaged.isEmpty());
        MainWindow window;
        window.show();
        QVERIFY(test::openAndWait(window, damaged) != nullptr);
        answerChooser(folder.filePath(QStringLiteral("never.col")), {});
        repairAction(window)->trigger();
        QTRY_VERIFY(window.repairProgress()->isVisible());
        QVERIFY(window.repairProgress()->text().startsWith(QStringLiteral("Repairing cut.col")));
        window.repairProgress()->cancelButton()->click();
        QTRY_VERIFY(!window.repairProgress()->isVisible());
        QCOMPARE(window.statusBar()->currentMessage(),
                 QStringLiteral("The repair was cancelled; no file was written"));
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("cut.col")});
    }
};

QTEST_MAIN(RepairTest)
#include "repair_test.moc"
