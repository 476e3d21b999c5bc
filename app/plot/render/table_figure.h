#pragma once

#include "plot/render/plot_figure.h"
#include "strata/plot/table_plot.h"
#include "strata/table.h"

#include <QLocale>

namespace strata::gui {

// The figure of a table's plot: axis titles from the column names ("Row" for row numbers), a
// colour bar for a coloured scatter (the colour column's range) or a density (counts), the
// content made from the aggregate, and a caption counting the points drawn and those left out
// because a value is missing, numbers written for `locale`.
PlotFigure tableFigure(const Table& table, const plot::PlotRequest& request,
                       const plot::PlotAggregate& aggregate, const QLocale& locale);

// A line's y range once aggregated: its points' smallest to largest y, with a twentieth of
// their span to spare above and below.
plot::AxisRange lineYRange(const plot::LineAggregate& line);

// The request's pixel size set to the plot area of a picture of `size`, as `tableFigure` lays
// it out with `font` (one aggregated pixel per pixel).
void sizeRequestFor(const Table& table, plot::PlotRequest& request, const QSize& size,
                    const QFont& font);

} // namespace strata::gui
