#pragma once

#include "strata/table.h"

#include <string>
#include <vector>

namespace strata::test {

// Every cell of a table as text (missing cells as an empty optional-free marker "\x01NULL"),
// decoded block by block; the first record is the column names.
inline constexpr const char* missingMarker = "\x01NULL";
std::vector<std::vector<std::string>> tableCells(const Table& table);

} // namespace strata::test
