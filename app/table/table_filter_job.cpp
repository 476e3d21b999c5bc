#include "table/table_filter_job.h"

#include "strata/table_query.h"

namespace strata::gui {

void TableFilterJob::start(std::shared_ptr<const Table> table, QueryExpression filter) {
    if (!table) {
        return;
    }
    m_filter = filter;
    m_result = {};
    auto found = std::make_shared<Result>();
    const quint64 total = table->rowCount();
    launch(
        total,
        [table = std::move(table), filter = std::move(filter), found](SharedProgress& progress) {
            auto rows = std::make_shared<std::vector<quint64>>();
            ScanOptions options;
            options.sinkColumns.emplace(); // the row numbers need no other column
            options.control = progress.control();
            const ScanOutcome outcome = scanTable(
                *table, filter,
                [&](std::size_t block, const BlockData&, std::span<const std::uint64_t> matches) {
                    const quint64 first = table->blocks()[block].firstRow;
                    for (const std::uint64_t row : matches) {
                        if (rows->size() == maxKeptRows) {
                            break;
                        }
                        rows->push_back(first + row);
                    }
                },
                options);
            found->rows = std::move(rows);
            found->matched = outcome.matchedRows;
            found->skippedBlocks = outcome.skippedBlocks.size();
            found->cancelled = outcome.cancelled;
        },
        [this, found] { m_result = std::move(*found); });
}

} // namespace strata::gui
