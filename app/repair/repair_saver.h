#pragma once

#include "model/document/document_loader.h"
#include "strata/repair.h"

#include <QObject>
#include <QString>

class QWidget;

namespace strata::gui {

class FileSession;
class JobProgress;
class RepairJob;

// File › Save Repaired Copy from start to end: asks where, repairs the file in front in the
// background (RepairJob), shows what is kept and dropped (RepairReportDialog), and on Save
// keeps the copy and asks for it to be opened beside the original. Its progress strip (with
// Cancel) goes in the status bar.
class RepairSaver : public QObject {
    Q_OBJECT

public:
    // `window` parents the dialogs.
    explicit RepairSaver(QWidget* window);

    void saveRepairedCopy(const FileSession* session);
    RepairJob* job() const { return m_job; }
    JobProgress* progress() const { return m_progress; }

signals:
    // The repaired copy was saved: open it (in a tab of its own).
    void openRequested(const QString& path);
    // A line for the status bar.
    void message(const QString& text, int milliseconds);

private:
    void start(const RepairOptions& options);
    void onFinished();

    QWidget* m_window;
    RepairJob* m_job;
    JobProgress* m_progress;
    model::DocumentPtr m_document;
    QString m_path;
    QString m_fileName;
    QString m_formatName;
};

} // namespace strata::gui
