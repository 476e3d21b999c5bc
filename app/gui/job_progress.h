#pragma once

#include <QString>
#include <QWidget>
#include <functional>

class QLabel;
class QProgressBar;
class QToolButton;

namespace strata::gui {

class BackgroundJob;

// The status-bar strip of a running background job (an export, a repair): what is being done
// and how far (one line, elided, the whole text in its tooltip), a progress bar, Cancel. Hidden
// while the job does not run.
class JobProgress : public QWidget {
    Q_OBJECT

public:
    // The line for the work done so far of the total (rows, bytes: the job's units).
    using Describe = std::function<QString(quint64 done, quint64 total)>;

    // `name` is the bar's accessible name, `cancelTip` what Cancel does.
    JobProgress(BackgroundJob* job, const QString& name, const QString& cancelTip,
                QWidget* parent = nullptr);

    QProgressBar* bar() const { return m_bar; }
    QLabel* label() const { return m_label; }
    // The label's whole text, before eliding.
    const QString& text() const { return m_text; }
    // The widest the label gets, in characters.
    static constexpr int maxLabelCharacters = 48;
    QToolButton* cancelButton() const { return m_cancel; }

    // Called when the job starts: `text` until the first progress, then `describe`'s lines.
    void showStarted(const QString& text, Describe describe);

private:
    void showProgress(quint64 done, quint64 total);
    void setText(const QString& text);

    QLabel* m_label;
    QProgressBar* m_bar;
    QToolButton* m_cancel;
    Describe m_describe;
    QString m_text;
};

} // namespace strata::gui
