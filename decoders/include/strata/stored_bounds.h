#pragma once

#include "strata/table.h"

#include <vector>

namespace strata {

// Stored versus computed: compares the bounds a file stores for each column of a block (AT-1
// zone maps, COLE page min/max, ODB-2 codec min/max) with the values the decoded block holds.
// A stored bound the data exceeds is an error (queries would skip matching rows); a bound
// looser than the data is a warning.
std::vector<Diagnostic> compareStoredBounds(const Table& table, std::size_t block,
                                            const BlockData& data);
// The same for one column of the block, appended to `found`.
void compareColumnBounds(const Table& table, std::size_t block, const BlockData& data,
                         std::size_t column, std::vector<Diagnostic>& found);

} // namespace strata
