#pragma once

#include "strata/column_data.h"

#include <cstdint>
#include <string>

namespace strata {

// A numeric cell as a map key: its 64 bits (doubles bit for bit, every NaN as one).
std::int64_t numericKey(const ColumnData& cells, std::size_t row);
// Orders numeric keys of a column of `type` by the values they hold (NaN last).
bool numericKeyLess(LogicalType type, std::int64_t a, std::int64_t b);
// The key's value as the column's cell text.
std::string numericKeyText(LogicalType type, std::int64_t key);

} // namespace strata
