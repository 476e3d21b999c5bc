#pragma once

#include <cstddef>

namespace strata::test {

// Replaces the global operator new family in the binary that links allocation_guard.cpp: every
// request is recorded, and a request above the limit is refused with std::bad_alloc (issue 8: no
// allocation over 1 GiB, whatever a damaged length or count field says).
namespace allocation_guard {

constexpr std::size_t limit = std::size_t{1} << 30;

// Forgets the largest request seen so far.
void reset();
// The largest single request since the last reset (refused ones included).
std::size_t largestRequest();

} // namespace allocation_guard
} // namespace strata::test
