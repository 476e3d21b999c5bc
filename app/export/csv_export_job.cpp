#include "export/csv_export_job.h"

#include <QSaveFile>

namespace strata::gui {

void CsvExportJob::start(std::shared_ptr<const Table> table, const QString& path,
                         const CsvOptions& options, const ExportSelection& selection) {
    if (!table) {
        return;
    }
    m_path = path;
    m_result = {};
    auto result = std::make_shared<Result>();
    launch(
        0,
        [table = std::move(table), path, options, selection, result](SharedProgress& progress) {
            *result = run(*table, path, options, selection, progress);
        },
        [this, result] { m_result = std::move(*result); });
}

CsvExportJob::Result CsvExportJob::run(const Table& table, const QString& path,
                                       const CsvOptions& options, const ExportSelection& selection,
                                       SharedProgress& progress) {
    Result result;
    // QSaveFile writes "path.XXXXXX" in the same folder and renames it on commit().
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        result.outcome = Outcome::Failed;
        result.error = file.errorString();
        return result;
    }
    const JobControl control = progress.control();
    bool writeFailed = false;
    const ExportResult exported = exportTableCsv(
        table, options,
        [&](std::string_view bytes) {
            if (!writeFailed && file.write(bytes.data(), static_cast<qint64>(bytes.size())) !=
                                    static_cast<qint64>(bytes.size())) {
                writeFailed = true;
                progress.cancel = true; // stops the export
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

} // namespace strata::gui
