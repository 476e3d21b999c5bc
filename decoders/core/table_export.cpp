#include "strata/table_export.h"

#include <algorithm>
#include <deque>
#include <future>
#include <thread>

namespace strata {

ExportResult exportTableCsv(const Table& table, const CsvOptions& options,
                            const CsvWriter::Output& output, const ExportSelection& selection,
                            const ExportControl& control) {
    ExportResult result;
    CsvWriter writer(options, output);
    writer.writeHeader(table.columns(), selection.columns);

    const std::uint64_t total = table.rowCount();
    const std::uint64_t first = std::min(selection.firstRow, total);
    const std::uint64_t last = first + std::min(selection.rowCount, total - first);
    const auto& blocks = table.blocks();
    std::size_t next = first < last ? table.blockOfRow(first) : blocks.size();
    const unsigned threads =
        control.threads != 0 ? control.threads : std::max(1u, std::thread::hardware_concurrency());
    const std::size_t window = threads + 1;

    std::deque<std::pair<std::size_t, std::future<BlockData>>> pending;
    auto launch = [&] {
        while (pending.size() < window && next < blocks.size() && blocks[next].firstRow < last) {
            const std::size_t index = next++;
            pending.emplace_back(index, std::async(threads > 1 ? std::launch::async : std::launch::deferred,
                                                   [&table, index] { return table.readBlockSafely(index); }));
        }
    };
    launch();
    while (!pending.empty()) {
        if (control.cancel != nullptr && control.cancel->load()) {
            result.cancelled = true;
            break;
        }
        auto [index, future] = std::move(pending.front());
        pending.pop_front();
        BlockData block = future.get();
        launch();
        const auto& info = blocks[index];
        const std::uint64_t from = std::max(first, info.firstRow) - info.firstRow;
        const std::uint64_t to = std::min(last, info.firstRow + info.rowCount) - info.firstRow;
        writer.writeRows(block, from, to - from, selection.columns);
        result.rowsWritten += to - from;
        for (auto& diagnostic : block.diagnostics) {
            result.diagnostics.push_back(std::move(diagnostic));
        }
        if (control.progress) {
            control.progress(result.rowsWritten, last - first);
        }
    }
    writer.flush();
    return result;
}

} // namespace strata
