#pragma once

#include "plot/plot_pane.h"

#include <QObject>
#include <cstddef>
#include <functional>
#include <optional>
#include <utility>

namespace strata::gui {

class TablePane;

// Keeps the Plot dock on the table in front: the table pane's plot, map and image commands show
// the dock on the current table and the rows its filter keeps, a new filter follows, and the
// rows selected in the table are marked in the plot.
class TablePlotLink : public QObject {
    Q_OBJECT

public:
    // The table cell selected now, if any (its row is marked in a new plot).
    using SelectedCell = std::function<std::optional<std::pair<std::size_t, quint64>>()>;

    TablePlotLink(TablePane* tablePane, PlotPane* plotPane, SelectedCell selectedCell,
                  QObject* parent = nullptr);

    // The plot offers the table in front (another file's tab came to the front).
    void followTable();
    // Marks the rows selected in the table, and `row`, the current one.
    void markSelectedRows(std::size_t table, quint64 row);

signals:
    // Said in the status bar: there is no table to plot.
    void message(const QString& text);

private:
    // Shows the dock on the current table and its filter; false when there is no table.
    bool prepare();
    void plot(int column, bool against);
    void plotKind(PlotPane::Kind kind);

    TablePane* m_tablePane;
    PlotPane* m_plotPane;
    SelectedCell m_selectedCell;
};

} // namespace strata::gui
