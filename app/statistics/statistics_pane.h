#pragma once

#include "statistics/statistics_cache.h"
#include "strata/query_expression.h"
#include "strata/table.h"

#include <QWidget>
#include <memory>

class QLabel;
class QProgressBar;
class QTableWidget;
class QToolButton;

namespace strata::gui {

class HistogramView;
class StatisticsJob;

// Column statistics of one table: a row per column (count, missing, distinct, min, max, mean,
// deviation, most frequent values) and the histogram of the selected column. Computed in the
// background with progress and Cancel, once per table: showing a table again shows what was
// computed.
class StatisticsPane : public QWidget {
    Q_OBJECT

public:
    explicit StatisticsPane(QWidget* parent = nullptr);

    // Shows the statistics of `table` with `column` selected, computing them unless they were;
    // of the rows `filter` keeps when there is one (those are computed every time).
    void compute(std::shared_ptr<const Table> table, const QString& tableName, int column = 0,
                 QueryExpression filter = {});
    void clear();

    StatisticsJob* job() const { return m_job; }
    QTableWidget* table() const { return m_table; }
    HistogramView* histogram() const { return m_histogram; }
    QLabel* title() const { return m_title; }

private:
    void showProgress(quint64 done, quint64 total);
    void onJobFinished();
    void showResult();
    void showHistogram(int row);

    StatisticsJob* m_job;
    QLabel* m_title;
    QProgressBar* m_progress;
    QToolButton* m_cancel;
    QTableWidget* m_table;
    HistogramView* m_histogram;
    QString m_tableName;
    std::shared_ptr<const Table> m_computing; // the table the job reads
    bool m_computingFiltered = false;         // of some rows only: not for the cache
    int m_column = 0;                         // the column to select once shown
    std::shared_ptr<const TableStatistics> m_shown;
    StatisticsCache m_cache;
};

} // namespace strata::gui
