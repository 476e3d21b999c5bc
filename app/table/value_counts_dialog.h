#pragma once

#include "strata/query_expression.h"
#include "strata/table.h"

#include <QDialog>
#include <memory>

class QLabel;
class QProgressBar;
class QTableWidget;
class QToolButton;

namespace strata::gui {

class ValueCountsJob;

// A column's distinct values with their exact counts, most frequent first, counted in the
// background with progress and Cancel. Activating a value (double click, Return) asks for the
// table to be filtered to it.
class ValueCountsDialog : public QDialog {
    Q_OBJECT

public:
    explicit ValueCountsDialog(QWidget* parent = nullptr);

    // Counts `column` of `table` over the rows `filter` keeps.
    void count(std::shared_ptr<const Table> table, std::size_t column, QueryExpression filter);

    ValueCountsJob* job() const { return m_job; }
    QTableWidget* values() const { return m_values; }
    QLabel* title() const { return m_title; }

signals:
    // The filter expression that keeps the rows holding the activated value, e.g.
    // "label" = 'north', or "x" IS MISSING.
    void filterRequested(const QString& expression);

private:
    void onFinished();
    void activate(int row);

    ValueCountsJob* m_job;
    QLabel* m_title;
    QProgressBar* m_progress;
    QToolButton* m_cancel;
    QTableWidget* m_values;
    QString m_columnName;
    LogicalType m_type = LogicalType::Int64;
};

} // namespace strata::gui
