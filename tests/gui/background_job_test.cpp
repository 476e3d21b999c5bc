// The lifecycle every GUI background job shares: result on finish, cancel, a new start that
// drops the running work's result.
#include "gui/background_job.h"

#include <QSignalSpy>
#include <QTest>
#include <atomic>
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
};

QTEST_MAIN(BackgroundJobTest)
#include "background_job_test.moc"
