#pragma once

#include "gui/background_job.h"
#include "strata/value_counts.h"

#include <memory>

namespace strata::gui {

// Counts a column's distinct values in the background (BackgroundJob: progress in rows,
// cancel), over the rows a filter keeps.
class ValueCountsJob : public BackgroundJob {
    Q_OBJECT

public:
    // Values listed, most frequent first.
    static constexpr std::size_t listedValues = 1000;

    using BackgroundJob::BackgroundJob;

    void start(std::shared_ptr<const Table> table, std::size_t column, QueryExpression filter);
    // Once finished().
    const ValueCounts& result() const { return m_result; }

private:
    ValueCounts m_result;
};

} // namespace strata::gui
