#include "statistics/statistics_cache.h"

namespace strata::gui {

std::shared_ptr<const TableStatistics>
StatisticsCache::find(const std::shared_ptr<const Table>& table) const {
    const auto it = m_entries.find(table.get());
    return it != m_entries.end() && it->second.table.lock() == table ? it->second.statistics
                                                                     : nullptr;
}

void StatisticsCache::insert(const std::shared_ptr<const Table>& table,
                             std::shared_ptr<const TableStatistics> statistics) {
    std::erase_if(m_entries, [](const auto& entry) { return entry.second.table.expired(); });
    m_entries[table.get()] = {table, std::move(statistics)};
}

} // namespace strata::gui
