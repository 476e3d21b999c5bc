#pragma once

#include "strata/job_control.h"
#include "strata/query_expression.h"
#include "strata/table.h"
#include "strata/text_buffer.h"

#include <any>
#include <atomic>
#include <functional>
#include <optional>
#include <span>
#include <vector>

namespace strata {

// Query while compressed: a filter expression is evaluated against block bounds first (blocks
// it excludes are never decoded), then over the cells of the surviving blocks, decoding only
// the columns it names until a row matches.
struct ScanOutcome {
    std::size_t blockCount = 0;
    std::vector<std::size_t> skippedBlocks;
    std::uint64_t decodedColumnBlocks = 0; // (block, column) pairs decoded
    std::uint64_t matchedRows = 0;
    bool cancelled = false; // the outcome covers the blocks before the cancel
    std::vector<Diagnostic> diagnostics;
};

struct ScanOptions {
    // The columns the sink needs decoded besides those the filter names; nullopt: every column.
    // An empty list is enough for a list of matching row numbers.
    std::optional<std::vector<std::size_t>> sinkColumns;
    JobControl control; // progress counts rows, skipped blocks included
};

// Options for a scan that a caller's JobControl drives and that may also stop on its own: the
// scan reports progress to `control`, uses its threads, and stops once `control` is cancelled
// or `stop` is set.
ScanOptions scanFollowing(const JobControl& control, std::atomic<bool>& stop);

// Receives the matching rows of a block (indexes inside it), in block order, on the calling
// thread; blocks decode and filter on worker threads.
using MatchSink = std::function<void(std::size_t block, const BlockData& data,
                                     std::span<const std::uint64_t> rows)>;

ScanOutcome scanTable(const Table& table, const QueryExpression& filter, const MatchSink& sink,
                      const ScanOptions& options = {});

// What a worker made of a block's matching rows: their text and how many rows it holds.
struct FormattedMatches {
    TextBuffer text;
    std::uint64_t rows = 0;
};
using MatchFormatter = std::function<FormattedMatches(std::size_t block, const BlockData& data,
                                                      std::span<const std::uint64_t> rows)>;
using FormattedSink = std::function<void(std::size_t block, FormattedMatches& matches)>;

// What a worker made of a block's matching rows (a partial aggregate), handed on in block order.
using BlockReducer = std::function<std::any(std::size_t block, const BlockData& data,
                                            std::span<const std::uint64_t> rows)>;
using ReducedSink = std::function<void(std::size_t block, std::any& reduced)>;
// scanTable that reduces a block's matches on the worker thread that filtered it (group-by's
// per-block groups), so that the work per row runs on every core; `sink` merges what each
// block gave in block order, on the calling thread, so that the result does not depend on
// which thread took which block.
ScanOutcome scanTableReduced(const Table& table, const QueryExpression& filter,
                             const BlockReducer& reduce, const ReducedSink& sink,
                             const ScanOptions& options = {});

// scanTable that formats a block's matches on the worker thread that filtered it, so turning
// the matching rows into text runs on every core; `sink` gets the text in block order, on the
// calling thread.
ScanOutcome scanTableFormatted(const Table& table, const QueryExpression& filter,
                               const MatchFormatter& format, const FormattedSink& sink,
                               const ScanOptions& options = {});

} // namespace strata
