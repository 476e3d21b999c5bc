#include "strata/plot/plot_values.h"

#include <limits>

namespace strata::plot {

PlotValues PlotValues::of(const ColumnData& column) {
    PlotValues values;
    values.size = column.size();
    values.missing = column.hasMissing() ? column.missingFlags().data() : nullptr;
    switch (column.type()) {
    case LogicalType::Float32:
    case LogicalType::Float64:
        values.kind = Kind::Doubles;
        values.doubles = column.doubles().data();
        break;
    case LogicalType::Int64:
        values.kind = Kind::Ints;
        values.ints = column.ints().data();
        break;
    case LogicalType::UInt64:
    case LogicalType::Bitfield:
        values.kind = Kind::UInts;
        values.ints = column.ints().data();
        break;
    case LogicalType::String:
        values.kind = Kind::Missing;
        values.missing = nullptr;
        break;
    }
    return values;
}

PlotValues PlotValues::rowNumbers(std::uint64_t firstRow, std::size_t count) {
    PlotValues values;
    values.kind = Kind::RowNumbers;
    values.firstRow = firstRow;
    values.size = count;
    return values;
}

PlotValues PlotValues::slice(std::size_t from, std::size_t count) const {
    PlotValues part = *this;
    part.size = count;
    part.firstRow = firstRow + from;
    part.doubles = doubles != nullptr ? doubles + from : nullptr;
    part.ints = ints != nullptr ? ints + from : nullptr;
    part.missing = missing != nullptr ? missing + from : nullptr;
    return part;
}

double PlotValues::at(std::size_t i) const {
    if (missing != nullptr && missing[i] != 0) {
        return std::numeric_limits<double>::quiet_NaN();
    }
    switch (kind) {
    case Kind::Doubles:
        return doubles[i];
    case Kind::Ints:
        return static_cast<double>(ints[i]);
    case Kind::UInts:
        return static_cast<double>(static_cast<std::uint64_t>(ints[i]));
    case Kind::RowNumbers:
        return static_cast<double>(firstRow + i);
    case Kind::Missing:
        break;
    }
    return std::numeric_limits<double>::quiet_NaN();
}

} // namespace strata::plot
