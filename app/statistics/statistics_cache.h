#pragma once

#include "strata/column_statistics.h"

#include <map>
#include <memory>

namespace strata::gui {

// The finished statistics of the tables seen so far, so that showing a table's statistics again
// does not read the table again. An entry lives as long as its table (its document) does.
class StatisticsCache {
public:
    // nullptr when `table` has none yet.
    std::shared_ptr<const TableStatistics> find(const std::shared_ptr<const Table>& table) const;
    void insert(const std::shared_ptr<const Table>& table,
                std::shared_ptr<const TableStatistics> statistics);

private:
    struct Entry {
        std::weak_ptr<const Table> table; // tells a live table from a new one at the same address
        std::shared_ptr<const TableStatistics> statistics;
    };
    std::map<const Table*, Entry> m_entries;
};

} // namespace strata::gui
