#pragma once

#include "strata/job_control.h"
#include "strata/table.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace strata {

struct CellPosition {
    std::uint64_t row = 0;
    std::size_t column = 0;

    bool operator==(const CellPosition&) const = default;
};

// The cell whose bytes (Table::cellRange) hold byte `offset` of the layer at `layerPath` (empty:
// the file): the reverse of a cell's bytes, for a click in the hex view. A column's cells mostly
// lie in row order within a block (a COLE column chunk, ODB-2 rows, a Blosc2 block's items, an
// AT-1 column), so each block that can hold the byte is searched by halves first, a few
// cellRange calls per column; then row by row (at most 2^20 rows), for cells out of order (a
// dictionary's strings, a constant column's value in a header). Where rows share bytes (an RLE
// run) the first found is the answer; where columns do (a Blosc2 item's index and value), the
// last.
// nullopt where no cell holds it, or once cancelled.
std::optional<CellPosition> cellHolding(const Table& table, std::string_view layerPath,
                                        std::uint64_t offset, const JobControl& control = {});

} // namespace strata
