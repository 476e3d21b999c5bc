#include "strata/cell_at.h"

namespace strata {
namespace {

// The bytes of a cell in the layer searched, or nothing when it has none there.
std::optional<ByteRange> cellIn(const Table& table, std::string_view layerPath, std::uint64_t row,
                                std::size_t column) {
    const auto cell = table.cellRange(row, column);
    if (!cell || cell->layerPath != layerPath) {
        return std::nullopt;
    }
    return cell->range;
}

// Rows looked at one by one, at most, in one search: bounds the time a click can cost where
// cells do not lie in row order.
constexpr std::uint64_t maxScannedRows = std::uint64_t{1} << 20;

// The first of the rows [first, last] whose cell of `column` holds `offset`, one row after the
// other: for cells out of row order (a COLE dictionary's strings, an ODB-2 constant column's
// value in its frame's header).
std::optional<std::uint64_t> scanRows(const Table& table, std::string_view layerPath,
                                      std::size_t column, std::uint64_t first, std::uint64_t last,
                                      std::uint64_t offset, std::uint64_t& budget,
                                      const JobControl& control) {
    for (std::uint64_t row = first; row <= last && budget > 0; ++row, --budget) {
        if (row % 4096 == 0 && control.cancelled()) {
            return std::nullopt;
        }
        const auto cell = cellIn(table, layerPath, row, column);
        if (cell && cell->contains(offset)) {
            return row;
        }
    }
    return std::nullopt;
}

// The row of the block's rows [first, last] whose cell of `column` holds `offset`, searched
// by halves where the cells lie in row order.
std::optional<std::uint64_t> searchRows(const Table& table, std::string_view layerPath,
                                        std::size_t column, std::uint64_t first, std::uint64_t last,
                                        std::uint64_t offset) {
    const auto low = cellIn(table, layerPath, first, column);
    const auto high = cellIn(table, layerPath, last, column);
    if (!low || !high || offset < low->offset || offset >= high->end()) {
        return std::nullopt;
    }
    // The first row whose cell ends after the offset: of rows that share their bytes (an RLE
    // run), the first.
    while (first < last) {
        const std::uint64_t middle = first + (last - first) / 2;
        const auto cell = cellIn(table, layerPath, middle, column);
        if (!cell) {
            return std::nullopt; // a damaged cell breaks the order
        }
        if (cell->end() > offset) {
            last = middle;
        } else {
            first = middle + 1;
        }
    }
    const auto cell = cellIn(table, layerPath, first, column);
    return cell && cell->contains(offset) ? std::optional(first) : std::nullopt;
}

} // namespace

std::optional<CellPosition> cellHolding(const Table& table, std::string_view layerPath,
                                        std::uint64_t offset, const JobControl& control) {
    const std::size_t columns = table.columns().size();
    std::uint64_t budget = maxScannedRows;
    for (const TableBlock& block : table.blocks()) {
        if (control.cancelled()) {
            return std::nullopt;
        }
        // A file's cells lie in their block's bytes; a layer's are found by their first cell.
        if (block.rowCount == 0 || (layerPath.empty() && !block.range.contains(offset))) {
            continue;
        }
        const std::uint64_t last = block.firstRow + block.rowCount - 1;
        for (std::size_t c = columns; c-- > 0;) {
            if (const auto row = searchRows(table, layerPath, c, block.firstRow, last, offset)) {
                return CellPosition{*row, c};
            }
        }
        for (std::size_t c = columns; c-- > 0;) {
            if (const auto row =
                    scanRows(table, layerPath, c, block.firstRow, last, offset, budget, control)) {
                return CellPosition{*row, c};
            }
        }
    }
    return std::nullopt;
}

} // namespace strata
