#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace strata::gui {

class FileSession;
class RepairJob;

// File › Save Repaired Copy from start to end: asks where, repairs the file in front in the
// background (RepairJob), shows what is kept and dropped (RepairReportDialog), and on Save
// keeps the copy and asks for it to be opened beside the original.
class RepairSaver : public QObject {
    Q_OBJECT

public:
    // `window` parents the dialogs.
    explicit RepairSaver(QWidget* window);

    void saveRepairedCopy(const FileSession* session);
    RepairJob* job() const { return m_job; }

signals:
    // The repaired copy was saved: open it (in a tab of its own).
    void openRequested(const QString& path);
    // A line for the status bar.
    void message(const QString& text, int milliseconds);

private:
    void onFinished();

    QWidget* m_window;
    RepairJob* m_job;
    QString m_formatName;
};

} // namespace strata::gui
