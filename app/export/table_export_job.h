#pragma once

#include "gui/background_job.h"
#include "strata/blosc2_convert.h"
#include "strata/table_file_export.h"

#include <QString>
#include <memory>

namespace strata::gui {

// Writes a table as a file (CSV, JSON Lines, NetCDF-4, NumPy, ODB-2, COLE:
// strata/table_file_export.h), or a Blosc2 file's array or its slice (NumPy, NetCDF-4, a Blosc2
// frame or b2nd array: strata/blosc2_convert.h) in the background (BackgroundJob: progress in
// rows, or for an array in items or chunks; cancel). The file appears only when the
// export completes: it is written to a temporary file beside the destination and renamed at the
// end, so a cancelled or failed export leaves nothing behind.
class TableExportJob : public BackgroundJob {
    Q_OBJECT

public:
    enum class Outcome { Written, Cancelled, Failed };

    using BackgroundJob::BackgroundJob;

    void start(std::shared_ptr<const Table> table, const QString& path, TableFileFormat format,
               const TableFileOptions& options, const ExportSelection& selection);

    // What an array is written as.
    struct ArrayRequest {
        std::optional<Blosc2Target> blosc2; // a Blosc2 frame or b2nd array; else `format`
        TableFileFormat format = TableFileFormat::Npy; // NumPy or NetCDF-4
        std::string slice;
        TableFileSource source;
    };
    // The array of `document` (a Blosc2 file), or the slice the request names, which the caller
    // has checked (blosc2ArraySlice).
    void startArray(std::shared_ptr<const Document> document, const QString& path,
                    ArrayRequest request);

    QString path() const { return m_path; }
    // Once finished().
    Outcome outcome() const { return m_outcome; }
    QString errorText() const { return QString::fromStdString(m_result.error); }
    quint64 rowsWritten() const { return m_result.rows.rowsWritten; }
    // An array was written (startArray): its items and shape ("150 x 130").
    bool wroteArray() const { return m_array; }
    quint64 itemsWritten() const { return m_items; }
    QString arrayShape() const { return m_shape; }
    // What the format could not hold as it was (non-finite JSON numbers, ...).
    const TableFileResult& result() const { return m_result; }

private:
    QString m_path;
    Outcome m_outcome = Outcome::Written;
    TableFileResult m_result;
    bool m_array = false;
    quint64 m_items = 0;
    QString m_shape;
};

} // namespace strata::gui
