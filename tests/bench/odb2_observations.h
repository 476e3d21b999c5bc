#pragma once

#include <cstddef>
#include <vector>

namespace strata::bench {

// An observation-like ODB-2 file written by odc (30 columns: station reports whose header
// columns change once per report, body columns every row, a few missing values), in frames of
// 10,000 rows as odc's Writer makes them.
std::vector<std::byte> observationFile(long rows);

} // namespace strata::bench
