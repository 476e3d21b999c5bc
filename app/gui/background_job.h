#pragma once

#include "strata/job_control.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <functional>
#include <memory>

namespace strata::gui {

// The lifecycle every slow piece of GUI work shares (export, statistics, those to come): it
// runs on a worker thread, reports progress a few times a second, can be cancelled, and hands
// its result over on the GUI thread just before finished(). Starting again while running
// cancels the running work and drops its result; deleting the job cancels and waits.
class BackgroundJob : public QObject {
    Q_OBJECT

public:
    explicit BackgroundJob(QObject* parent = nullptr);
    ~BackgroundJob() override;

    void cancel();
    // Whether cancel() was called for the running work, even when the work ended before it saw
    // the request (a Cancel clicked while its result was on its way): adopt functions that hand
    // over something to keep (a file to save) drop it then.
    bool cancelRequested() const { return m_progress && m_progress->cancel; }
    // From the start until finished() is emitted.
    bool isRunning() const { return m_running; }

signals:
    // Work done and the work there is (rows, mostly), while running and once at the end.
    void progressChanged(quint64 done, quint64 total);
    void finished();

protected:
    // Runs `work` on a worker thread with a fresh progress (its total preset to `total`); once
    // it returns, `adopt` runs on this object's thread (to take the result work left), then
    // finished() is emitted.
    void launch(quint64 total, std::function<void(SharedProgress&)> work,
                std::function<void()> adopt);

private:
    void reportProgress();
    void onFinished();

    std::shared_ptr<SharedProgress> m_progress;
    QFutureWatcher<void> m_watcher;
    QTimer m_progressTimer;
    std::function<void()> m_adopt;
    bool m_running = false;
};

} // namespace strata::gui
