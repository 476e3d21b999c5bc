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

#ifdef STRATA_HEAP_FROM_SANITIZER
#include <sanitizer/allocator_interface.h>
#else
#include <malloc.h>
#endif

#include <cstddef>

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
