#pragma once

#include "strata/column_data.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace strata::at1 {

// The dict of a .npy header (NumPy's format.rst, version 1.0 to 3.0): magic "\x93NUMPY", two
// version bytes, the dict's length (2 bytes little endian in 1.0, 4 bytes in 2.0 and 3.0), then
// `{'descr': '<f4', 'fortran_order': False, 'shape': (400, 64), }` padded with spaces to '\n'.
struct NpyHeader {
    std::string descr;
    bool fortranOrder = false;
    std::vector<std::uint64_t> shape;

    // The shape as NumPy prints it: "(400, 64)", "(40,)", "()".
    std::string shapeText() const;
};

// The header's dict, or nullopt when `header` is not a whole .npy header or its dict lacks a
// readable descr, fortran_order or shape.
std::optional<NpyHeader> readNpyHeader(std::string_view header);

// How a descr's elements show as table values: little-endian (or single-byte) integers, bools
// and floats of 2, 4 or 8 bytes. Other descrs (complex, strings, records, big endian) have no
// numeric type.
struct NpyItemType {
    LogicalType type = LogicalType::UInt64;
    std::uint64_t width = 1;
};
std::optional<NpyItemType> npyItemType(std::string_view descr);

// Appends the value of one element, whose little-endian bytes are `bytes` (type.width of them).
void appendNpyItem(ColumnData& column, NpyItemType type, const std::byte* bytes);

} // namespace strata::at1
