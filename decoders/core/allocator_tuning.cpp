#include "strata/allocator_tuning.h"

#include <cstdlib> // defines __GLIBC__ with glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace strata {

void keepFreedMemoryForReuse() {
#if defined(__GLIBC__)
    constexpr int pad = 64 << 20;
    mallopt(M_TOP_PAD, pad);
    // glibc's own ceiling for its sliding threshold; fixing it stops the sliding, so the trim
    // threshold is set too (freed memory above it at the top of the heap goes back).
    constexpr int largestFromHeap = 32 << 20;
    constexpr int trimAbove = 128 << 20;
    mallopt(M_MMAP_THRESHOLD, largestFromHeap);
    mallopt(M_TRIM_THRESHOLD, trimAbove);
#endif
}

} // namespace strata
