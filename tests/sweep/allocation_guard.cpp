#include "allocation_guard.h"

#include <atomic>
#include <cstdlib>
#include <new>

namespace strata::test::allocation_guard {
namespace {

std::atomic<std::size_t> largest{0};

void note(std::size_t size) {
    std::size_t seen = largest.load(std::memory_order_relaxed);
    while (size > seen && !largest.compare_exchange_weak(seen, size, std::memory_order_relaxed)) {
    }
}

void* allocate(std::size_t size, std::size_t alignment) {
    note(size);
    if (size > limit) {
        return nullptr;
    }
    const std::size_t rounded = (size + alignment - 1) / alignment * alignment;
    return alignment <= alignof(std::max_align_t)
               ? std::malloc(size == 0 ? 1 : size)
               : std::aligned_alloc(alignment, rounded == 0 ? alignment : rounded);
}

} // namespace

void reset() {
    largest.store(0, std::memory_order_relaxed);
}

std::size_t largestRequest() {
    return largest.load(std::memory_order_relaxed);
}

} // namespace strata::test::allocation_guard

using strata::test::allocation_guard::allocate;

void* operator new(std::size_t size) {
    if (void* p = allocate(size, alignof(std::max_align_t))) {
        return p;
    }
    throw std::bad_alloc();
}

void* operator new[](std::size_t size) {
    return operator new(size);
}

void* operator new(std::size_t size, std::align_val_t alignment) {
    if (void* p = allocate(size, static_cast<std::size_t>(alignment))) {
        return p;
    }
    throw std::bad_alloc();
}

void* operator new[](std::size_t size, std::align_val_t alignment) {
    return operator new(size, alignment);
}

void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    return allocate(size, alignof(std::max_align_t));
}

void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
    return allocate(size, alignof(std::max_align_t));
}

void* operator new(std::size_t size, std::align_val_t alignment, const std::nothrow_t&) noexcept {
    return allocate(size, static_cast<std::size_t>(alignment));
}

void* operator new[](std::size_t size, std::align_val_t alignment, const std::nothrow_t&) noexcept {
    return allocate(size, static_cast<std::size_t>(alignment));
}

void operator delete(void* p) noexcept {
    std::free(p);
}
void operator delete[](void* p) noexcept {
    std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
    std::free(p);
}
void operator delete[](void* p, std::size_t) noexcept {
    std::free(p);
}
void operator delete(void* p, std::align_val_t) noexcept {
    std::free(p);
}
void operator delete[](void* p, std::align_val_t) noexcept {
    std::free(p);
}
void operator delete(void* p, std::size_t, std::align_val_t) noexcept {
    std::free(p);
}
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept {
    std::free(p);
}
