#pragma once

#include "plot/render/plot_figure.h"

#include <QColor>

class QPainter;
class QRect;

namespace strata::gui {

// What marks the rows selected in the table: rings round a plot's points, outlines round an
// image's items.
inline const QColor markColour(0xd6, 0x27, 0x28);

// Paints a figure into `bounds`: white ground, grid, content, overlay, frame, ticks and their
// texts, axis titles, the colour bar and the caption, with the painter's font.
void paintFigure(QPainter& painter, const QRect& bounds, const PlotFigure& figure);

} // namespace strata::gui
