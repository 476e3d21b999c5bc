#include "plot/render/map_figure.h"

#include "plot/render/table_figure.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace strata::gui {

namespace {

const QColor coastColour(0x70, 0x70, 0x70);
// Beyond the poles and the longitude window: a map keeps a degree as long both ways, so a
// window of another shape shows more than 180 degrees of latitude or 360 of longitude.
const QColor offEarthColour(0xf2, 0xf2, 0xf2);

// A coastline as a painter path in data coordinates (longitude shifted by `shift`).
void addLine(QPainterPath& path, const std::vector<plot::GeoPoint>& line, double shift) {
    path.moveTo(line.front().lon + shift, line.front().lat);
    for (std::size_t i = 1; i < line.size(); ++i) {
        path.lineTo(line[i].lon + shift, line[i].lat);
    }
}

// The part of `range` in `bounds` (all of `bounds` when they do not meet).
plot::AxisRange within(const plot::AxisRange& range, const plot::AxisRange& bounds) {
    const plot::AxisRange part{std::max(range.min, bounds.min), std::min(range.max, bounds.max)};
    return part.span() > 0.0 ? part : bounds;
}

} // namespace

plot::PlotRequest mapRequest(const plot::LatLonColumns& columns, std::optional<std::size_t> colour,
                             const plot::MapFrame& frame) {
    plot::PlotRequest request;
    request.kind = plot::PlotKind::Scatter;
    request.xColumn = columns.lon;
    request.yColumn = columns.lat;
    request.colourColumn = colour;
    request.x = frame.lon;
    request.y = frame.lat;
    request.width = frame.width;
    request.height = frame.height;
    return request;
}

plot::MapFrame mapFrameFor(const Table& table, const plot::PlotRequest& request,
                           std::optional<plot::MapFrame> wanted, const QSize& size,
                           const QFont& font, const JobControl& control) {
    const bool first = !wanted; // the frame shown first, not one the user zoomed or panned
    if (!wanted) {
        // Files that count longitude 0..360 get a world of 0..360 (stored bounds or a scan).
        const plot::ValueRange lon = plot::columnRange(table, *request.xColumn, control);
        const plot::ValueRange lat = plot::columnRange(table, request.yColumn, control);
        wanted = plot::MapFrame::world(lon.max, 360, 180); // a degree a pixel
        if (std::isfinite(lon.min) && std::isfinite(lat.min)) {
            // The points' extent: a map of a region shows the region, not the whole Earth.
            wanted->lon = within(plot::fittedRange(lon), wanted->lon);
            wanted->lat = within(plot::fittedRange(lat), wanted->lat);
        }
    }
    // The plot area depends on the tick texts, which depend on the ranges: lay it out for the
    // frame of the first estimate again.
    plot::PlotRequest sized = request;
    plot::MapFrame frame = *wanted;
    for (int pass = 0; pass < 2; ++pass) {
        sized.x = frame.lon;
        sized.y = frame.lat;
        sizeRequestFor(table, sized, size, font);
        frame = plot::MapFrame::fitting(wanted->lon, wanted->lat, sized.width, sized.height);
        if (first) {
            frame = frame.withinEarth();
        }
    }
    return frame;
}

PlotFigure mapFigure(const Table& table, const plot::PlotRequest& request,
                     const plot::PlotAggregate& aggregate, const plot::Coastlines& coastlines,
                     const QLocale& locale) {
    PlotFigure figure = tableFigure(table, request, aggregate, locale);
    const plot::MapFrame frame{request.x, request.y, request.width, request.height};
    auto path = std::make_shared<QPainterPath>();
    for (const auto& line : coastlines.lines) {
        const auto [west, east] = std::minmax_element(
            line.begin(), line.end(),
            [](const plot::GeoPoint& a, const plot::GeoPoint& b) { return a.lon < b.lon; });
        for (const double shift : frame.wrapShifts(west->lon, east->lon)) {
            addLine(*path, line, shift);
        }
    }
    PlotFigure axes; // the overlay's own copy of the axes, not of the content
    axes.x = figure.x;
    axes.y = figure.y;
    const plot::AxisRange window = frame.longitudeWindow();
    figure.overlay = [path, axes, window](QPainter& painter, const QRectF& area) {
        // Data coordinates to the area's pixels: longitude right, latitude up.
        const QPointF origin = axes.pointAt(area, 0.0, 0.0);
        const QPointF east = axes.pointAt(area, 1.0, 0.0);
        const QPointF north = axes.pointAt(area, 0.0, 1.0);
        painter.save();
        painter.setTransform(QTransform(east.x() - origin.x(), 0.0, 0.0, north.y() - origin.y(),
                                        origin.x(), origin.y()),
                             true);
        const plot::AxisRange lon = axes.x.range;
        const plot::AxisRange lat = axes.y.range;
        QPainterPath earth;
        earth.addRect(QRectF(window.min, -90.0, window.span(), 180.0));
        QPainterPath shown;
        shown.addRect(QRectF(lon.min, lat.min, lon.span(), lat.span()));
        painter.fillPath(shown.subtracted(earth), offEarthColour);
        painter.setClipPath(earth, Qt::IntersectClip);
        QPen pen(coastColour, 1.0);
        pen.setCosmetic(true); // one pixel wide at any zoom
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(*path);
        painter.restore();
    };
    const QString origin =
        coastlines.source == plot::CoastlineSource::Gshhg
            ? QCoreApplication::translate("strata::gui::PlotFigure", "GSHHG coastlines")
            : QCoreApplication::translate("strata::gui::PlotFigure",
                                          "Natural Earth coastlines (bundled)");
    figure.caption += QStringLiteral(" · ") + origin;
    return figure;
}

} // namespace strata::gui
