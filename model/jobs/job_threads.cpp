#include "model/jobs/job_threads.h"

#include <QThreadPool>

namespace strata {

QThreadPool* jobThreads() {
    // Destroyed at exit like Qt's global pool: it waits for the jobs still running.
    static QThreadPool pool;
    return &pool;
}

} // namespace strata
