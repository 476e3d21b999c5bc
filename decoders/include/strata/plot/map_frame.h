#pragma once

#include "strata/plot/plot_axis.h"

#include <cstdint>
#include <vector>

namespace strata::plot {

struct GeoPoint {
    double lon = 0.0; // degrees east
    double lat = 0.0; // degrees north
};

struct PixelPoint {
    double x = 0.0; // from the left edge
    double y = 0.0; // from the top edge
};

// The part of the Earth a map shows, in the equirectangular projection (plate carrée, as
// Panoply and Metview draw lon-lat maps): longitude and latitude map linearly onto x and y. A
// map is a scatter plot of longitude against latitude whose ranges keep a degree of either the
// same length on screen, so its aggregation is the scatter's (DensityGrid over lon and lat).
struct MapFrame {
    AxisRange lon{-180.0, 180.0};
    AxisRange lat{-90.0, 90.0};
    std::uint32_t width = 0;
    std::uint32_t height = 0;

    // The smallest frame of width x height pixels, equally many degrees per pixel both ways,
    // that shows `lon` and `lat` whole, centred on them.
    static MapFrame fitting(AxisRange lon, AxisRange lat, std::uint32_t width,
                            std::uint32_t height);
    // The whole Earth, with longitudes as the data give them: -180..180, or 0..360 when
    // `dataLonMax` lies east of 180 (files that count longitude 0..360).
    static MapFrame world(double dataLonMax, std::uint32_t width, std::uint32_t height);

    // The frame moved, and cut where it is wider than the Earth, into the longitude window and
    // -90..90: a map first shown fits its data without showing longitudes of -300. Where the
    // pixels' aspect would need more, a degree is no longer equally long both ways.
    MapFrame withinEarth() const;
    double degreesPerPixel() const;
    PixelPoint toPixel(GeoPoint point) const;
    GeoPoint toGeo(PixelPoint pixel) const;
    // The frame scaled by `factor` (< 1 zooms in) about `anchor`, which stays where it is.
    MapFrame zoomed(PixelPoint anchor, double factor) const;
    // The frame moved so that the map moves by (dx, dy) pixels.
    MapFrame panned(double dx, double dy) const;
    // The longitudes points can have in this frame: -180..180, or 0..360 for a frame centred
    // at 180 or east of it (MapFrame::world of data counted 0..360). Points are not repeated beyond
    // it, so neither are coastlines.
    AxisRange longitudeWindow() const;
    // The multiples of 360° to add to a line of longitudes lonMin..lonMax so that it shows in
    // the longitude window and the frame (GSHHG counts 0..360, Natural Earth -180..180).
    std::vector<double> wrapShifts(double lonMin, double lonMax) const;
};

// Graticule lines for a range of degrees: multiples of 1, 2 or 5 times a power of ten, or of
// 15, 30, 45 or 90 degrees for wide ranges, at most `maxLines` of them.
AxisTicks graticuleTicks(const AxisRange& degrees, int maxLines);

} // namespace strata::plot
