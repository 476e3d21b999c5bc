#include "strata/nd_array.h"

#include <limits>

namespace strata {

double ArrayPlane::valueAt(std::uint64_t x, std::uint64_t y) const {
    const std::uint64_t i = y * width + x;
    if (x >= width || y >= height || i >= values.size() || values.isMissing(i)) {
        return std::numeric_limits<double>::quiet_NaN();
    }
    if (isFloating(values.type())) {
        return values.doubleAt(i);
    }
    if (values.type() == LogicalType::UInt64) {
        return static_cast<double>(static_cast<std::uint64_t>(values.intAt(i)));
    }
    return static_cast<double>(values.intAt(i));
}

std::optional<std::string> planeArgumentProblem(const std::vector<std::uint64_t>& shape,
                                                std::size_t yDim, std::size_t xDim,
                                                std::span<const std::uint64_t> index) {
    const std::size_t n = shape.size();
    if (yDim >= n || xDim >= n || yDim == xDim || index.size() != n) {
        return "an image needs two different dimensions of the array and an index in each";
    }
    for (std::size_t d = 0; d < n; ++d) {
        if (d != yDim && d != xDim && index[d] >= shape[d]) {
            return "index " + std::to_string(index[d]) + " is outside dimension " +
                   std::to_string(d) + " of " + std::to_string(shape[d]) + " items";
        }
    }
    const std::uint64_t width = shape[xDim];
    const std::uint64_t height = shape[yDim];
    if (width != 0 && height > NdArray::maxPlaneItems / width) {
        return "a plane of " + std::to_string(height) + " x " + std::to_string(width) +
               " items is larger than an image holds";
    }
    return std::nullopt;
}

} // namespace strata
