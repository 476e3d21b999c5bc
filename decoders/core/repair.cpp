#include "strata/repair.h"

#include <algorithm>

namespace strata {

bool RepairReport::lost() const {
    return std::any_of(entries.begin(), entries.end(), [](const RepairEntry& entry) {
        return entry.action == RepairEntry::Action::Dropped ||
               entry.action == RepairEntry::Action::Filled || entry.lostRows > 0;
    });
}

std::uint64_t RepairReport::rowsKept() const {
    std::uint64_t rows = 0;
    for (const RepairEntry& entry : entries) {
        rows += entry.action == RepairEntry::Action::Dropped ||
                        entry.action == RepairEntry::Action::Filled
                    ? 0
                    : entry.rows;
    }
    return rows;
}

std::uint64_t RepairReport::rowsLost() const {
    std::uint64_t rows = 0;
    for (const RepairEntry& entry : entries) {
        rows += entry.action == RepairEntry::Action::Dropped ||
                        entry.action == RepairEntry::Action::Filled
                    ? entry.rows
                    : entry.lostRows;
    }
    return rows;
}

const Diagnostic* firstErrorWithin(const std::vector<Diagnostic>& diagnostics,
                                   const ByteRange& range) {
    const auto error = std::find_if(
        diagnostics.begin(), diagnostics.end(), [&range](const Diagnostic& diagnostic) {
            return diagnostic.severity == Severity::Error && diagnostic.offset >= range.offset &&
                   diagnostic.offset < range.end();
        });
    return error != diagnostics.end() ? &*error : nullptr;
}

bool soundDiagnostics(const std::vector<Diagnostic>& diagnostics) {
    return std::none_of(diagnostics.begin(), diagnostics.end(), [](const Diagnostic& diagnostic) {
        return diagnostic.severity != Severity::Info;
    });
}

std::string repairUnitLabel(std::string_view nodePath) {
    const std::size_t slash = nodePath.rfind(" / ");
    return std::string(slash == std::string_view::npos ? nodePath : nodePath.substr(slash + 3));
}

} // namespace strata
