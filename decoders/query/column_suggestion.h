#pragma once

#include "strata/table.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace strata::query {

// The column name closest to a misspelt one (case-insensitive edit distance, a swap of two
// letters counting as one edit), when it is close enough to be what the user meant.
std::optional<std::string> nearestColumnName(std::string_view name,
                                             const std::vector<Column>& columns);

} // namespace strata::query
