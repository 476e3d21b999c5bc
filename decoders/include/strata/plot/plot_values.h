#pragma once

#include "strata/column_data.h"

#include <cstddef>
#include <cstdint>

namespace strata::plot {

// One block's values of a plotted column as the aggregation reads them, without copying: the
// column's doubles or integers with its missing flags, or the rows' own numbers (a column
// plotted against its row number). Text columns have no position: every value is missing.
struct PlotValues {
    enum class Kind { Doubles, Ints, UInts, RowNumbers, Missing };

    Kind kind = Kind::Missing;
    const double* doubles = nullptr;
    const std::int64_t* ints = nullptr;
    const std::uint8_t* missing = nullptr; // null: no value missing
    std::uint64_t firstRow = 0;            // RowNumbers: the number of the first
    std::size_t size = 0;

    // The column's cells, read in place: `column` must outlive the view.
    static PlotValues of(const ColumnData& column);
    static PlotValues rowNumbers(std::uint64_t firstRow, std::size_t count);

    // The value of cell i as a double; NaN when it is missing.
    double at(std::size_t i) const;
};

} // namespace strata::plot
