#pragma once

#include "strata/plot/plot_axis.h"

#include <QImage>
#include <QPointF>
#include <QString>
#include <functional>
#include <optional>
#include <string>

class QPainter;
class QRectF;

namespace strata::gui {

// An axis or colour bar title: "name [unit]" where the file states the unit, else the name.
inline QString withUnit(const QString& title, const std::string& unit) {
    return unit.empty() ? title
                        : QStringLiteral("%1 [%2]").arg(title, QString::fromStdString(unit));
}

struct FigureAxis {
    plot::AxisRange range;
    QString title; // the column's name (and unit)
};

// The colour bar beside a plot coloured by values (a colour column's mean, a density's counts).
struct ColourBar {
    double min = 0.0;
    double max = 1.0;
    QString title;
    bool logarithmic = false; // counts: ticks at 1, 10, 100, ...

    // Where a value lies along the bar, 0 at min and 1 at max (clamped); logarithmic bars place
    // log(1 + value - min), so a count of 1 is visible beside a count of a million.
    double fraction(double value) const;
};

// Everything a plot shows, independent of what it plots: the renderer draws the axes, ticks,
// titles, colour bar and caption around the content. A line, a scatter, a density, a map or
// an array's heatmap differ only in their content and overlay.
struct PlotFigure {
    FigureAxis x;
    FigureAxis y;
    std::optional<ColourBar> colourBar;
    // The plot area's pixels, one per aggregated pixel when made at the size plotArea() gives;
    // drawn stretched to the area otherwise. Transparent where nothing lies.
    QImage content;
    // Drawn over the content, clipped to the area (marked rows, a map's coastlines).
    std::function<void(QPainter& painter, const QRectF& area)> overlay;
    QString caption; // under the plot: what was drawn and what left out

    // Where data point (x, y) lies in `area` (y grows upwards in data, downwards on screen).
    QPointF pointAt(const QRectF& area, double xValue, double yValue) const;
};

} // namespace strata::gui
