#pragma once

#include <QApplication>
#include <QElapsedTimer>

namespace strata::gui {
class FileSession;
}

// What the probes over the real window share (strata-scale-probe, strata-plot-frame-probe).
namespace strata::tools {

// Runs the event loop until `done()` holds.
template <typename Done> void waitUntil(Done done) {
    while (!done()) {
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    }
    QApplication::processEvents();
}

// Waits until `session`'s document is parsed (its tree's top level and its tables are there).
void waitUntilLoaded(const gui::FileSession& session);

inline double secondsSince(const QElapsedTimer& clock) {
    return static_cast<double>(clock.nsecsElapsed()) / 1e9;
}

// The process's anonymous resident memory (what it holds beyond the page cache), -1 if unknown.
long anonymousResidentKiB();

} // namespace strata::tools
