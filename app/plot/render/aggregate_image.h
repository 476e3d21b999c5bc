#pragma once

#include "plot/render/plot_figure.h"
#include "strata/plot/table_plot.h"

#include <QColor>
#include <QImage>
#include <optional>

namespace strata::gui {

// The colour of plotted points and lines that no column colours.
inline const QColor plotColour(0x1f, 0x5f, 0xa8);

// A plot's content made from its aggregate, one image pixel per aggregated pixel:
// - a line (LineAggregate): each pixel column's stroke from its min to its max y, joined to the
//   previous column holding points, y mapped through the request's y range and height;
// - a grid kept with colour (a coloured scatter): each pixel the viridis colour of its mean
//   colour value, placed on `bar`;
// - a grid with `bar` (a density): each pixel the colour of its count on `bar`;
// - a grid without (a scatter): each pixel holding points in plotColour, spread to 3 x 3
//   pixels while few pixels hold any, so lone points stay visible.
// Pixels holding nothing are transparent.
QImage aggregateImage(const plot::PlotAggregate& aggregate, const plot::PlotRequest& request,
                      const std::optional<ColourBar>& bar);

} // namespace strata::gui
