#pragma once

#include "strata/column_data.h"

#include <QString>

namespace strata::gui {

// Terms of the filter language for a row a dialog lists (a value, a group), ANDed onto the
// table's filter when the row is activated.

// A column as a "quoted name" (quotes doubled).
QString quotedColumn(const QString& name);
// The rows whose cell is `value` (a cell's text; text columns compare as 'text'); empty for
// NaN, which equals nothing, itself included.
QString equalsTerm(const QString& column, LogicalType type, const QString& value);
QString missingTerm(const QString& column);
// The rows whose cell lies in [low, high).
QString rangeTerm(const QString& column, const QString& low, const QString& high);

} // namespace strata::gui
