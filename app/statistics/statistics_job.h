#pragma once

#include "gui/background_job.h"
#include "strata/column_statistics.h"

#include <memory>

namespace strata::gui {

// Computes a table's column statistics in the background (BackgroundJob: progress in rows,
// cancel, a new start drops the running one's result).
class StatisticsJob : public BackgroundJob {
    Q_OBJECT

public:
    using BackgroundJob::BackgroundJob;

    // Of the rows `filter` keeps (every row by default).
    void start(std::shared_ptr<const Table> table, QueryExpression filter = {});
    // Once finished().
    const TableStatistics& result() const { return m_result; }

private:
    TableStatistics m_result;
};

} // namespace strata::gui
