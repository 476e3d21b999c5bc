#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace strata::gui {

class TableExportJob;

// The status-bar strip of a running export: what is being written and how far (one line,
// elided, the whole text in its tooltip), a progress bar, Cancel. Hidden while no export runs.
class ExportProgress : public QWidget {
    Q_OBJECT

public:
    explicit ExportProgress(TableExportJob* job, QWidget* parent = nullptr);

    QProgressBar* bar() const { return m_bar; }
    QLabel* label() const { return m_label; }
    // The label's whole text, before eliding.
    const QString& text() const { return m_text; }
    // The widest the label gets, in characters.
    static constexpr int maxLabelCharacters = 48;
    QToolButton* cancelButton() const { return m_cancel; }

    // Called when the job starts.
    void showStarted();

private:
    void showProgress(quint64 done, quint64 total);
    void setText(const QString& text);

    TableExportJob* m_job;
    QLabel* m_label;
    QProgressBar* m_bar;
    QToolButton* m_cancel;
    QString m_fileName;
    QString m_text;
};

} // namespace strata::gui
