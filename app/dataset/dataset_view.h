#pragma once

#include "strata/dataset.h"
#include "strata/dataset_table.h"

#include <QWidget>
#include <memory>
#include <vector>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QToolButton;

namespace strata::gui {

class DatasetCheckJob;
class DatasetMembersModel;

// A dataset tab's page (issue 39): its files (DatasetMembersModel), sortable by any column and
// filtered by what is typed, and Check Dataset, which checks every file in the background with
// progress and Cancel, filling the status column as files finish. Activating a file asks for it
// to be opened in its own tab; the one table of them all is in the Table pane.
class DatasetView : public QWidget {
    Q_OBJECT

public:
    DatasetView(std::shared_ptr<const DatasetTable> table,
                std::vector<DatasetListing::Skipped> skipped, QWidget* parent = nullptr);

    void checkDataset();

    QTableView* members() const { return m_view; }
    DatasetMembersModel* model() const { return m_model; }
    QLineEdit* filterEdit() const { return m_filter; }
    QPushButton* checkButton() const { return m_checkButton; }
    QToolButton* cancelButton() const { return m_cancel; }
    QProgressBar* progress() const { return m_progress; }
    QLabel* summary() const { return m_summary; }
    DatasetCheckJob* checkJob() const { return m_checkJob; }

signals:
    void openFileRequested(const QString& path);

private:
    void showSummary();

    std::shared_ptr<const DatasetTable> m_table;
    std::size_t m_skipped;
    DatasetMembersModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
    QLineEdit* m_filter;
    QPushButton* m_checkButton;
    QProgressBar* m_progress;
    QToolButton* m_cancel;
    QLabel* m_summary;
    DatasetCheckJob* m_checkJob;
    std::size_t m_checked = 0;
    std::size_t m_damaged = 0;
    // The dataset's size, counted once: the summary is redrawn as each file's check finishes.
    quint64 m_rows = 0;
    quint64 m_bytes = 0;
};

} // namespace strata::gui
