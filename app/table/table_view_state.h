#pragma once

#include "strata/table_sort.h"

#include <QString>
#include <QtGlobal>
#include <optional>
#include <vector>

namespace strata::gui {

// What the table pane showed of a file, kept while another file's tab is in front: the table
// picked, the current cell, the filter, the sort, the row box and the columns' widths.
struct TableViewState {
    int table = -1;
    std::optional<quint64> row; // the current cell's row in the whole table
    int column = 0;
    QString filter; // as applied
    QString rowText;
    std::vector<SortKey> sort;     // as applied
    std::vector<int> columnWidths; // empty: fitted to the values
};

} // namespace strata::gui
