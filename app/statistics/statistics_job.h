#pragma once

#include "strata/column_statistics.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <atomic>
#include <memory>

namespace strata::gui {

// Computes a table's column statistics in the background, with progress and cancel.
class StatisticsJob : public QObject {
    Q_OBJECT

public:
    explicit StatisticsJob(QObject* parent = nullptr);
    ~StatisticsJob() override; // cancels and waits

    // Starts on `table`; a job already running is cancelled first (its result is dropped).
    void start(std::shared_ptr<const Table> table);
    void cancel();

    // From start() until finished() is emitted.
    bool isRunning() const { return m_running; }
    const TableStatistics& result() const { return m_result; }

signals:
    // Rows read and rows in the table, a few times a second while running.
    void progressChanged(quint64 done, quint64 total);
    void finished();

private:
    void reportProgress();
    void onFinished();

    std::shared_ptr<SharedProgress> m_progress;
    QFutureWatcher<TableStatistics> m_watcher;
    QTimer m_progressTimer;
    TableStatistics m_result;
    bool m_running = false;
};

} // namespace strata::gui
