#include "export/table_exporter.h"

#include "export/export_dialog.h"
#include "export/table_export_job.h"
#include "gui/file_session.h"
#include "gui/job_progress.h"
#include "gui/plural_count.h"
#include "settings/app_settings.h"
#include "strata/array_slice.h"
#include "strata/blosc2_convert.h"
#include "strata/nd_array.h"
#include "strata/netcdf_array_writer.h"
#include "table/table_pane.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

namespace strata::gui {

TableExporter::TableExporter(QWidget* window)
    : QObject(window)
    , m_window(window)
    , m_job(new TableExportJob(this))
    , m_progress(new JobProgress(m_job, tr("Export progress"),
                                 tr("Stop the export; no file is written"))) {
    connect(m_job, &TableExportJob::finished, this, &TableExporter::onFinished);
}

void TableExporter::exportTable(std::shared_ptr<const Table> table, const TableFileSource& source,
                                const ExportSelection& selection, bool selectionOnly,
                                std::shared_ptr<const Document> document) {
    if (m_job->isRunning()) {
        emit message(tr("An export is already running"), 5000);
        return;
    }
    const bool hasSelection = !selection.rows.empty() || !selection.columns.empty();
    // In the last export's format.
    const auto lastFormat = tableFileFormatNamed(AppSettings::exportFormat().toStdString());
    const std::string_view extension =
        tableFileFormatInfo(lastFormat.value_or(TableFileFormat::Csv)).extension;
    const QString suggested =
        QDir(AppSettings::exportFolder())
            .filePath(
                QFileInfo(QString::fromStdString(source.file)).completeBaseName() +
                QString::fromLatin1(extension.data(), static_cast<qsizetype>(extension.size())));
    ExportDialog dialog(suggested, hasSelection, AppSettings::load().csv, m_window);
    dialog.setSelectionOnly(selectionOnly && hasSelection);
    if (document && document->formatName == "Blosc2") {
        const std::shared_ptr<const NdArray> array = table->ndArray();
        std::string problem;
        const auto items = blosc2ArraySlice(*document, {}, problem);
        if (items) {
            dialog.offerArray(QString::fromStdString(shapeText(items->shape())), array != nullptr);
        }
    }
    if (dialog.exec() != QDialog::Accepted || dialog.path().isEmpty()) {
        return;
    }
    AppSettings::setExportFolder(QFileInfo(dialog.path()).absolutePath());
    if (dialog.arrayChosen()) {
        if (exportArray(dialog, std::move(document), source)) {
            emit message(QString(), 0);
        }
        return;
    }
    const TableFileFormat format = dialog.format();
    AppSettings::setExportFormat(QString::fromLatin1(tableFileFormatInfo(format).name));
    // A filtered table exports the rows it shows, selected or not; a sorted one in its order.
    ExportSelection chosen = dialog.selectionOnly() ? selection : ExportSelection{};
    chosen.filter = selection.filter;
    chosen.order = selection.order; // and in the order it shows them
    if (const std::string problem = tableFileProblem(format, *table, chosen.columns);
        !problem.empty()) {
        QMessageBox::warning(
            m_window, tr("Export not possible"),
            tr("The table cannot be written as %1:\n%2")
                .arg(tableFileFormatLabel(format), QString::fromStdString(problem)));
        return;
    }
    TableFileOptions options{dialog.options(), source};
    options.source.writer = "Strata";
    m_job->start(std::move(table), dialog.path(), format, options, chosen);
    emit message(QString(), 0); // the last export's outcome is not this one's
    const QString name = QFileInfo(dialog.path()).fileName();
    m_progress->showStarted(tr("Exporting %1").arg(name), [name](quint64 done, quint64 total) {
        return tr("Exporting %1: %2 of %3 rows").arg(name).arg(done).arg(total);
    });
}

void TableExporter::exportShownTable(const FileSession* session, const TablePane& tablePane,
                                     bool selectionOnly) {
    model::TableModel* model = tablePane.currentModel();
    if (session == nullptr || !session->isLoaded() || model == nullptr) {
        emit message(tr("This file has no table to export"), 5000);
        return;
    }
    const model::DocumentPtr document = session->document();
    exportTable(model->sharedTable(),
                {session->displayName().toStdString(),
                 document ? document->formatName : std::string(), "Strata"},
                tablePane.selectedRegion(), selectionOnly, document);
}

bool TableExporter::exportArray(const ExportDialog& dialog,
                                std::shared_ptr<const Document> document, TableFileSource source) {
    const auto target = dialog.blosc2Target();
    const TableFileFormat format = dialog.format();
    AppSettings::setExportFormat(
        target ? QString::fromLatin1(*target == Blosc2Target::Frame ? "b2frame" : "b2nd")
               : QString::fromLatin1(tableFileFormatInfo(format).name));
    // The slice and the type are checked here, so that the dialog's mistakes are said at once.
    std::string problem;
    const auto array = blosc2ArraySlice(*document, dialog.slice().toStdString(), problem);
    if (array && !target && format == TableFileFormat::NetCdf) {
        problem = netcdfArrayProblem(array->dtype());
    }
    if (!problem.empty()) {
        QMessageBox::warning(
            m_window, tr("Export not possible"),
            tr("The array cannot be written so:\n%1").arg(QString::fromStdString(problem)));
        return false;
    }
    source.writer = "Strata";
    m_job->startArray(std::move(document), dialog.path(),
                      {target, format, dialog.slice().toStdString(), source});
    const QString name = QFileInfo(dialog.path()).fileName();
    m_progress->showStarted(tr("Exporting %1").arg(name), [name](quint64 done, quint64 total) {
        return tr("Exporting %1: %2 of %3").arg(name).arg(done).arg(total);
    });
    return true;
}

void TableExporter::onFinished() {
    const QString name = QDir::toNativeSeparators(m_job->path());
    switch (m_job->outcome()) {
    case TableExportJob::Outcome::Written: {
        if (m_job->wroteArray()) {
            const quint64 items = m_job->itemsWritten();
            emit message(
                withFullCount(tr("Exported %Ln item(s) (%2) to %1", nullptr, pluralCount(items)),
                              items)
                    .arg(name, m_job->arrayShape()),
                10000);
            break;
        }
        const quint64 rows = m_job->rowsWritten();
        QString text =
            withFullCount(tr("Exported %Ln row(s) to %1", nullptr, pluralCount(rows)), rows)
                .arg(name);
        // What the format could not hold as it was.
        const TableFileResult& result = m_job->result();
        const std::pair<std::uint64_t, QString> notes[] = {
            {result.nonFinite, tr("%Ln NaN or infinite value(s) written as null", nullptr,
                                  pluralCount(result.nonFinite))},
            {result.missingIntegers, tr("%Ln missing integer(s) written as the fill value", nullptr,
                                        pluralCount(result.missingIntegers))},
            {result.latin1Strings, tr("%Ln string(s) that were no UTF-8 written as Latin-1", nullptr,
                                      pluralCount(result.latin1Strings))},
        };
        for (const auto& [count, note] : notes) {
            if (count > 0) {
                text += QStringLiteral("; ") + withFullCount(note, count);
            }
        }
        emit message(text, 10000);
        break;
    }
    case TableExportJob::Outcome::Cancelled:
        emit message(tr("Export cancelled; %1 was not written").arg(name), 10000);
        break;
    case TableExportJob::Outcome::Failed:
        QMessageBox::warning(m_window, tr("Export failed"),
                             tr("Strata could not write %1:\n%2").arg(name, m_job->errorText()));
        break;
    }
}

} // namespace strata::gui
