#pragma once

#include "strata/group_aggregates.h"
#include "strata/query_expression.h"
#include "strata/table.h"

#include <QDialog>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QToolButton;

namespace strata::gui {

class GroupBarChart;
class GroupByJob;
class GroupTableModel;

// Group By… from a table's context menu (issue 39): the rows (those the table's filter keeps)
// grouped by one or two columns, a numeric key optionally in bins, with the aggregates ticked
// of a value column, computed exactly in the background with progress and Cancel; a table of
// the groups and a bar chart of one aggregate. Activating a group asks for the table to be
// filtered to its rows.
class GroupByDialog : public QDialog {
    Q_OBJECT

public:
    explicit GroupByDialog(QWidget* parent = nullptr);

    // Offers `table`'s columns, the first key `column`, and groups at once.
    void start(std::shared_ptr<const Table> table, std::size_t column, QueryExpression filter);
    // Groups again with the choices as they are.
    void group();

    GroupByJob* job() const { return m_job; }
    QComboBox* firstKey() const { return m_firstKey; }
    QComboBox* secondKey() const { return m_secondKey; }
    QLineEdit* bins() const { return m_bins; }
    QComboBox* valueColumn() const { return m_valueColumn; }
    QCheckBox* aggregateBox(AggregateFunction function) const;
    QTableView* groups() const { return m_groups; }
    GroupBarChart* chart() const { return m_chart; }
    QComboBox* chartAggregate() const { return m_chartAggregate; }
    QLabel* title() const { return m_title; }

signals:
    // The filter expression that keeps the activated group's rows.
    void filterRequested(const QString& expression);

private:
    void onFinished();
    void showChart();
    void activate(int row);
    // The options as chosen; nullopt, the title saying why, when they do not parse.
    std::optional<GroupByOptions> chosenOptions();

    GroupByJob* m_job;
    std::shared_ptr<const Table> m_table;
    QueryExpression m_filter;
    QComboBox* m_firstKey;
    QComboBox* m_secondKey;
    QLineEdit* m_bins;
    QComboBox* m_valueColumn;
    std::vector<QCheckBox*> m_aggregateBoxes; // in AggregateFunction order
    QPushButton* m_groupButton;
    QLabel* m_title;
    QProgressBar* m_progress;
    QToolButton* m_cancel;
    QTableView* m_groups;
    GroupTableModel* m_groupModel;
    QComboBox* m_chartAggregate;
    GroupBarChart* m_chart;
    GroupByOptions m_shown; // the options of the groups shown
};

} // namespace strata::gui
