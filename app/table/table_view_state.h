#pragma once

#include <QString>
#include <QtGlobal>
#include <optional>

namespace strata::gui {

// What the table pane showed of a file, kept while another file's tab is in front: the table
// picked, the current cell, the filter and the row box.
struct TableViewState {
    int table = -1;
    std::optional<quint64> row; // the current cell's row in the whole table
    int column = 0;
    QString filter; // as applied
    QString rowText;
};

} // namespace strata::gui
