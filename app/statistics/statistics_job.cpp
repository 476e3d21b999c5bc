#include "statistics/statistics_job.h"

namespace strata::gui {

void StatisticsJob::start(std::shared_ptr<const Table> table) {
    if (!table) {
        return;
    }
    m_result = {};
    auto computed = std::make_shared<TableStatistics>();
    const quint64 rows = table->rowCount();
    launch(
        rows,
        [table = std::move(table), computed](SharedProgress& progress) {
            *computed = computeTableStatistics(*table, {}, progress.control());
        },
        [this, computed] { m_result = std::move(*computed); });
}

} // namespace strata::gui
