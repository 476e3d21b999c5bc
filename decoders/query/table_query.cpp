#include "strata/table_query.h"

#include "core/block_pipeline.h"
#include "strata/decode_error.h"

#include <algorithm>

namespace strata {
namespace {

// A block whose filter keeps fewer than one row in this many decodes the other columns for those
// rows alone (Table::readBlockCells).
constexpr std::uint64_t sparseRowsRatio = 4;

// One surviving block, filtered on a worker thread.
struct FilteredBlock {
    BlockData data;
    std::vector<std::uint64_t> rows;
    std::uint64_t decodedColumns = 0;
    FormattedMatches formatted; // what a MatchFormatter made of the rows
    std::any reduced;           // what a BlockReducer made of them
};

FilteredBlock filterBlock(const Table& table, std::size_t block, const QueryExpression& filter,
                          std::span<const std::size_t> otherColumns) {
    FilteredBlock result;
    try {
        result.data = table.readBlockColumns(block, filter.columns());
        result.decodedColumns = filter.columns().size();
        std::vector<std::uint8_t> mask;
        filter.evaluate(result.data, mask);
        for (std::size_t r = 0; r < mask.size(); ++r) {
            if (mask[r] != 0) {
                result.rows.push_back(r);
            }
        }
        // Formats that decode whole blocks (all but AT-1) already hold every column.
        std::vector<std::size_t> missingColumns;
        for (const std::size_t c : otherColumns) {
            if (c >= result.data.columns.size() ||
                result.data.columns[c].size() != result.data.rowCount) {
                missingColumns.push_back(c);
            }
        }
        result.decodedColumns += otherColumns.size() - missingColumns.size();
        if (!result.rows.empty() && !missingColumns.empty()) {
            // A few rows kept: only their cells (the sinks read no other row).
            const bool few = result.rows.size() * sparseRowsRatio < result.data.rowCount;
            BlockData rest = few ? table.readBlockCells(block, missingColumns, result.rows)
                                 : table.readBlockColumns(block, missingColumns);
            result.decodedColumns += missingColumns.size();
            if (result.data.columns.size() < rest.columns.size()) {
                result.data.columns.resize(rest.columns.size());
            }
            for (const std::size_t c : missingColumns) {
                result.data.columns[c] = std::move(rest.columns[c]);
            }
            result.data.diagnostics.insert(result.data.diagnostics.end(), rest.diagnostics.begin(),
                                           rest.diagnostics.end());
        }
    } catch (const DecodeError& error) {
        result.rows.clear();
        result.data.diagnostics.push_back(
            {Severity::Error, error.offset(), table.blockNodePath(block), error.what()});
    }
    return result;
}

// The scan both entry points share: `onWorker` runs after a block's filter on its worker thread,
// `onMatches` in block order on the calling thread for blocks with matching rows.
ScanOutcome scanBlocks(const Table& table, const QueryExpression& filter,
                       const std::function<void(std::size_t, FilteredBlock&)>& onWorker,
                       const std::function<void(std::size_t, FilteredBlock&)>& onMatches,
                       const ScanOptions& options) {
    ScanOutcome outcome;
    const auto& blocks = table.blocks();
    outcome.blockCount = blocks.size();
    std::vector<std::size_t> otherColumns;
    for (std::size_t c = 0; c < table.columns().size(); ++c) {
        const bool wanted = !options.sinkColumns ||
                            std::find(options.sinkColumns->begin(), options.sinkColumns->end(),
                                      c) != options.sinkColumns->end();
        if (wanted && !std::binary_search(filter.columns().begin(), filter.columns().end(), c)) {
            otherColumns.push_back(c);
        }
    }
    std::vector<std::size_t> surviving;
    for (std::size_t b = 0; b < blocks.size(); ++b) {
        if (filter.blockMayMatch(table, b)) {
            surviving.push_back(b);
        } else {
            outcome.skippedBlocks.push_back(b);
        }
    }
    // Progress counts the rows of every block up to the one consumed, skipped ones included.
    std::uint64_t rowsDone = 0;
    std::size_t nextBlock = 0;
    const auto advanceTo = [&](std::size_t end) {
        for (; nextBlock < end; ++nextBlock) {
            rowsDone += blocks[nextBlock].rowCount;
        }
    };
    const bool completed = processBlocksInOrder<FilteredBlock>(
        surviving, options.control,
        [&](std::size_t block) {
            FilteredBlock result = filterBlock(table, block, filter, otherColumns);
            if (onWorker && !result.rows.empty()) {
                onWorker(block, result);
            }
            return result;
        },
        [&](std::size_t block, FilteredBlock& result) {
            outcome.decodedColumnBlocks += result.decodedColumns;
            outcome.matchedRows += result.rows.size();
            outcome.diagnostics.insert(outcome.diagnostics.end(), result.data.diagnostics.begin(),
                                       result.data.diagnostics.end());
            if (!result.rows.empty()) {
                onMatches(block, result);
            }
            table.releaseBlockBytes(block);
            advanceTo(block + 1);
            options.control.report(rowsDone, table.rowCount());
        },
        &table);
    outcome.cancelled = !completed;
    if (completed) {
        advanceTo(blocks.size());
        options.control.report(rowsDone, table.rowCount());
    }
    return outcome;
}

} // namespace

ScanOptions scanFollowing(const JobControl& control, std::atomic<bool>& stop) {
    ScanOptions scan;
    scan.control.threads = control.threads;
    scan.control.cancel = &stop;
    scan.control.progress = [&control, &stop](std::uint64_t done, std::uint64_t total) {
        control.report(done, total);
        if (control.cancelled()) {
            stop = true;
        }
    };
    return scan;
}

ScanOutcome scanTable(const Table& table, const QueryExpression& filter, const MatchSink& sink,
                      const ScanOptions& options) {
    return scanBlocks(
        table, filter, {},
        [&](std::size_t block, FilteredBlock& result) { sink(block, result.data, result.rows); },
        options);
}

ScanOutcome scanTableFormatted(const Table& table, const QueryExpression& filter,
                               const MatchFormatter& format, const FormattedSink& sink,
                               const ScanOptions& options) {
    return scanBlocks(
        table, filter,
        [&](std::size_t block, FilteredBlock& result) {
            result.formatted = format(block, result.data, result.rows);
            result.data.columns.clear(); // formatted: only the diagnostics are still needed
        },
        [&](std::size_t block, FilteredBlock& result) { sink(block, result.formatted); }, options);
}

ScanOutcome scanTableReduced(const Table& table, const QueryExpression& filter,
                             const BlockReducer& reduce, const ReducedSink& sink,
                             const ScanOptions& options) {
    return scanBlocks(
        table, filter,
        [&](std::size_t block, FilteredBlock& result) {
            result.reduced = reduce(block, result.data, result.rows);
            result.data.columns.clear(); // reduced: only the diagnostics are still needed
        },
        [&](std::size_t block, FilteredBlock& result) { sink(block, result.reduced); }, options);
}

} // namespace strata
