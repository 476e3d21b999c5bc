#include "export/table_export_job.h"

#include "strata/netcdf_table_writer.h"

namespace strata::gui {

void TableExportJob::start(std::shared_ptr<const Table> table, const QString& path,
                           TableFileFormat format, const TableFileOptions& options,
                           const ExportSelection& selection) {
    if (!table) {
        return;
    }
    m_path = path;
    m_result = {};
    auto result = std::make_shared<TableFileResult>();
    launch(
        0,
        [table = std::move(table), path = path.toStdString(), format, options, selection,
         result](SharedProgress& progress) {
            const JobControl control = progress.control();
            *result = format == TableFileFormat::NetCdf
                          ? writeNetcdfTableFile(*table, path, selection, options, control)
                          : writeTableFile(format, *table, path, selection, options, control);
        },
        [this, result] {
            m_result = std::move(*result);
            m_outcome = m_result.written          ? Outcome::Written
                        : m_result.rows.cancelled ? Outcome::Cancelled
                                                  : Outcome::Failed;
        });
}

} // namespace strata::gui
