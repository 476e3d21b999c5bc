#include "export/table_export_job.h"

#include "strata/array_slice.h"
#include "strata/netcdf_array_writer.h"
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
    m_array = false;
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

void TableExportJob::startArray(std::shared_ptr<const Document> document, const QString& path,
                                ArrayRequest request) {
    if (!document) {
        return;
    }
    m_path = path;
    m_result = {};
    m_array = true;
    m_items = 0;
    m_shape.clear();
    struct Written {
        TableFileResult result;
        std::uint64_t items = 0;
        std::vector<std::uint64_t> shape;
    };
    auto written = std::make_shared<Written>();
    launch(
        0,
        [document = std::move(document), path = path.toStdString(), request = std::move(request),
         written](SharedProgress& progress) {
            const JobControl control = progress.control();
            TableFileResult& result = written->result;
            if (request.blosc2) {
                const Blosc2ConvertResult converted =
                    convertBlosc2(*document, {*request.blosc2, request.slice, path}, control);
                result.written = converted.written;
                result.rows.cancelled = converted.cancelled;
                result.error = converted.error.empty() ? converted.usage : converted.error;
                written->items = converted.items;
                written->shape = converted.shape;
                return;
            }
            std::string problem;
            const auto array = blosc2ArraySlice(*document, request.slice, problem);
            if (!array) {
                result.error = problem;
                return;
            }
            const ArrayFileResult file =
                request.format == TableFileFormat::NetCdf
                    ? writeNetcdfArrayFile(*array, path, request.source, control)
                    : writeNpyArray(*array, path, control);
            result.written = file.written;
            result.rows.cancelled = file.cancelled;
            result.error = file.error;
            written->items = file.items;
            written->shape = array->shape();
        },
        [this, written] {
            m_result = std::move(written->result);
            m_items = written->items;
            m_shape = QString::fromStdString(shapeText(written->shape));
            m_outcome = m_result.written          ? Outcome::Written
                        : m_result.rows.cancelled ? Outcome::Cancelled
                                                  : Outcome::Failed;
        });
}

} // namespace strata::gui
