#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace strata::gui {

class CsvExportJob;

// The status-bar strip of a running export: what is being written, a progress bar, Cancel.
// Hidden while no export runs.
class ExportProgress : public QWidget {
    Q_OBJECT

public:
    explicit ExportProgress(CsvExportJob* job, QWidget* parent = nullptr);

    QProgressBar* bar() const { return m_bar; }
    QToolButton* cancelButton() const { return m_cancel; }

    // Called when the job starts.
    void showStarted();

private:
    void showProgress(quint64 done, quint64 total);

    CsvExportJob* m_job;
    QLabel* m_label;
    QProgressBar* m_bar;
    QToolButton* m_cancel;
};

} // namespace strata::gui
