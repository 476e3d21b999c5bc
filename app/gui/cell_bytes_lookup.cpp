#include "gui/cell_bytes_lookup.h"

#include <QFutureWatcher>
#include <QtConcurrent>

namespace strata::gui {

void CellBytesLookup::find(std::shared_ptr<const Table> table, std::uint64_t row,
                           std::size_t column, Answer answer) {
    const std::uint64_t generation = ++m_generation;
    // One watcher per lookup: a new request does not wait for the one running (cellRange
    // cannot be cancelled), it only makes its answer stale.
    auto* watcher = new QFutureWatcher<std::optional<CellBytes>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, generation, answer = std::move(answer)] {
                watcher->deleteLater();
                if (generation == m_generation) {
                    answer(watcher->result());
                }
            });
    watcher->setFuture(QtConcurrent::run(
        [table = std::move(table), row, column] { return table->cellRange(row, column); }));
}

} // namespace strata::gui
