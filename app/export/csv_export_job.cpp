#include "export/csv_export_job.h"

#include <QSaveFile>
#include <QtConcurrent>

namespace strata::gui {

CsvExportJob::CsvExportJob(QObject* parent)
    : QObject(parent) {
    m_progressTimer.setInterval(100);
    connect(&m_progressTimer, &QTimer::timeout, this, &CsvExportJob::reportProgress);
    connect(&m_watcher, &QFutureWatcher<Result>::finished, this, &CsvExportJob::onFinished);
}

CsvExportJob::~CsvExportJob() {
    cancel();
    m_watcher.waitForFinished();
}

void CsvExportJob::start(std::shared_ptr<const Table> table, const QString& path,
                         const CsvOptions& options, const ExportSelection& selection) {
    if (isRunning() || !table) {
        return;
    }
    m_path = path;
    m_result = {};
    m_running = true;
    m_progress = std::make_shared<SharedProgress>();
    m_watcher.setFuture(QtConcurrent::run(&CsvExportJob::run, std::move(table), path, options,
                                          selection, m_progress));
    m_progressTimer.start();
}

void CsvExportJob::cancel() {
    if (m_progress) {
        m_progress->cancel = true;
    }
}

CsvExportJob::Result CsvExportJob::run(std::shared_ptr<const Table> table, QString path,
                                       CsvOptions options, ExportSelection selection,
                                       std::shared_ptr<SharedProgress> progress) {
    Result result;
    // QSaveFile writes "path.XXXXXX" in the same folder and renames it on commit().
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        result.outcome = Outcome::Failed;
        result.error = file.errorString();
        return result;
    }
    const JobControl control = progress->control();
    bool writeFailed = false;
    const ExportResult exported = exportTableCsv(
        *table, options,
        [&](std::string_view bytes) {
            if (!writeFailed && file.write(bytes.data(), static_cast<qint64>(bytes.size())) !=
                                    static_cast<qint64>(bytes.size())) {
                writeFailed = true;
                progress->cancel = true; // stops the export
            }
        },
        selection, control);
    result.rows = exported.rowsWritten;
    if (writeFailed) {
        result.outcome = Outcome::Failed;
        result.error = file.errorString();
    } else if (exported.cancelled) {
        result.outcome = Outcome::Cancelled;
    } else if (!file.commit()) {
        result.outcome = Outcome::Failed;
        result.error = file.errorString();
    }
    return result; // an uncommitted QSaveFile removes its temporary file
}

void CsvExportJob::reportProgress() {
    if (m_progress) {
        emit progressChanged(m_progress->done, m_progress->total);
    }
}

void CsvExportJob::onFinished() {
    m_progressTimer.stop();
    reportProgress();
    m_result = m_watcher.result();
    m_running = false;
    emit finished();
}

} // namespace strata::gui
