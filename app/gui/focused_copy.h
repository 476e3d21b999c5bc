#pragma once

class QWidget;

namespace strata::gui {

class HexView;
class TablePane;

// Edit › Copy: what the focused widget copies on Ctrl+C (the hex view its selection as hex
// text, the table pane its selected cells, an item view its current item, an edit its text).
void copyFromFocus(HexView* hexView, TablePane* tablePane);

} // namespace strata::gui
