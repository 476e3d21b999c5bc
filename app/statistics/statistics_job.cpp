#include "statistics/statistics_job.h"

namespace strata::gui {

void StatisticsJob::start(std::shared_ptr<const Table> table, QueryExpression filter) {
    if (!table) {
        return;
    }
    m_result = {};
    auto computed = std::make_shared<TableStatistics>();
    const quint64 rows = table->rowCount();
    launch(
        rows,
        [table = std::move(table), filter = std::move(filter), computed](SharedProgress& progress) {
            StatisticsOptions options;
            options.filter = filter;
            *computed = computeTableStatistics(*table, options, progress.control());
        },
        [this, computed] { m_result = std::move(*computed); });
}

} // namespace strata::gui
