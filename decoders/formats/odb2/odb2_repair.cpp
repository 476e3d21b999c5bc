#include "formats/odb2/odb2_repair.h"

#include "strata/odb2_writer.h"
#include "strata/record_writer.h"

#include <algorithm>

namespace strata::odb2 {
namespace {

// The rows of `data` as a new frame.
void reencode(const Table& table, const BlockData& data, const RepairOutput& output) {
    TextBuffer records;
    RecordWriter rows(table.columns(), std::move(records), nullptr, RecordLayout::Columns);
    rows.writeRows(data, 0, data.rowCount, {});
    Odb2Writer frames(table.columns(), output,
                      {.rowsPerFrame = std::max<std::uint64_t>(data.rowCount, 1),
                       .properties = {{"encoder", "strata-cli repair"}}});
    frames.append(rows.takeText().view());
    frames.finish();
}

// What lies between the frames kept (or before the first, after the last): bytes no readable
// frame header describes.
void addGap(RepairReport& report, const std::vector<Diagnostic>& diagnostics, std::uint64_t from,
            std::uint64_t to) {
    if (to <= from) {
        return;
    }
    const ByteRange range{from, to - from};
    const Diagnostic* error = firstErrorWithin(diagnostics, range);
    report.entries.push_back(
        {RepairEntry::Action::Dropped, "bytes", range, 0, 0,
         error != nullptr ? error->message : "no frame header that can be read"});
}

} // namespace

RepairReport repairOdb2(const Document& document, const ByteSource& source,
                        const RepairOutput& output) {
    // Every frame the tables hold, in file order.
    struct FrameBlock {
        const Table* table;
        std::size_t block;
    };
    std::vector<FrameBlock> frames;
    for (const auto& table : document.tables) {
        for (std::size_t b = 0; b < table->blocks().size(); ++b) {
            frames.push_back({table.get(), b});
        }
    }
    std::sort(frames.begin(), frames.end(), [](const FrameBlock& a, const FrameBlock& b) {
        return a.table->blocks()[a.block].range.offset < b.table->blocks()[b.block].range.offset;
    });
    RepairReport report;
    std::uint64_t covered = 0;
    for (const auto& [table, index] : frames) {
        const TableBlock& block = table->blocks()[index];
        addGap(report, document.diagnostics, covered, block.range.offset);
        covered = std::max(covered, block.range.end());
        const BlockData data = table->readBlockSafely(index);
        const Diagnostic* damage = firstErrorWithin(document.diagnostics, block.range);
        if (damage == nullptr && !data.diagnostics.empty()) {
            damage = &data.diagnostics.front();
        }
        RepairEntry entry{RepairEntry::Action::Copied,
                          repairUnitLabel(table->blockNodePath(index)),
                          block.range,
                          data.rowCount,
                          block.lostRows,
                          {}};
        if (damage == nullptr && block.lostRows == 0) {
            output(source.view(block.range.offset, block.range.length));
        } else if (data.rowCount > 0 && !table->columns().empty()) {
            entry.action = RepairEntry::Action::Reencoded;
            entry.why = damage != nullptr ? damage->message : "the file ends inside it";
            reencode(*table, data, output);
        } else {
            entry.action = RepairEntry::Action::Dropped;
            entry.rows = data.rowCount + block.lostRows;
            entry.lostRows = 0;
            // Rows of no column (a damaged column count) hold nothing to keep.
            entry.why = damage != nullptr ? damage->message : "no row can be read";
        }
        report.entries.push_back(std::move(entry));
    }
    addGap(report, document.diagnostics, covered, source.size());
    report.unchanged =
        std::all_of(report.entries.begin(), report.entries.end(), [](const RepairEntry& entry) {
            return entry.action == RepairEntry::Action::Copied;
        });
    return report;
}

} // namespace strata::odb2
