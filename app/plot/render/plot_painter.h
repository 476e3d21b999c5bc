#pragma once

#include "plot/render/plot_figure.h"

class QPainter;
class QRect;

namespace strata::gui {

// Paints a figure into `bounds`: white ground, grid, content, overlay, frame, ticks and their
// texts, axis titles, the colour bar and the caption, with the painter's font.
void paintFigure(QPainter& painter, const QRect& bounds, const PlotFigure& figure);

} // namespace strata::gui
