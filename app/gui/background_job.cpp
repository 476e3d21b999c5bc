#include "gui/background_job.h"

#include "model/jobs/job_threads.h"

#include <QtConcurrent>

namespace strata::gui {

BackgroundJob::BackgroundJob(QObject* parent)
    : QObject(parent) {
    m_progressTimer.setInterval(100);
    connect(&m_progressTimer, &QTimer::timeout, this, &BackgroundJob::reportProgress);
    connect(&m_watcher, &QFutureWatcher<void>::finished, this, &BackgroundJob::onFinished);
}

BackgroundJob::~BackgroundJob() {
    cancel();
    m_watcher.waitForFinished();
}

void BackgroundJob::cancel() {
    if (m_progress) {
        m_progress->cancel = true;
    }
}

void BackgroundJob::launch(quint64 total, std::function<void(SharedProgress&)> work,
                           std::function<void()> adopt) {
    if (m_watcher.isRunning()) {
        cancel();
        m_watcher.waitForFinished();
    }
    m_adopt = std::move(adopt);
    m_running = true;
    m_progress = std::make_shared<SharedProgress>();
    m_progress->total = total;
    m_watcher.setFuture(QtConcurrent::run(
        jobThreads(), [work = std::move(work), progress = m_progress] { work(*progress); }));
    m_progressTimer.start();
}

void BackgroundJob::reportProgress() {
    if (m_progress) {
        emit progressChanged(m_progress->done, m_progress->total);
    }
}

void BackgroundJob::onFinished() {
    if (m_watcher.isRunning()) {
        return; // the finished work was replaced by a new start
    }
    m_progressTimer.stop();
    reportProgress();
    if (m_adopt) {
        m_adopt();
    }
    m_running = false;
    emit finished();
}

} // namespace strata::gui
