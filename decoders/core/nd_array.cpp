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

} // namespace strata
