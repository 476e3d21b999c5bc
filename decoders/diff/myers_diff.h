#pragma once

#include "strata/document_diff.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace strata {

// Myers' O(ND) difference algorithm ("An O(ND) Difference Algorithm and Its Variations", 1986)
// on two byte ranges: the shortest edit script, as regions of change in file order (adjacent
// deletions and insertions merged, offsets from baseA and baseB). Empty when the ranges are
// equal; nullopt when more than `maxEdits` bytes would have to be deleted or inserted (the
// caller then reports the whole range as replaced). Time O((N + M) D), memory O(D²).
std::optional<std::vector<ByteDifference>> myersDiff(std::span<const std::byte> a,
                                                     std::span<const std::byte> b,
                                                     std::uint64_t baseA, std::uint64_t baseB,
                                                     std::size_t maxEdits);

} // namespace strata
