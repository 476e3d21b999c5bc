#include "export/table_exporter.h"

#include "export/csv_export_job.h"
#include "export/export_dialog.h"
#include "export/export_progress.h"
#include "gui/file_session.h"
#include "gui/plural_count.h"
#include "settings/app_settings.h"
#include "table/table_pane.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

namespace strata::gui {

TableExporter::TableExporter(QWidget* window)
    : QObject(window)
    , m_window(window)
    , m_job(new CsvExportJob(this))
    , m_progress(new ExportProgress(m_job)) {
    connect(m_job, &CsvExportJob::finished, this, &TableExporter::onFinished);
}

void TableExporter::exportTable(std::shared_ptr<const Table> table, const QString& fileName,
                                const ExportSelection& selection, bool selectionOnly) {
    if (m_job->isRunning()) {
        emit message(tr("An export is already running"), 5000);
        return;
    }
    const bool hasSelection = !selection.rows.empty() || !selection.columns.empty();
    const QString suggested =
        QDir(AppSettings::exportFolder())
            .filePath(QFileInfo(fileName).completeBaseName() + QStringLiteral(".csv"));
    ExportDialog dialog(suggested, hasSelection, AppSettings::load().csv, m_window);
    dialog.setSelectionOnly(selectionOnly && hasSelection);
    if (dialog.exec() != QDialog::Accepted || dialog.path().isEmpty()) {
        return;
    }
    AppSettings::setExportFolder(QFileInfo(dialog.path()).absolutePath());
    // A filtered table exports the rows it shows, selected or not; a sorted one in its order.
    ExportSelection chosen = dialog.selectionOnly() ? selection : ExportSelection{};
    chosen.filter = selection.filter;
    chosen.order = selection.order; // and in the order it shows them
    m_job->start(std::move(table), dialog.path(), dialog.options(), chosen);
    emit message(QString(), 0); // the last export's outcome is not this one's
    m_progress->showStarted();
}

void TableExporter::exportShownTable(const FileSession* session, const TablePane& tablePane,
                                     bool selectionOnly) {
    model::TableModel* model = tablePane.currentModel();
    if (session == nullptr || !session->isLoaded() || model == nullptr) {
        emit message(tr("This file has no table to export"), 5000);
        return;
    }
    exportTable(model->sharedTable(), session->displayName(), tablePane.selectedRegion(),
                selectionOnly);
}

void TableExporter::onFinished() {
    const QString name = QDir::toNativeSeparators(m_job->path());
    switch (m_job->outcome()) {
    case CsvExportJob::Outcome::Written: {
        const quint64 rows = m_job->rowsWritten();
        emit message(withFullCount(tr("Exported %n row(s) to %1", nullptr, pluralCount(rows)), rows)
                         .arg(name),
                     10000);
        break;
    }
    case CsvExportJob::Outcome::Cancelled:
        emit message(tr("Export cancelled; %1 was not written").arg(name), 10000);
        break;
    case CsvExportJob::Outcome::Failed:
        QMessageBox::warning(m_window, tr("Export failed"),
                             tr("Strata could not write %1:\n%2").arg(name, m_job->errorText()));
        break;
    }
}

} // namespace strata::gui
