// File › Save Repaired Copy (issue 37) in the real window: an ODB-2 file cut inside its third
// frame is repaired in the background, the report lists the frames kept and the one re-encoded
// before anything is kept, Save keeps the copy and opens it beside the original, where it has
// no diagnostic and the rows the damaged file shows; Discard leaves no file.
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "open_and_wait.h"
#include "repair/repair_report_dialog.h"
#include "strata/format_registry.h"
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
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace strata;
using namespace strata::gui;

namespace {

// capi_bitfields' 400 rows in frames of 50, cut inside the rows of frame 2.
QByteArray cutFile() {
    const Document source = openFile(test::corpusPath("odb2/odb/capi_bitfields.odb"));
    const std::vector<std::byte> file = test::writtenAsOdb2(*source.tables.at(0), 50);
    const auto frames = test::openBytes(file, "frames.odb").tables.at(0)->blocks();
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

// Answers the file chooser with `path`, then the report with `button` once the repair is done
// (looked for every 20 ms: the report's own event loop runs inside the test's waiting).
void answerRepair(const QString& path, QDialogButtonBox::StandardButton button,
                  QStringList& reportRows, QString& summary) {
    QTimer::singleShot(0, [=, &reportRows, &summary] {
        auto* chooser = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        QVERIFY(chooser != nullptr);
        chooser->selectFile(path);
        auto* poll = new QTimer;
        QObject::connect(poll, &QTimer::timeout, [=, &reportRows, &summary] {
            auto* report = qobject_cast<RepairReportDialog*>(QApplication::activeModalWidget());
            if (report == nullptr) {
                return;
            }
            poll->stop();
            poll->deleteLater();
            summary = report->summary();
            for (int row = 0; row < report->table()->rowCount(); ++row) {
                reportRows << report->table()->item(row, 0)->text() + QLatin1Char(' ') +
                                  report->table()->item(row, 1)->text();
            }
            report->findChild<QDialogButtonBox*>()->button(button)->click();
        });
        poll->start(20);
        static_cast<QDialog*>(chooser)->accept();
    });
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
};

QTEST_MAIN(RepairTest)
#include "repair_test.moc"
