#pragma once

#include "formats/blosc2/blosc2_table.h"
#include "strata/nd_array.h"

#include <memory>

namespace strata::blosc2 {

// A b2nd array of two or more dimensions read a plane at a time (array_shape.h readPlaneBytes),
// its items typed as its ItemTable reads them.
class Blosc2Array final : public NdArray {
public:
    // `grid`: the table shows the array as rows of its second dimension (a 2-D array).
    Blosc2Array(std::shared_ptr<const FileLayout> file, ItemType type, bool grid);

    const std::vector<std::uint64_t>& shape() const override { return m_shape; }
    ArrayPlane readPlane(std::size_t yDim, std::size_t xDim,
                         std::span<const std::uint64_t> index) const override;
    ArrayCell cellOf(std::span<const std::uint64_t> index) const override;

private:
    std::shared_ptr<const FileLayout> m_file;
    ItemType m_type;
    bool m_grid;
    std::vector<std::uint64_t> m_shape;
};

} // namespace strata::blosc2
