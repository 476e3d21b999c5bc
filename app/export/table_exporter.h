#pragma once

#include "strata/table.h"
#include "strata/table_export.h"

#include <QObject>
#include <QString>
#include <memory>

class QWidget;

namespace strata::gui {

class CsvExportJob;
class ExportProgress;
class FileSession;
class TablePane;

// File › Export Table as CSV from start to end: asks where and how (ExportDialog, remembering
// the folder), runs the CsvExportJob with its status-bar strip, and says how it ended.
class TableExporter : public QObject {
    Q_OBJECT

public:
    // `window` parents the dialogs.
    explicit TableExporter(QWidget* window);

    // Asks for the destination and options, then exports `table`; `selection` is what the
    // table pane has selected (empty when nothing), offered as "selected rows and columns only",
    // and its filter, which applies either way.
    void exportTable(std::shared_ptr<const Table> table, const QString& fileName,
                     const ExportSelection& selection, bool selectionOnly);
    // The table `tablePane` shows of `session`'s file (nullptr: none), with its selection.
    void exportShownTable(const FileSession* session, const TablePane& tablePane,
                          bool selectionOnly);

    CsvExportJob* job() const { return m_job; }
    // The status-bar strip (the window adds it to its status bar).
    ExportProgress* progress() const { return m_progress; }

signals:
    // A line for the status bar; an empty text clears it.
    void message(const QString& text, int milliseconds);

private:
    void onFinished();

    QWidget* m_window;
    CsvExportJob* m_job;
    ExportProgress* m_progress;
};

} // namespace strata::gui
