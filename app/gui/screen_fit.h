#pragma once

class QWidget;

namespace strata::gui {

// Keeps a top-level window on its screen: a size from an earlier start on a larger screen, or a
// first-start default larger than this one, is cut to the screen's available area (less the
// frame the window manager adds), and the window is moved back inside it. A window not yet shown
// is fitted again when it first shows, with its frame then known.
void fitToScreen(QWidget& window);

} // namespace strata::gui
