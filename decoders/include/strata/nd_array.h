#pragma once

#include "strata/column_data.h"
#include "strata/diagnostic.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace strata {

// A 2-D plane of an N-dimensional array: `height` rows of `width` items, row-major, typed as the
// array's table shows them.
struct ArrayPlane {
    std::uint64_t width = 0;
    std::uint64_t height = 0;
    ColumnData values;
    // Damaged blocks read as zeros and are reported here.
    std::vector<Diagnostic> diagnostics;

    double valueAt(std::uint64_t x, std::uint64_t y) const;
};

// Where an item of an array is shown in its table.
struct ArrayCell {
    std::uint64_t row = 0;
    std::size_t column = 0;
};

// An N-dimensional array that a table's items form (a Blosc2 b2nd array, of two dimensions or
// more), read one 2-D plane at a time for images. Thread-safe like Table::readBlock.
class NdArray {
public:
    // Planes hold at most this many items (the image of one plane, not the array, is in memory).
    static constexpr std::uint64_t maxPlaneItems = std::uint64_t{1} << 25;

    virtual ~NdArray() = default;

    virtual const std::vector<std::uint64_t>& shape() const = 0;
    // The plane spanned by dimensions `yDim` (its rows) and `xDim` (its columns) through
    // `index`, which gives a coordinate for every dimension (those of yDim and xDim are
    // ignored). Empty, with a diagnostic, when the arguments do not fit the shape or the plane
    // is larger than maxPlaneItems.
    virtual ArrayPlane readPlane(std::size_t yDim, std::size_t xDim,
                                 std::span<const std::uint64_t> index) const = 0;
    // The table cell that shows the item at `index` (one coordinate per dimension).
    virtual ArrayCell cellOf(std::span<const std::uint64_t> index) const = 0;
};

// Why readPlane cannot read the plane of dimensions `yDim` and `xDim` through `index` of an array
// of `shape` (the dimensions are not two different ones, an index is outside its dimension, the
// plane is larger than maxPlaneItems); nothing when it can.
std::optional<std::string> planeArgumentProblem(const std::vector<std::uint64_t>& shape,
                                                std::size_t yDim, std::size_t xDim,
                                                std::span<const std::uint64_t> index);

} // namespace strata
