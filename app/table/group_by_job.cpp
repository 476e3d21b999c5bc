#include "table/group_by_job.h"

namespace strata::gui {

void GroupByJob::start(std::shared_ptr<const Table> table, GroupByOptions options) {
    if (!table) {
        return;
    }
    m_result = {};
    auto grouped = std::make_shared<GroupByResult>();
    const quint64 rows = table->rowCount();
    launch(
        rows,
        [table = std::move(table), options = std::move(options), grouped](
            SharedProgress& progress) { *grouped = groupBy(*table, options, progress.control()); },
        [this, grouped] { m_result = std::move(*grouped); });
}

} // namespace strata::gui
