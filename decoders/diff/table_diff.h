#pragma once

#include "strata/document_diff.h"
#include "strata/table.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace strata {

// Compares two tables: the schema by column name, then the cells of the columns both have,
// rows paired by position or, with DiffOptions::keyColumns, by key. Streams block by block.
// Throws std::invalid_argument when a key column is missing from either table.
TableDiff diffTables(const Table& a, const Table& b, std::size_t index, const DiffOptions& options,
                     const JobControl& control);

// Rows paired by key (a hash join on the key columns' values): for every row of A its partner in
// B or noPartner, and the rows of B with no partner in A, ascending. Holds 16 bytes per row of
// both tables while it pairs, 8 per row of A after. Rows of equal keys pair in order.
inline constexpr std::uint64_t noPartner = ~std::uint64_t{0};
struct KeyPairing {
    std::vector<std::uint64_t> partnerOfA;
    std::vector<std::uint64_t> onlyInB;
};
KeyPairing pairRowsByKey(const Table& a, std::span<const std::size_t> keysA, const Table& b,
                         std::span<const std::size_t> keysB, const JobControl& control);

// The key columns' values of a row, joined by ','.
std::string keyText(const BlockData& block, std::size_t row, std::span<const std::size_t> keys);

} // namespace strata
