#include "strata/table_export.h"

#include "core/block_pipeline.h"
#include "core/buffer_pool.h"
#include "core/spill_buffer.h"
#include "strata/table_query.h"

#include <algorithm>

namespace strata {
namespace {

std::uint64_t rangeEnd(const RowRange& range) {
    return range.first + range.count;
}

// The blocks holding any row of the ranges, ascending.
std::vector<std::size_t> blocksOf(const Table& table, const std::vector<RowRange>& ranges) {
    std::vector<std::size_t> blocks;
    if (table.blocks().empty()) {
        return blocks;
    }
    for (const RowRange& range : ranges) {
        const std::size_t last = table.blockOfRow(rangeEnd(range) - 1);
        std::size_t block = table.blockOfRow(range.first);
        if (!blocks.empty() && blocks.back() >= block) {
            block = blocks.back() + 1;
        }
        for (; block <= last; ++block) {
            blocks.push_back(block);
        }
    }
    return blocks;
}

bool inRanges(const std::vector<RowRange>& ranges, std::uint64_t row) {
    const auto range = std::upper_bound(
        ranges.begin(), ranges.end(), row,
        [](std::uint64_t r, const RowRange& candidate) { return r < rangeEnd(candidate); });
    return range != ranges.end() && range->first <= row;
}

// The rows of `ranges` the filter keeps, formatted on the worker threads that filtered them and
// written in block order.
ExportResult exportFilteredRows(const Table& table, const RowWriterFactory& rowWriter,
                                const CsvWriter::Output& output, const ExportSelection& selection,
                                const std::vector<RowRange>& ranges, const JobControl& control) {
    ExportResult result;
    BufferPool<TextBuffer> buffers;
    ScanOptions scan;
    scan.control = control;
    if (!selection.columns.empty()) {
        scan.sinkColumns = selection.columns;
    }
    ScanOutcome outcome = scanTableFormatted(
        table, selection.filter,
        [&](std::size_t block, const BlockData& data, std::span<const std::uint64_t> rows) {
            const std::uint64_t first = table.blocks()[block].firstRow;
            std::vector<std::uint64_t> kept;
            for (const std::uint64_t row : rows) {
                if (inRanges(ranges, first + row)) {
                    kept.push_back(row);
                }
            }
            const auto writer = rowWriter(buffers.take());
            writer->writeRowList(data, kept, selection.columns);
            return FormattedMatches{writer->takeText(), kept.size()};
        },
        [&](std::size_t, FormattedMatches& matches) {
            if (!matches.text.empty()) {
                output(matches.text.view());
            }
            buffers.give(std::move(matches.text));
            result.rowsWritten += matches.rows;
        },
        scan);
    result.cancelled = outcome.cancelled;
    result.diagnostics = std::move(outcome.diagnostics);
    return result;
}

// A block's rows that `order` names, formatted: their text one after the other and where each
// one ends in it.
struct FormattedRows {
    TextBuffer text;
    std::vector<std::uint64_t> ends;
    std::vector<Diagnostic> diagnostics;
};

// The rows of `order` in that order. Every block holding one of them is decoded once (in
// parallel) and those rows formatted, in row order, into a spill buffer; then the rows are
// written in the order, each one's text copied from there. A sorted order jumps between all
// the blocks: formatting it chunk by chunk decoded every block once per chunk.
ExportResult exportRowsInOrder(const Table& table, const RowWriterFactory& rowWriter,
                               const CsvWriter::Output& output, const ExportSelection& selection,
                               const std::vector<RowRange>& ranges, const JobControl& control) {
    // Formatted rows kept in memory before they go to a temporary file.
    constexpr std::uint64_t memoryBound = std::uint64_t{256} << 20;
    const std::vector<std::uint64_t>& order = *selection.order;
    const std::uint64_t tableRows = table.rowCount();
    ExportResult result;

    // The rows to format, ascending, each once.
    std::vector<std::uint64_t> rows;
    rows.reserve(order.size());
    for (const std::uint64_t row : order) {
        if (row < tableRows && inRanges(ranges, row)) {
            rows.push_back(row);
        }
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    std::vector<std::size_t> blocks;
    for (const std::uint64_t row : rows) {
        const std::size_t block = table.blockOfRow(row);
        if (blocks.empty() || blocks.back() != block) {
            blocks.push_back(block);
        }
    }

    SpillBuffer spill(memoryBound);
    std::vector<std::uint64_t> starts; // of rows[i]'s text in the spill, and the end after all
    starts.reserve(rows.size() + 1);
    const std::uint64_t work = 2 * static_cast<std::uint64_t>(rows.size());
    const auto format = [&](std::size_t index) {
        FormattedRows out;
        BlockData data = table.readBlockSafely(index);
        const TableBlock& block = table.blocks()[index];
        const auto writer = rowWriter(TextBuffer{});
        for (auto row = std::lower_bound(rows.begin(), rows.end(), block.firstRow);
             row != rows.end() && *row < block.firstRow + block.rowCount; ++row) {
            writer->writeRows(data, *row - block.firstRow, 1, selection.columns);
            out.ends.push_back(writer->textSize());
        }
        out.text = writer->takeText();
        out.diagnostics = std::move(data.diagnostics);
        return out;
    };
    const bool completed = processBlocksInOrder<FormattedRows>(
        blocks, control, format,
        [&](std::size_t index, FormattedRows& block) {
            const std::uint64_t base = spill.size();
            std::uint64_t start = 0;
            for (const std::uint64_t end : block.ends) {
                starts.push_back(base + start);
                start = end;
            }
            spill.append(block.text.view());
            table.releaseBlockBytes(index);
            for (auto& diagnostic : block.diagnostics) {
                result.diagnostics.push_back(std::move(diagnostic));
            }
            control.report(starts.size(), work);
        },
        &table);
    if (!completed) {
        result.cancelled = true;
        return result;
    }
    starts.push_back(spill.size());
    const std::string_view text = spill.finish();

    // Every row is formatted when no range or filter left one out: its place is its number.
    const bool everyRow = rows.size() == tableRows;
    TextBuffer pending;
    constexpr std::size_t writeSize = std::size_t{1} << 20;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const std::uint64_t row = order[i];
        if (row >= tableRows || !inRanges(ranges, row)) {
            continue;
        }
        const std::size_t place =
            everyRow ? static_cast<std::size_t>(row)
                     : static_cast<std::size_t>(std::lower_bound(rows.begin(), rows.end(), row) -
                                                rows.begin());
        pending.append(text.substr(starts[place], starts[place + 1] - starts[place]));
        ++result.rowsWritten;
        if (pending.size() >= writeSize) {
            output(pending.view());
            pending.clear();
            if (control.cancelled()) {
                result.cancelled = true;
                return result;
            }
            control.report(rows.size() + result.rowsWritten, work);
        }
    }
    if (!pending.empty()) {
        output(pending.view());
    }
    return result;
}

} // namespace

std::vector<RowRange> normalizedRowRanges(std::vector<RowRange> ranges, std::uint64_t rowCount) {
    if (ranges.empty()) {
        ranges.push_back({0, rowCount});
    }
    for (RowRange& range : ranges) {
        range.first = std::min(range.first, rowCount);
        range.count = std::min(range.count, rowCount - range.first);
    }
    std::erase_if(ranges, [](const RowRange& range) { return range.count == 0; });
    std::sort(ranges.begin(), ranges.end(),
              [](const RowRange& a, const RowRange& b) { return a.first < b.first; });
    std::vector<RowRange> merged;
    for (const RowRange& range : ranges) {
        if (!merged.empty() && range.first <= rangeEnd(merged.back())) {
            merged.back().count =
                std::max(rangeEnd(merged.back()), rangeEnd(range)) - merged.back().first;
        } else {
            merged.push_back(range);
        }
    }
    return merged;
}

ExportResult exportTableRows(const Table& table, const RowWriterFactory& rowWriter,
                             const CsvWriter::Output& output, const ExportSelection& selection,
                             const JobControl& control) {
    ExportResult result;
    {
        const auto header = rowWriter(TextBuffer{});
        header->writeHeader(table.columns(), selection.columns);
        if (header->textSize() > 0) {
            output(header->takeText().view());
        }
    }
    const std::vector<RowRange> ranges = normalizedRowRanges(selection.rows, table.rowCount());
    std::uint64_t total = 0;
    for (const RowRange& range : ranges) {
        total += range.count;
    }
    if (selection.order) {
        return exportRowsInOrder(table, rowWriter, output, selection, ranges, control);
    }
    if (!selection.filter.matchesEverything()) {
        return exportFilteredRows(table, rowWriter, output, selection, ranges, control);
    }

    // Workers decode a block and format its selected rows; the calling thread writes them.
    BufferPool<TextBuffer> buffers;
    struct BlockText {
        TextBuffer text;
        std::uint64_t rows = 0;
        std::vector<Diagnostic> diagnostics;
    };
    const auto format = [&](std::size_t index) {
        BlockText out;
        BlockData data = table.readBlockSafely(index);
        const TableBlock& block = table.blocks()[index];
        const std::uint64_t blockEnd = block.firstRow + block.rowCount;
        const auto writer = rowWriter(buffers.take());
        // The first range that ends inside or after this block.
        auto range = std::upper_bound(
            ranges.begin(), ranges.end(), block.firstRow,
            [](std::uint64_t row, const RowRange& r) { return row < rangeEnd(r); });
        for (; range != ranges.end() && range->first < blockEnd; ++range) {
            const std::uint64_t from = std::max(range->first, block.firstRow);
            const std::uint64_t to = std::min(rangeEnd(*range), blockEnd);
            writer->writeRows(data, from - block.firstRow, to - from, selection.columns);
            out.rows += to - from;
        }
        out.text = writer->takeText();
        out.diagnostics = std::move(data.diagnostics);
        return out;
    };
    const std::vector<std::size_t> blocks = blocksOf(table, ranges);
    const bool completed = processBlocksInOrder<BlockText>(
        blocks, control, format,
        [&](std::size_t index, BlockText& block) {
            if (!block.text.empty()) {
                output(block.text.view());
            }
            buffers.give(std::move(block.text));
            table.releaseBlockBytes(index);
            result.rowsWritten += block.rows;
            for (auto& diagnostic : block.diagnostics) {
                result.diagnostics.push_back(std::move(diagnostic));
            }
            control.report(result.rowsWritten, total);
        },
        &table);
    result.cancelled = !completed;
    return result;
}

ExportResult exportTableCsv(const Table& table, const CsvOptions& options,
                            const CsvWriter::Output& output, const ExportSelection& selection,
                            const JobControl& control) {
    return exportTableRows(
        table,
        [&options](TextBuffer buffer) {
            return std::make_unique<CsvWriter>(options, std::move(buffer));
        },
        output, selection, control);
}

} // namespace strata
