#pragma once

#include "strata/document.h"
#include "strata/table.h"
#include "strata/table_export.h"
#include "strata/table_file_export.h"

#include <QObject>
#include <QString>
#include <memory>

class QWidget;

namespace strata::gui {

class TableExportJob;
class JobProgress;
class FileSession;
class TablePane;

// File › Export Table from start to end: asks where, as what and how (ExportDialog, remembering
// the folder and the format), runs the TableExportJob with its status-bar strip, and says how
// it ended.
class TableExporter : public QObject {
    Q_OBJECT

public:
    // `window` parents the dialogs.
    explicit TableExporter(QWidget* window);

    // Asks for the destination, format and options, then exports `table` of `source` (its
    // file's name and format, which NetCDF and ODB-2 files record); `selection` is what the
    // table pane has selected (empty when nothing), offered as "selected rows and columns only",
    // and its filter, which applies either way.
    // `document` (may be null) is the table's file: a Blosc2 file's array is offered too.
    void exportTable(std::shared_ptr<const Table> table, const TableFileSource& source,
                     const ExportSelection& selection, bool selectionOnly,
                     std::shared_ptr<const Document> document = nullptr);
    // The table `tablePane` shows of `session`'s file (nullptr: none), with its selection.
    void exportShownTable(const FileSession* session, const TablePane& tablePane,
                          bool selectionOnly);

    TableExportJob* job() const { return m_job; }
    // The status-bar strip (the window adds it to its status bar).
    JobProgress* progress() const { return m_progress; }

signals:
    // A line for the status bar; an empty text clears it.
    void message(const QString& text, int milliseconds);

private:
    void onFinished();
    // Starts writing the array the dialog chose: false, after saying why, when it cannot be.
    bool exportArray(const class ExportDialog& dialog, std::shared_ptr<const Document> document,
                     TableFileSource source);

    QWidget* m_window;
    TableExportJob* m_job;
    JobProgress* m_progress;
};

} // namespace strata::gui
