#pragma once

#include "strata/table.h"

#include <cstdint>
#include <span>
#include <string>
#include <variant>

namespace strata {

// NumPy's .npy format (numpy.lib.format): a header naming the dtype and the shape, then the
// items in C order. Strata writes RecordWriter's records (record_writer.h) as the items.

// The dtype of records of the selected columns (`columnIndexes`, empty: all): one column's plain
// type ('<f8'), or for several a structured dtype of one field per column, in order.
struct NpyDtype {
    std::string descr; // the dtype as Python writes it: '<f8' or [('lat', '<f8'), ...]
    bool utf8 = false; // a field name is no ASCII: the header needs format version 3.0
};
// The dtype, or why the columns cannot be one (a string column has no fixed size).
std::variant<NpyDtype, std::string> npyDtype(const std::vector<Column>& columns,
                                             std::span<const std::size_t> columnIndexes);

// The header for `rows` items of `dtype` in one dimension. Its length does not depend on `rows`:
// a header written before the rows are counted is written again over it once they are.
std::string npyHeader(const NpyDtype& dtype, std::uint64_t rows);
// The header of an array of `shape` (C order).
std::string npyHeader(const NpyDtype& dtype, std::span<const std::uint64_t> shape);

} // namespace strata
