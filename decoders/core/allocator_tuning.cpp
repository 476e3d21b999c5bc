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
#endif
}

} // namespace strata
