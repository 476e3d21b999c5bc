#pragma once

#include "gui/file_session.h"
#include "gui/selection.h"

#include <QObject>
#include <optional>
#include <utility>

namespace strata::gui {

class ByteFinder;
class CellBytesLookup;
class DiagnosticsPane;
class PlotPane;
class SizesPane;
class DetailPane;
class HexPane;
class PlaceRevealer;
class StructurePane;
class TablePane;

// The one path a selection takes through the main window's panes: whichever pane made it (the
// hex view's cursor, a tree row, a table cell, a diagnostic, a size entry), the others show the
// same place (PlaceRevealer: the bytes, the node, its details), and the table the cell holding
// a byte, or the row a node stands for. Panes never talk to each other.
class SelectionRouter : public QObject {
    Q_OBJECT

public:
    SelectionRouter(CurrentSession currentSession, StructurePane* tree, DetailPane* details,
                    TablePane* tablePane, QObject* parent = nullptr);

    // The panes whose selections the router takes: a tree row, a table cell (a plotted point is
    // its cell), a size entry's node, a diagnostic, bytes found.
    struct RoutedPanes {
        StructurePane* tree;
        TablePane* table;
        SizesPane* sizes;
        DiagnosticsPane* diagnostics;
        PlotPane* plot;
        ByteFinder* finder;
    };
    void listenTo(const RoutedPanes& panes);

    // The file in front changed: its hex pane shows the places.
    void setHexPane(HexPane* hex);
    const Selection& selection() const { return m_selection; }
    // The table and row of the selected cell, if a cell is selected.
    std::optional<std::pair<std::size_t, quint64>> selectedTableRow() const;

    void apply(const Selection& selection);
    // Selects the deepest node that holds every byte of `range` in `layer` (nullptr: the file)
    // (the hex view's "Select Node").
    void selectNodeHolding(const Layer* layer, const ByteRange& range);
    // A table cell: its block's bytes at once, its own once a worker has found them.
    void selectTableCell(std::size_t table, quint64 row, int column);
    // The hex view's cursor moved (by the user: a selection the router made is not echoed).
    void selectHexCursor(const Layer* layer, quint64 offset);
    // What the panes show of the file in front, kept while another tab is in front, and shown
    // again (restore) when it comes back.
    FileSession::ViewState viewState() const;
    void restore(const FileSession::ViewState& state);

signals:
    // A selection went through (the status line and the inspector follow).
    void applied();
    // A table cell was selected (the plot marks its row).
    void tableCellSelected(std::size_t table, quint64 row);

private:
    // Shows in the table pane the row a node stands for, where it names one.
    void showTableRowOf(const Document& document, const Node& node);
    // Moves the table to the cell whose bytes hold the byte a hex view's cursor went to.
    void showCellOfByte(const Selection& selection);

    CurrentSession m_currentSession;
    StructurePane* m_tree;
    TablePane* m_tablePane;
    PlaceRevealer* m_revealer;
    CellBytesLookup* m_cellBytes;
    CellBytesLookup* m_cellOfByte; // the reverse: the table cell a byte clicked belongs to
    Selection m_selection;
    bool m_routing = false;
};

} // namespace strata::gui
