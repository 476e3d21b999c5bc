#pragma once

class QThreadPool;

namespace strata {

// The threads Strata's background work runs on: opening, decoding blocks, checks, sizes,
// searches, plots. A pool of its own rather than Qt's global one, which Qt's raster painting
// borrows for its fills and waits on: with a cold file's checks and sizes blocked on the disk in
// the global pool's threads, the window's first paint and its tree waited for them (0.6-2 s).
QThreadPool* jobThreads();

} // namespace strata
