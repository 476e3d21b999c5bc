#include "statistics/statistics_job.h"

#include <QtConcurrent>

namespace strata::gui {

StatisticsJob::StatisticsJob(QObject* parent)
    : QObject(parent) {
    m_progressTimer.setInterval(100);
    connect(&m_progressTimer, &QTimer::timeout, this, &StatisticsJob::reportProgress);
    connect(&m_watcher, &QFutureWatcher<TableStatistics>::finished, this,
            &StatisticsJob::onFinished);
}

StatisticsJob::~StatisticsJob() {
    cancel();
    m_watcher.waitForFinished();
}

void StatisticsJob::start(std::shared_ptr<const Table> table) {
    if (!table) {
        return;
    }
    if (m_watcher.isRunning()) {
        cancel();
        m_watcher.waitForFinished();
    }
    m_result = {};
    m_running = true;
    m_progress = std::make_shared<SharedProgress>();
    m_progress->total = table->rowCount();
    m_watcher.setFuture(QtConcurrent::run([table = std::move(table), progress = m_progress] {
        return computeTableStatistics(*table, {}, progress->control());
    }));
    m_progressTimer.start();
}

void StatisticsJob::cancel() {
    if (m_progress) {
        m_progress->cancel = true;
    }
}

void StatisticsJob::reportProgress() {
    if (m_progress) {
        emit progressChanged(m_progress->done, m_progress->total);
    }
}

void StatisticsJob::onFinished() {
    if (m_watcher.isRunning()) {
        return; // a restarted job's predecessor
    }
    m_progressTimer.stop();
    reportProgress();
    m_result = m_watcher.result();
    m_running = false;
    emit finished();
}

} // namespace strata::gui
