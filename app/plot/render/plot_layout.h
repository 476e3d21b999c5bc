#pragma once

#include "plot/render/plot_figure.h"

#include <QFont>
#include <QRect>
#include <QSize>
#include <vector>

namespace strata::gui {

// Where a figure's parts go in a picture of a given size, from the font's metrics: margins wide
// enough for every tick text and title, so nothing is cut.
struct PlotLayout {
    QRect area;      // the plot area: data range to pixels
    QRect colourBar; // empty without one
    QRect caption;
    plot::AxisTicks xTicks;
    plot::AxisTicks yTicks;
    plot::AxisTicks colourTicks;

    static PlotLayout of(const QSize& size, const PlotFigure& figure, const QFont& font);
};

// The plot area of a picture of `size`: the size to aggregate at, one pixel per pixel.
QRect plotArea(const QSize& size, const PlotFigure& figure, const QFont& font);

// The texts of a colour bar's ticks, and of its logarithmic ones (1, 10, 100, ...).
plot::AxisTicks colourBarTicks(const ColourBar& bar, int maxTicks);
QString tickLabel(double value, double step);

} // namespace strata::gui
