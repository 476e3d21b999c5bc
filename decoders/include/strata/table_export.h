#pragma once

#include "strata/csv_writer.h"
#include "strata/table.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace strata {

struct ExportSelection {
    std::vector<std::size_t> columns; // empty: all, in table order
    std::uint64_t firstRow = 0;
    std::uint64_t rowCount = ~std::uint64_t{0}; // clipped to the table
};

struct ExportControl {
    // Called after each block with rows written so far and the total.
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;
    const std::atomic<bool>* cancel = nullptr;
    unsigned threads = 0; // 0: one per core
};

struct ExportResult {
    bool cancelled = false;
    std::uint64_t rowsWritten = 0;
    std::vector<Diagnostic> diagnostics; // from the blocks that were decoded
};

// Writes a table as CSV. Blocks decode in parallel a few at a time and are written in order, so
// memory stays flat however big the table.
ExportResult exportTableCsv(const Table& table, const CsvOptions& options,
                            const CsvWriter::Output& output, const ExportSelection& selection = {},
                            const ExportControl& control = {});

} // namespace strata
