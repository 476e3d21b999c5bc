#pragma once

// The bytes the process's allocator has handed out and not had back: glibc's count of the main
// arena and its mapped blocks, or AddressSanitizer's own where it replaces the allocator. For tests
// that hold memory to what a structure needs (a few bytes a unit), not to a time.
#if defined(__SANITIZE_ADDRESS__)
#define STRATA_HEAP_FROM_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define STRATA_HEAP_FROM_SANITIZER 1
#endif
#endif

#include <cstddef>

#ifdef STRATA_HEAP_FROM_SANITIZER
// The sanitizer runtime's (GCC's and clang's alike; GCC ships no header that declares it).
extern "C" std::size_t __sanitizer_get_current_allocated_bytes();
#else
#include <malloc.h>
#endif

namespace strata::test {

inline std::size_t heapBytesInUse() {
#ifdef STRATA_HEAP_FROM_SANITIZER
    return __sanitizer_get_current_allocated_bytes();
#else
    const auto info = mallinfo2();
    return info.uordblks + info.hblkhd; // large blocks are mapped apart (hblkhd)
#endif
}

} // namespace strata::test
