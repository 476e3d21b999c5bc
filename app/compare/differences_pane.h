#pragma once

#include "model/diff/difference_model.h"

#include <QWidget>
#include <memory>

class QLabel;
class QProgressBar;
class QToolButton;
class QTreeView;

namespace strata::gui {

// The Differences dock: a sentence on how the files differ, the progress of the comparison
// (with Cancel) while it runs, and every listed difference, one a line.
class DifferencesPane : public QWidget {
    Q_OBJECT

public:
    explicit DifferencesPane(QWidget* parent = nullptr);

    model::DifferenceModel* model() const { return m_model; }
    QTreeView* view() const { return m_view; }
    QLabel* summary() const { return m_summary; }

    // While the comparison runs: its progress (total 0: not known yet).
    void showRunning(quint64 done, quint64 total);
    void setDiff(std::shared_ptr<const DocumentDiff> diff, std::size_t maxListed);
    // Selects the next (step 1) or previous (-1) difference; false at either end.
    bool step(int direction);
    // The selected difference's row, -1 for none.
    int currentRow() const;

signals:
    void differenceSelected(int row);
    void cancelRequested();

private:
    QLabel* m_summary;
    QProgressBar* m_progress;
    QToolButton* m_cancel;
    QTreeView* m_view;
    model::DifferenceModel* m_model;
};

} // namespace strata::gui
