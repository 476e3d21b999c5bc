#pragma once

#include "gui/background_job.h"
#include "strata/group_aggregates.h"

#include <memory>

namespace strata::gui {

// Groups a table's rows and aggregates them in the background (BackgroundJob: progress in
// rows, cancel), over the rows a filter keeps.
class GroupByJob : public BackgroundJob {
    Q_OBJECT

public:
    using BackgroundJob::BackgroundJob;

    void start(std::shared_ptr<const Table> table, GroupByOptions options);
    // Once finished().
    const GroupByResult& result() const { return m_result; }

private:
    GroupByResult m_result;
};

} // namespace strata::gui
