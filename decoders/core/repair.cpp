#include "strata/repair.h"

#include <algorithm>

namespace strata {

bool RepairReport::lost() const {
    return std::any_of(entries.begin(), entries.end(), [](const RepairEntry& entry) {
        return entry.action == RepairEntry::Action::Dropped || entry.lostRows > 0;
    });
}

std::uint64_t RepairReport::rowsKept() const {
    std::uint64_t rows = 0;
    for (const RepairEntry& entry : entries) {
        rows += entry.action == RepairEntry::Action::Dropped ? 0 : entry.rows;
    }
    return rows;
}

std::uint64_t RepairReport::rowsLost() const {
    std::uint64_t rows = 0;
    for (const RepairEntry& entry : entries) {
        rows += entry.action == RepairEntry::Action::Dropped ? entry.rows : entry.lostRows;
    }
    return rows;
}

} // namespace strata
