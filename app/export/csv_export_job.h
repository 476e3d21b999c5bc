#pragma once

#include "gui/background_job.h"
#include "strata/table_export.h"

#include <QString>
#include <memory>

namespace strata::gui {

// Writes a table as CSV in the background (BackgroundJob: progress in rows, cancel). The file
// appears only when the export completes: it is written to a temporary file beside the
// destination and renamed at the end, so a cancelled or failed export leaves nothing behind.
class CsvExportJob : public BackgroundJob {
    Q_OBJECT

public:
    enum class Outcome { Written, Cancelled, Failed };

    using BackgroundJob::BackgroundJob;

    void start(std::shared_ptr<const Table> table, const QString& path, const CsvOptions& options,
               const ExportSelection& selection);

    QString path() const { return m_path; }
    // Once finished().
    Outcome outcome() const { return m_result.outcome; }
    QString errorText() const { return m_result.error; }
    quint64 rowsWritten() const { return m_result.rows; }

private:
    struct Result {
        Outcome outcome = Outcome::Written;
        QString error;
        quint64 rows = 0;
    };
    static Result run(const Table& table, const QString& path, const CsvOptions& options,
                      const ExportSelection& selection, SharedProgress& progress);

    QString m_path;
    Result m_result;
};

} // namespace strata::gui
