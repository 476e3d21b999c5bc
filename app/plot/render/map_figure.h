#pragma once

#include "plot/render/plot_figure.h"
#include "strata/plot/coastlines.h"
#include "strata/plot/lat_lon_columns.h"
#include "strata/plot/table_plot.h"
#include "strata/table.h"

#include <QFont>
#include <QLocale>
#include <QSize>
#include <optional>

namespace strata::gui {

// A map is a coloured scatter of latitude against longitude (issue 21, point 3): the same
// aggregation (a DensityGrid, each pixel the mean of the colour column), over a MapFrame that
// keeps a degree the same length both ways, with coastlines and the graticule drawn over it.

// The request for a map of `columns` coloured by `colour` (or in one colour) showing `frame`,
// whose pixel size is the request's.
plot::PlotRequest mapRequest(const plot::LatLonColumns& columns, std::optional<std::size_t> colour,
                             const plot::MapFrame& frame);

// The frame to aggregate for a picture of `size`: `wanted` (when nullopt, the extent of the
// table's points with a margin, within the Earth in the longitudes its lon column uses)
// stretched to the plot area's shape.
plot::MapFrame mapFrameFor(const Table& table, const plot::PlotRequest& request,
                           std::optional<plot::MapFrame> wanted, const QSize& size,
                           const QFont& font, const JobControl& control);

// The map's figure: the table's figure of the request (axes titled by the columns, the colour
// bar, the caption), the coastlines over the points in grey and their origin in the caption.
PlotFigure mapFigure(const Table& table, const plot::PlotRequest& request,
                     const plot::PlotAggregate& aggregate, const plot::Coastlines& coastlines,
                     const QLocale& locale);

} // namespace strata::gui
