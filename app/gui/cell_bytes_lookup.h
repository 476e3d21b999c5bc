#pragma once

#include "model/jobs/job_threads.h"
#include "strata/cell_at.h"
#include "strata/table.h"

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace strata::gui {

// Finds a table cell's bytes (Table::cellRange), or the cell that holds a byte (cellHolding),
// on a worker thread: an AT-1 cell's first lookup in a block decodes the block's streams,
// seconds for a 100 MB stream, which must not freeze the window. Only the latest request is
// answered: an earlier lookup still running finishes on its worker (the table stays alive with
// it; a search for a byte's cell is told to stop) and its answer is dropped.
class CellBytesLookup : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    using Answer = std::function<void(const std::optional<CellBytes>&)>;
    using CellAnswer = std::function<void(const std::optional<CellPosition>&)>;
    // `answer` runs on this object's thread once the bytes are known, unless find(), findCell()
    // or forget() was called again meanwhile.
    void find(std::shared_ptr<const Table> table, std::uint64_t row, std::size_t column,
              Answer answer);
    // The cell whose bytes hold byte `offset` of the layer at `layerPath` (empty: the file).
    void findCell(std::shared_ptr<const Table> table, std::string layerPath, std::uint64_t offset,
                  CellAnswer answer);
    // Drops the answer of the lookup running, if any.
    void forget();

private:
    template <typename Result, typename Work>
    void run(Work work, std::function<void(const Result&)> answer) {
        const std::uint64_t generation = ++m_generation;
        // One watcher per lookup: a new request does not wait for the one running, it only
        // makes its answer stale.
        auto* watcher = new QFutureWatcher<Result>(this);
        connect(watcher, &QFutureWatcherBase::finished, this,
                [this, watcher, generation, answer = std::move(answer)] {
                    watcher->deleteLater();
                    if (generation == m_generation) {
                        answer(watcher->result());
                    }
                });
        watcher->setFuture(QtConcurrent::run(jobThreads(), std::move(work)));
    }

    std::uint64_t m_generation = 0;
    std::shared_ptr<std::atomic<bool>> m_cancel = std::make_shared<std::atomic<bool>>(false);
};

} // namespace strata::gui
