#pragma once

#include "gui/background_job.h"
#include "strata/table_file_export.h"

#include <QString>
#include <memory>

namespace strata::gui {

// Writes a table as a file (CSV, JSON Lines, NetCDF-4, NumPy, ODB-2: strata/table_file_export.h)
// in the background (BackgroundJob: progress in rows, cancel). The file appears only when the
// export completes: it is written to a temporary file beside the destination and renamed at the
// end, so a cancelled or failed export leaves nothing behind.
class TableExportJob : public BackgroundJob {
    Q_OBJECT

public:
    enum class Outcome { Written, Cancelled, Failed };

    using BackgroundJob::BackgroundJob;

    void start(std::shared_ptr<const Table> table, const QString& path, TableFileFormat format,
               const TableFileOptions& options, const ExportSelection& selection);

    QString path() const { return m_path; }
    // Once finished().
    Outcome outcome() const { return m_outcome; }
    QString errorText() const { return QString::fromStdString(m_result.error); }
    quint64 rowsWritten() const { return m_result.rows.rowsWritten; }
    // What the format could not hold as it was (non-finite JSON numbers, ...).
    const TableFileResult& result() const { return m_result; }

private:
    QString m_path;
    Outcome m_outcome = Outcome::Written;
    TableFileResult m_result;
};

} // namespace strata::gui
