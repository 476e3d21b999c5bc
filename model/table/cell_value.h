#pragma once

#include "strata/column_data.h"

#include <QVariant>
#include <cstddef>

namespace strata::model {

// A decoded cell as the tables show it: integers as numbers, floats as the shortest text that
// reads back to the value, strings as the file's text (model/text/file_text.h).
QVariant cellValue(const ColumnData& column, std::size_t row);

} // namespace strata::model
