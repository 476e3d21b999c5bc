#include "table/value_counts_job.h"

namespace strata::gui {

void ValueCountsJob::start(std::shared_ptr<const Table> table, std::size_t column,
                           QueryExpression filter) {
    if (!table) {
        return;
    }
    m_result = {};
    auto counted = std::make_shared<ValueCounts>();
    const quint64 rows = table->rowCount();
    launch(
        rows,
        [table = std::move(table), column, filter = std::move(filter),
         counted](SharedProgress& progress) {
            ValueCountOptions options;
            options.top = listedValues;
            options.filter = filter;
            *counted = countValues(*table, column, options, progress.control());
        },
        [this, counted] { m_result = std::move(*counted); });
}

} // namespace strata::gui
