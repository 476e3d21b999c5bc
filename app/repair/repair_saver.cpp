#include "repair/repair_saver.h"

#include "gui/file_session.h"
#include "gui/job_progress.h"
#include "repair/repair_job.h"
#include "repair/repair_report_dialog.h"
#include "settings/app_settings.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>

namespace strata::gui {

RepairSaver::RepairSaver(QWidget* window)
    : QObject(window)
    , m_window(window)
    , m_job(new RepairJob(this))
    , m_progress(new JobProgress(m_job, tr("Repair progress"),
                                 tr("Stop the repair; no file is written"))) {
    connect(m_job, &RepairJob::finished, this, &RepairSaver::onFinished);
}

void RepairSaver::saveRepairedCopy(const FileSession* session) {
    if (m_job->isRunning()) {
        emit message(tr("A repair is already running"), 5000);
        return;
    }
    const model::DocumentPtr document = session != nullptr ? session->document() : nullptr;
    if (!document || !document->source) {
        emit message(tr("Open a file to repair first"), 5000);
        return;
    }
    const QFileInfo original(session->displayName());
    const QString suggested =
        QDir(AppSettings::exportFolder())
            .filePath(
                original.completeBaseName() + tr("-repaired") +
                (original.suffix().isEmpty() ? QString() : QLatin1Char('.') + original.suffix()));
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Save Repaired Copy"), suggested);
    if (path.isEmpty()) {
        return;
    }
    const QFileInfo source(QString::fromStdString(document->source->name()));
    if (QFileInfo(path).exists() &&
        QFileInfo(path).canonicalFilePath() == source.canonicalFilePath()) {
        QMessageBox::warning(m_window, tr("Save Repaired Copy"),
                             tr("The repaired copy cannot replace the file itself: choose another "
                                "name."));
        return;
    }
    m_document = document;
    m_path = path;
    m_fileName = original.fileName();
    m_formatName = QString::fromStdString(document->formatName);
    start({});
}

void RepairSaver::start(const RepairOptions& options) {
    m_job->start(m_document, m_path, options);
    const QLocale locale;
    const QString name = m_fileName;
    m_progress->showStarted(
        tr("Repairing %1").arg(name), [name, locale](quint64 done, quint64 total) {
            return tr("Repairing %1: %2 of %3 written")
                .arg(name,
                     locale.formattedDataSize(static_cast<qint64>(done), 1,
                                              QLocale::DataSizeTraditionalFormat),
                     locale.formattedDataSize(static_cast<qint64>(total), 1,
                                              QLocale::DataSizeTraditionalFormat));
        });
}

void RepairSaver::onFinished() {
    emit message(QString(), 0);
    const QString name = QDir::toNativeSeparators(m_job->path());
    if (m_job->wasCancelled()) {
        emit message(tr("The repair was cancelled; no file was written"), 5000);
        return;
    }
    if (!m_job->report()) {
        m_job->discard();
        QMessageBox::information(m_window, tr("Save Repaired Copy"),
                                 tr("Repairing %1 files is not available yet.").arg(m_formatName));
        return;
    }
    if (!m_job->errorText().isEmpty()) {
        m_job->discard();
        QMessageBox::warning(m_window, tr("Save Repaired Copy"),
                             tr("Strata could not write %1:\n%2").arg(name, m_job->errorText()));
        return;
    }
    RepairReportDialog dialog(*m_job->report(), m_job->path(), m_window);
    const int answer = dialog.exec();
    if (answer == RepairReportDialog::FillZeros) {
        m_job->discard();
        RepairOptions options;
        options.fillZeros = true;
        start(options);
        return;
    }
    if (answer != QDialog::Accepted) {
        m_job->discard();
        emit message(tr("The repaired copy was discarded"), 5000);
        return;
    }
    if (!m_job->save()) {
        QMessageBox::warning(m_window, tr("Save Repaired Copy"),
                             tr("Strata could not write %1:\n%2").arg(name, m_job->errorText()));
        return;
    }
    emit message(tr("Saved the repaired copy as %1").arg(name), 10000);
    emit openRequested(m_job->path());
}

} // namespace strata::gui
