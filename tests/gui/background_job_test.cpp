// The lifecycle every GUI background job shares: result on finish, cancel, a new start that
// drops the running work's result.
#include "gui/background_job.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent>
#include <atomic>
#include <memory>
#include <thread>

using namespace strata;
using namespace strata::gui;

namespace {

// Counts to `target` in steps, stopping when cancelled; the result is how far it got.
class CountingJob : public BackgroundJob {
public:
    using BackgroundJob::BackgroundJob;

    void start(quint64 target, std::string name) {
        launch(
            target,
            [target](SharedProgress& progress) {
                for (quint64 i = 1; i <= target && !progress.cancel; ++i) {
                    progress.done = i;
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                }
            },
            [this, name] { adopted.push_back(name); });
    }

    std::vector<std::string> adopted; // whose results were handed over, in order
};

} // namespace

class BackgroundJobTest : public QObject {
    Q_OBJECT

private slots:
    void finishesWithItsResultAndFinalProgress() {
        CountingJob job;
        QSignalSpy finished(&job, &BackgroundJob::finished);
        QSignalSpy progress(&job, &BackgroundJob::progressChanged);
        job.start(20, "first");
        QVERIFY(job.isRunning());
        QVERIFY(finished.wait(10000));
        QVERIFY(!job.isRunning());
        QCOMPARE(finished.count(), 1);
        QCOMPARE(job.adopted, std::vector<std::string>{"first"});
        // The last report is the whole of the work.
        QCOMPARE(progress.last().at(0).toULongLong(), 20u);
        QCOMPARE(progress.last().at(1).toULongLong(), 20u);
    }

    void aNewStartDropsTheRunningWork() {
        CountingJob job;
        QSignalSpy finished(&job, &BackgroundJob::finished);
        job.start(100000, "long");
        job.start(5, "short");
        QVERIFY(finished.wait(10000));
        QTest::qWait(50);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(job.adopted, std::vector<std::string>{"short"});
    }

    void cancelStopsTheWork() {
        CountingJob job;
        QSignalSpy finished(&job, &BackgroundJob::finished);
        QSignalSpy progress(&job, &BackgroundJob::progressChanged);
        job.start(100000, "cancelled");
        QTest::qWait(30);
        job.cancel();
        QVERIFY(finished.wait(10000));
        QVERIFY(progress.last().at(0).toULongLong() < 100000u);
    }

    // Qt's raster painting hands parts of large fills to its global thread pool and waits for
    // them: jobs blocked on a cold file's disk in that pool's threads held the window's first
    // paint and its tree for up to two seconds.
    void jobsLeaveQtsOwnThreadsFree() {
        std::vector<std::unique_ptr<CountingJob>> jobs;
        for (int i = 0; i <= QThread::idealThreadCount(); ++i) {
            jobs.push_back(std::make_unique<CountingJob>());
            jobs.back()->start(100000, "busy");
        }
        QFuture<int> painting = QtConcurrent::run(QThreadPool::globalInstance(), [] { return 1; });
        QTRY_VERIFY_WITH_TIMEOUT(painting.isFinished(), 5000);
        for (const auto& job : jobs) {
            QVERIFY(job->isRunning());
            QSignalSpy finished(job.get(), &BackgroundJob::finished);
            job->cancel();
            QVERIFY(finished.wait(10000));
        }
    }
};

QTEST_MAIN(BackgroundJobTest)
#include "background_job_test.moc"
