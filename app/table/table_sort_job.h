#pragma once

#include "gui/background_job.h"
#include "strata/table_sort.h"

#include <QString>
#include <QtGlobal>
#include <memory>
#include <vector>

namespace strata::gui {

// Sorts a table's rows (those a filter keeps) by key columns in the background
// (strata/table_sort.h: only the key columns decoded, bounded memory with temporary files past
// it; BackgroundJob: progress in rows, cancel) and hands back the row order for a sorted view.
class TableSortJob : public BackgroundJob {
    Q_OBJECT

public:
    // Rows a view sorts at most: the order is held whole (8 bytes a row).
    static constexpr quint64 maxSortedRows = 100'000'000;

    using BackgroundJob::BackgroundJob;

    void start(std::shared_ptr<const Table> table, std::vector<SortKey> keys,
               QueryExpression filter);

    // Once finished().
    const std::vector<SortKey>& keys() const { return m_keys; }
    // Table row numbers in sorted order.
    const std::shared_ptr<const std::vector<quint64>>& rows() const { return m_result.rows; }
    bool wasCancelled() const { return m_result.cancelled; }
    // Why the sort failed (a temporary file); empty when it did not.
    const QString& errorText() const { return m_result.error; }

private:
    struct Result {
        std::shared_ptr<const std::vector<quint64>> rows;
        bool cancelled = false;
        QString error;
    };

    std::vector<SortKey> m_keys;
    Result m_result;
};

} // namespace strata::gui
