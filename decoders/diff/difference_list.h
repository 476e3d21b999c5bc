#pragma once

#include "strata/document_diff.h"

#include <cstddef>
#include <utility>
#include <vector>

namespace strata {

// Keeps `item` when fewer than `max` are listed; the caller counts every one.
template <typename T> void keepListed(std::vector<T>& list, std::size_t max, T item) {
    if (list.size() < max) {
        list.push_back(std::move(item));
    }
}

// The diagnostics each side has that the other has not (same severity, node and message),
// A's first, each list in its own order.
std::vector<DiagnosticDifference> unmatchedDiagnostics(const std::vector<Diagnostic>& a,
                                                       const std::vector<Diagnostic>& b);

} // namespace strata
