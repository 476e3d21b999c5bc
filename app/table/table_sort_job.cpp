#include "table/table_sort_job.h"

namespace strata::gui {

void TableSortJob::start(std::shared_ptr<const Table> table, std::vector<SortKey> keys,
                         QueryExpression filter) {
    if (!table) {
        return;
    }
    m_keys = keys;
    m_result = {};
    auto sorted = std::make_shared<Result>();
    const quint64 total = table->rowCount();
    launch(
        total,
        [table = std::move(table), keys = std::move(keys), filter = std::move(filter),
         sorted](SharedProgress& progress) {
            SortOptions options;
            options.keys = keys;
            options.filter = filter;
            SortOutcome outcome = sortTable(*table, options, progress.control());
            sorted->cancelled = outcome.cancelled;
            sorted->error = QString::fromStdString(outcome.error);
            // Qt's row numbers are another 64-bit type than the decoders'.
            sorted->rows = std::make_shared<const std::vector<quint64>>(outcome.rows.begin(),
                                                                        outcome.rows.end());
        },
        [this, sorted] { m_result = std::move(*sorted); });
}

} // namespace strata::gui
