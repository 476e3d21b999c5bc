#include "statistics/cell_key.h"

#include <bit>
#include <cmath>

namespace strata {

std::int64_t numericKey(const ColumnData& cells, std::size_t row) {
    if (!isFloating(cells.type())) {
        return cells.intAt(row);
    }
    const double value = cells.doubleAt(row);
    return std::bit_cast<std::int64_t>(std::isnan(value) ? std::nan("") : value);
}

bool numericKeyLess(LogicalType type, std::int64_t a, std::int64_t b) {
    if (isFloating(type)) {
        const auto x = std::bit_cast<double>(a);
        const auto y = std::bit_cast<double>(b);
        if (std::isnan(x) || std::isnan(y)) {
            return !std::isnan(x) && std::isnan(y);
        }
        return x < y;
    }
    if (type == LogicalType::UInt64 || type == LogicalType::Bitfield) {
        return static_cast<std::uint64_t>(a) < static_cast<std::uint64_t>(b);
    }
    return a < b;
}

std::string numericKeyText(LogicalType type, std::int64_t key) {
    ColumnData cell(type);
    if (isFloating(type)) {
        cell.appendDouble(std::bit_cast<double>(key));
    } else {
        cell.appendInt(key);
    }
    std::string text;
    cell.appendText(0, text);
    return text;
}

} // namespace strata
