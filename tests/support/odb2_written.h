#pragma once

#include "strata/table.h"
#include "strata/table_export.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace strata::test {

// `table` (its selected rows and columns) written as ODB-2 by Strata's writer through the export
// pipeline, as convert writes it, in frames of `rowsPerFrame` rows.
std::vector<std::byte> writtenAsOdb2(const Table& table, std::uint64_t rowsPerFrame = 10000,
                                     const ExportSelection& selection = {});

} // namespace strata::test
