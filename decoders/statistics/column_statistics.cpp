#include "strata/column_statistics.h"

#include "column_accumulator.h"
#include "core/block_pipeline.h"
#include "core/worker_pool.h"
#include "strata/stored_bounds.h"
#include "strata/table_query.h"

#include <numeric>

namespace strata {

TableStatistics computeTableStatistics(const Table& table, const StatisticsOptions& options,
                                       const JobControl& control) {
    std::vector<std::size_t> columns = options.columns;
    if (columns.empty()) {
        columns.resize(table.columns().size());
        std::iota(columns.begin(), columns.end(), std::size_t{0});
    }
    std::erase_if(columns, [&](std::size_t column) { return column >= table.columns().size(); });
    std::vector<ColumnAccumulator> accumulators;
    accumulators.reserve(columns.size());
    for (const std::size_t column : columns) {
        accumulators.emplace_back(table.columns()[column], options);
    }

    TableStatistics statistics;
    if (options.filter.matchesEverything()) {
        std::vector<std::size_t> blocks(table.blocks().size());
        std::iota(blocks.begin(), blocks.end(), std::size_t{0});
        const bool completed =
            decodeBlocksInOrder(table, blocks, control, [&](std::size_t block, BlockData& data) {
                // The columns fold on every core, each by one task, so in block order; a
                // column's task compares its stored bounds too (a pass over the block this
                // thread made alone, while the pool waited for the next block's folds).
                const std::size_t tableColumns = table.columns().size();
                std::vector<std::vector<Diagnostic>> bounds(tableColumns);
                std::vector<bool> compared(tableColumns, false);
                std::vector<PooledTask<void>> folds;
                for (std::size_t c = 0; c < columns.size(); ++c) {
                    const std::size_t column = columns[c];
                    if (column < data.columns.size()) {
                        // A column asked for twice is compared once.
                        const bool compare = !compared[column];
                        compared[column] = true;
                        const auto fold = [&, c, column, compare] {
                            accumulators[c].add(data.columns[column], data.rowCount);
                            if (compare) {
                                compareColumnBounds(table, block, data, column, bounds[column]);
                            }
                        };
                        folds.push_back(control.threads == 1 ? WorkerPool::defer(fold)
                                                             : WorkerPool::shared().submit(fold));
                    }
                }
                for (std::size_t column = 0; column < tableColumns; ++column) {
                    if (!compared[column]) {
                        compareColumnBounds(table, block, data, column, bounds[column]);
                    }
                }
                for (auto& fold : folds) {
                    fold.get();
                }
                statistics.rows += data.rowCount;
                for (auto& diagnostic : data.diagnostics) {
                    statistics.diagnostics.push_back(std::move(diagnostic));
                }
                for (auto& found : bounds) {
                    for (auto& diagnostic : found) {
                        statistics.diagnostics.push_back(std::move(diagnostic));
                    }
                }
                control.report(statistics.rows, table.rowCount());
            });
        statistics.cancelled = !completed;
    } else {
        ScanOptions scan;
        scan.control = control;
        ScanOutcome outcome = scanTable(
            table, options.filter,
            [&](std::size_t, const BlockData& data, std::span<const std::uint64_t> rows) {
                for (std::size_t c = 0; c < columns.size(); ++c) {
                    if (columns[c] < data.columns.size()) {
                        accumulators[c].add(data.columns[columns[c]].selectRows(rows), rows.size());
                    }
                }
                statistics.rows += rows.size();
            },
            scan);
        statistics.cancelled = outcome.cancelled;
        statistics.diagnostics = std::move(outcome.diagnostics);
    }
    for (auto& accumulator : accumulators) {
        statistics.columns.push_back(accumulator.finish());
    }
    return statistics;
}

} // namespace strata
