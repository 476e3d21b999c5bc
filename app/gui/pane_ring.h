#pragma once

#include <vector>

class QWidget;

namespace strata::gui {

// F6 and Shift+F6: moves the focus to the next (step 1) or previous (-1) of the visible panes,
// in their order, round the ring; a pane that takes no focus gives it to its item view, and a
// docked pane's dock comes to the front.
void focusPane(const std::vector<QWidget*>& panes, int step);

} // namespace strata::gui
