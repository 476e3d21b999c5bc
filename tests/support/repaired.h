#pragma once

#include "strata/document.h"
#include "strata/repair.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace strata::test {

// A document's repair (issue 37) written into memory, by the format's own repair.
struct Repaired {
    RepairReport report;
    std::vector<std::byte> bytes;
};
std::optional<Repaired> repairInMemory(const Document& document, const RepairOptions& options = {});

// The cells (tableCells) of the rows of `table`'s blocks whose repair kept them (every entry of
// `report` that names a block by its tree node and was not dropped), header first: what the
// repaired file must hold.
std::vector<std::vector<std::string>> keptCells(const Table& table, const RepairReport& report);

} // namespace strata::test
