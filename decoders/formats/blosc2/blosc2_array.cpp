#include "formats/blosc2/blosc2_array.h"

#include "formats/blosc2/array_shape.h"
#include "formats/blosc2/labels.h"

namespace strata::blosc2 {

Blosc2Array::Blosc2Array(std::shared_ptr<const FileLayout> file, ItemType type, bool grid)
    : m_file(std::move(file))
    , m_type(type)
    , m_grid(grid) {
    for (const std::int64_t side : m_file->array->shape) {
        m_shape.push_back(static_cast<std::uint64_t>(side));
    }
}

ArrayPlane Blosc2Array::readPlane(std::size_t yDim, std::size_t xDim,
                                  std::span<const std::uint64_t> index) const {
    ArrayPlane plane;
    plane.values = ColumnData(m_type.type);
    if (const auto problem = planeArgumentProblem(m_shape, yDim, xDim, index)) {
        plane.diagnostics.push_back(
            {Severity::Error, m_file->array->range.offset, std::string(chunksPath), *problem});
        return plane;
    }
    const std::uint64_t width = m_shape[xDim];
    const std::uint64_t height = m_shape[yDim];
    ChunkReader reader(*m_file);
    const std::vector<std::byte> bytes =
        readPlaneBytes(*m_file, reader, *m_file->array, yDim, xDim, index, plane.diagnostics);
    plane.width = width;
    plane.height = height;
    plane.values.reserve(width * height);
    appendItems(plane.values, m_type, bytes, width * height);
    return plane;
}

ArrayCell Blosc2Array::cellOf(std::span<const std::uint64_t> index) const {
    if (m_grid) {
        return {index[0], static_cast<std::size_t>(index[1]) + 1};
    }
    std::uint64_t row = 0;
    for (std::size_t d = 0; d < m_shape.size(); ++d) {
        row = row * m_shape[d] + index[d];
    }
    return {row, 1};
}

} // namespace strata::blosc2
