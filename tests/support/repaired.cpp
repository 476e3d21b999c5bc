#include "support/repaired.h"

#include "strata/format_registry.h"
#include "support/table_text.h"

#include <algorithm>
#include <set>

namespace strata::test {

std::optional<Repaired> repairInMemory(const Document& document, const RepairOptions& options) {
    const Format* format = formatNamed(document.formatName);
    if (format == nullptr || !document.source) {
        return std::nullopt;
    }
    Repaired repaired;
    auto report = format->repair(
        document, *document.source,
        [&repaired](std::span<const std::byte> bytes) {
            repaired.bytes.insert(repaired.bytes.end(), bytes.begin(), bytes.end());
        },
        options);
    if (!report) {
        return std::nullopt;
    }
    repaired.report = std::move(*report);
    return repaired;
}

std::vector<std::vector<std::string>> keptCells(const Table& table, const RepairReport& report) {
    std::set<std::string> kept;
    for (const RepairEntry& entry : report.entries) {
        if (entry.action != RepairEntry::Action::Dropped) {
            kept.insert(entry.unit);
        }
    }
    const auto all = tableCells(table);
    std::vector<std::vector<std::string>> cells{all.front()};
    for (std::size_t b = 0; b < table.blocks().size(); ++b) {
        const TableBlock& block = table.blocks()[b];
        if (kept.count(repairUnitLabel(table.blockNodePath(b))) != 0) {
            cells.insert(cells.end(), all.begin() + 1 + static_cast<std::ptrdiff_t>(block.firstRow),
                         all.begin() + 1 +
                             static_cast<std::ptrdiff_t>(block.firstRow + block.rowCount));
        }
    }
    return cells;
}

} // namespace strata::test
