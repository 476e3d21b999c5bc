#include "strata/plot/map_frame.h"

#include <algorithm>
#include <cmath>

namespace strata::plot {

MapFrame MapFrame::fitting(AxisRange lon, AxisRange lat, std::uint32_t width,
                           std::uint32_t height) {
    MapFrame frame;
    frame.width = std::max<std::uint32_t>(width, 1);
    frame.height = std::max<std::uint32_t>(height, 1);
    const double perPixel = std::max(lon.span() / frame.width, lat.span() / frame.height);
    const double lonCentre = lon.valueAt(0.5);
    const double latCentre = lat.valueAt(0.5);
    const double halfWidth = perPixel * frame.width / 2.0;
    const double halfHeight = perPixel * frame.height / 2.0;
    frame.lon = {lonCentre - halfWidth, lonCentre + halfWidth};
    frame.lat = {latCentre - halfHeight, latCentre + halfHeight};
    return frame;
}

MapFrame MapFrame::world(double dataLonMax, std::uint32_t width, std::uint32_t height) {
    const AxisRange lon = dataLonMax > 180.0 ? AxisRange{0.0, 360.0} : AxisRange{-180.0, 180.0};
    return fitting(lon, {-90.0, 90.0}, width, height);
}

namespace {

// `range` moved inside `bounds`, or `bounds` when it is as wide or wider.
AxisRange movedInto(AxisRange range, AxisRange bounds) {
    if (range.span() >= bounds.span()) {
        return bounds;
    }
    const double shift = range.min < bounds.min   ? bounds.min - range.min
                         : range.max > bounds.max ? bounds.max - range.max
                                                  : 0.0;
    return {range.min + shift, range.max + shift};
}

} // namespace

MapFrame MapFrame::withinEarth() const {
    MapFrame frame = *this;
    frame.lon = movedInto(lon, longitudeWindow());
    frame.lat = movedInto(lat, {-90.0, 90.0});
    return frame;
}

double MapFrame::degreesPerPixel() const {
    return lon.span() / std::max<std::uint32_t>(width, 1);
}

PixelPoint MapFrame::toPixel(GeoPoint point) const {
    return {lon.fraction(point.lon) * width, (1.0 - lat.fraction(point.lat)) * height};
}

GeoPoint MapFrame::toGeo(PixelPoint pixel) const {
    return {lon.valueAt(pixel.x / std::max<std::uint32_t>(width, 1)),
            lat.valueAt(1.0 - pixel.y / std::max<std::uint32_t>(height, 1))};
}

MapFrame MapFrame::zoomed(PixelPoint anchor, double factor) const {
    MapFrame frame = *this;
    frame.lon = lon.zoomed(anchor.x / std::max<std::uint32_t>(width, 1), factor);
    frame.lat = lat.zoomed(1.0 - anchor.y / std::max<std::uint32_t>(height, 1), factor);
    // Both ranges refuse to zoom past the same depth only together: keep the scale equal.
    if (frame.lon == lon || frame.lat == lat) {
        return *this;
    }
    return frame;
}

MapFrame MapFrame::panned(double dx, double dy) const {
    MapFrame frame = *this;
    frame.lon = lon.panned(-dx / std::max<std::uint32_t>(width, 1));
    frame.lat = lat.panned(dy / std::max<std::uint32_t>(height, 1));
    return frame;
}

AxisRange MapFrame::longitudeWindow() const {
    return lon.valueAt(0.5) >= 180.0 ? AxisRange{0.0, 360.0} : AxisRange{-180.0, 180.0};
}

std::vector<double> MapFrame::wrapShifts(double lonMin, double lonMax) const {
    const AxisRange window = longitudeWindow();
    const double west = std::max(window.min, lon.min);
    const double east = std::min(window.max, lon.max);
    std::vector<double> shifts;
    for (const double shift : {-360.0, 0.0, 360.0}) {
        if (lonMax + shift > west && lonMin + shift < east) {
            shifts.push_back(shift);
        }
    }
    return shifts;
}

AxisTicks graticuleTicks(const AxisRange& degrees, int maxLines) {
    const double rough = degrees.span() / std::max(1, maxLines);
    if (!(rough > 10.0) || !std::isfinite(rough)) {
        return niceTicks(degrees, maxLines);
    }
    AxisTicks ticks;
    ticks.step = 180.0;
    for (const double step : {15.0, 30.0, 45.0, 90.0}) {
        if (step >= rough) {
            ticks.step = step;
            break;
        }
    }
    for (double k = std::ceil(degrees.min / ticks.step); k * ticks.step <= degrees.max; k += 1.0) {
        ticks.values.push_back(k * ticks.step == 0.0 ? 0.0 : k * ticks.step);
    }
    return ticks;
}

} // namespace strata::plot
