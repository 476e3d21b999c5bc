#pragma once

#include "strata/csv_writer.h"
#include "strata/job_control.h"
#include "strata/query_expression.h"
#include "strata/table.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace strata {

struct RowRange {
    std::uint64_t first = 0;
    std::uint64_t count = 0;
};

struct ExportSelection {
    std::vector<std::size_t> columns; // empty: all, in table order
    std::vector<RowRange> rows;       // empty: all; written in row order, overlaps once
    QueryExpression filter;           // of those rows, the ones written (a filtered view)
    // The rows written, in this order (a sorted view, strata/table_sort.h, of the rows a filter
    // kept): with `rows`, those of them within its ranges; `filter` is not applied again.
    std::shared_ptr<const std::vector<std::uint64_t>> order;
};

struct ExportResult {
    bool cancelled = false;
    std::uint64_t rowsWritten = 0;
    std::vector<Diagnostic> diagnostics; // from the blocks that were decoded
};

// The ranges sorted, clipped to `rowCount` rows and merged where they touch or overlap; all the
// rows when `ranges` is empty.
std::vector<RowRange> normalizedRowRanges(std::vector<RowRange> ranges, std::uint64_t rowCount);

// Writes a table's rows in the format `rowWriter` makes writers of: its header, then the rows
// the selection names. Blocks decode in parallel a few at a time and are written in order, so
// memory stays flat however big the table; a filter skips the blocks it excludes (scanTable).
// Progress counts rows.
ExportResult exportTableRows(const Table& table, const RowWriterFactory& rowWriter,
                             const CsvWriter::Output& output, const ExportSelection& selection = {},
                             const JobControl& control = {});

// Writes a table as CSV. Blocks decode in parallel a few at a time and are written in order, so
// memory stays flat however big the table; a filter skips the blocks it excludes (scanTable).
// Progress counts rows.
ExportResult exportTableCsv(const Table& table, const CsvOptions& options,
                            const CsvWriter::Output& output, const ExportSelection& selection = {},
                            const JobControl& control = {});

} // namespace strata
