// Maps (issue 21, point 3): the equirectangular frame puts a lon/lat on the pixel worked out by
// hand, the lat/lon columns are found by name, and both coastline sources read: the bundled
// Natural Earth outline and GSHHG's binned netCDF file from Debian's gmt-gshhg-low.
#include "strata/format_registry.h"
#include "strata/plot/coastlines.h"
#include "strata/plot/lat_lon_columns.h"
#include "strata/plot/map_frame.h"
#include "support/corpus.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>

namespace strata::plot {
namespace {

TEST(MapFrame, APlaceLandsOnItsPixel) {
    // The whole Earth on 720 x 360 pixels: half a degree a pixel, x = (lon + 180) * 2 and
    // y = (90 - lat) * 2 from the top-left corner.
    const MapFrame frame = MapFrame::world(177.4, 720, 360);
    EXPECT_DOUBLE_EQ(frame.degreesPerPixel(), 0.5);
    const PixelPoint paris = frame.toPixel({2.35, 48.85});
    EXPECT_EQ(static_cast<int>(paris.x), 364);                      // 364.7
    EXPECT_EQ(static_cast<int>(paris.y), 82);                       // 82.3
    const PixelPoint station = frame.toPixel({-178.8937, 61.5313}); // capi_rarely_changing row 0
    EXPECT_EQ(static_cast<int>(station.x), 2);
    EXPECT_EQ(static_cast<int>(station.y), 56);
    const GeoPoint back = frame.toGeo(paris);
    EXPECT_NEAR(back.lon, 2.35, 1e-9);
    EXPECT_NEAR(back.lat, 48.85, 1e-9);
}

TEST(MapFrame, LongitudesPast180MakeAWorldFrom0To360) {
    const MapFrame frame = MapFrame::world(359.0, 720, 360);
    EXPECT_EQ(frame.lon, (AxisRange{0.0, 360.0}));
    EXPECT_EQ(static_cast<int>(frame.toPixel({181.25, 0.0}).x), 362);
    // A coastline near Greenwich shows at 0..10 and again past 360 - nothing; one at -170
    // shows moved by 360.
    EXPECT_EQ(frame.wrapShifts(0.0, 10.0), (std::vector<double>{0.0}));
    EXPECT_EQ(frame.wrapShifts(-175.0, -170.0), (std::vector<double>{360.0}));
    EXPECT_EQ(frame.wrapShifts(-10.0, 10.0), (std::vector<double>{0.0, 360.0}));
    EXPECT_EQ(frame.longitudeWindow(), (AxisRange{0.0, 360.0}));
    // A window wider than 2:1 shows more than 360 degrees, but points only once: GSHHG's
    // Europe (350..360) shows west of Greenwich, not again east of 180.
    const MapFrame wide = MapFrame::world(10.0, 1000, 300);
    EXPECT_GT(wide.lon.span(), 360.0);
    EXPECT_EQ(wide.longitudeWindow(), (AxisRange{-180.0, 180.0}));
    EXPECT_EQ(wide.wrapShifts(350.0, 360.0), (std::vector<double>{-360.0}));
    EXPECT_EQ(wide.wrapShifts(-170.0, -160.0), (std::vector<double>{0.0}));
}

TEST(MapFrame, AFrameKeepsADegreeTheSameBothWays) {
    // A square window shows the world's 360 degrees across, so 360 degrees of latitude too.
    const MapFrame square = MapFrame::world(0.0, 400, 400);
    EXPECT_DOUBLE_EQ(square.degreesPerPixel(), 0.9);
    EXPECT_EQ(square.lat, (AxisRange{-180.0, 180.0}));
    const MapFrame europe = MapFrame::fitting({-10.0, 30.0}, {35.0, 70.0}, 800, 400);
    EXPECT_DOUBLE_EQ(europe.degreesPerPixel(), 35.0 / 400);
    EXPECT_DOUBLE_EQ(europe.lon.span() / 800, europe.lat.span() / 400);
    EXPECT_DOUBLE_EQ(europe.lon.valueAt(0.5), 10.0);
}

TEST(MapFrame, AFirstFrameStaysOnTheEarth) {
    // Data over the whole Earth in a wide, low area: fitting alone spans longitudes -300..300
    // (issue 41, item 9); within the Earth, -180..180 and the latitudes it fitted.
    const MapFrame wide = MapFrame::fitting({-180.0, 180.0}, {-60.0, 80.0}, 600, 140);
    EXPECT_NEAR(wide.lon.min, -300.0, 1e-9);
    const MapFrame kept = wide.withinEarth();
    EXPECT_EQ(kept.lon, (AxisRange{-180.0, 180.0}));
    EXPECT_EQ(kept.lat, wide.lat);
    // A region near the pole in a tall area: moved down to end at 90, not cut.
    const MapFrame tall = MapFrame::fitting({10.0, 30.0}, {70.0, 88.0}, 100, 400);
    const MapFrame moved = tall.withinEarth();
    EXPECT_DOUBLE_EQ(moved.lat.max, 90.0);
    EXPECT_NEAR(moved.lat.span(), tall.lat.span(), 1e-9);
    EXPECT_EQ(moved.lon, tall.lon);
    // Data counted 0..360 stay in 0..360.
    const MapFrame east = MapFrame::fitting({0.0, 360.0}, {-90.0, 90.0}, 800, 100).withinEarth();
    EXPECT_EQ(east.lon, (AxisRange{0.0, 360.0}));
}

TEST(MapFrame, ZoomKeepsTheAnchorAndPanMovesTheMapWithTheMouse) {
    const MapFrame frame = MapFrame::world(0.0, 720, 360);
    const PixelPoint anchor{364.7, 82.3};
    const MapFrame zoomed = frame.zoomed(anchor, 0.25);
    EXPECT_DOUBLE_EQ(zoomed.degreesPerPixel(), 0.125);
    const GeoPoint there = zoomed.toGeo(anchor);
    EXPECT_NEAR(there.lon, 2.35, 1e-9);
    EXPECT_NEAR(there.lat, 48.85, 1e-9);
    // Dragging 10 pixels right and 20 down: what was under the mouse follows it.
    const MapFrame panned = frame.panned(10.0, 20.0);
    const PixelPoint moved = panned.toPixel({2.35, 48.85});
    EXPECT_NEAR(moved.x, 374.7, 1e-9);
    EXPECT_NEAR(moved.y, 102.3, 1e-9);
}

TEST(MapFrame, GraticuleLinesAreRoundDegrees) {
    const AxisTicks world = graticuleTicks({-180.0, 180.0}, 12);
    EXPECT_EQ(world.step, 30.0);
    EXPECT_EQ(world.values.size(), 13u);
    EXPECT_EQ(world.values.front(), -180.0);
    EXPECT_EQ(graticuleTicks({-90.0, 90.0}, 8).step, 30.0);
    EXPECT_EQ(graticuleTicks({40.0, 52.0}, 6).step, 2.0);
}

std::vector<Column> columnsNamed(std::vector<std::string> names) {
    std::vector<Column> columns;
    for (auto& name : names) {
        columns.push_back({std::move(name), LogicalType::Float64, {}, {}});
    }
    return columns;
}

TEST(LatLonColumns, FoundByNameAnyCaseWithOrWithoutATable) {
    auto found =
        findLatLonColumns(columnsNamed({"seqno@hdr", "lat@hdr", "lon@hdr", "obsvalue@body"}));
    ASSERT_TRUE(found);
    EXPECT_EQ(found->lat, 1u);
    EXPECT_EQ(found->lon, 2u);
    found = findLatLonColumns(columnsNamed({"LONGITUDE", "Latitude"}));
    ASSERT_TRUE(found);
    EXPECT_EQ(found->lat, 1u);
    EXPECT_EQ(found->lon, 0u);
    // The longitude of the latitude's table.
    found = findLatLonColumns(columnsNamed({"lat@body", "lon@hdr", "lon@body"}));
    ASSERT_TRUE(found);
    EXPECT_EQ(found->lon, 2u);
    EXPECT_FALSE(findLatLonColumns(columnsNamed({"lat", "latency", "along"})));
    EXPECT_FALSE(findLatLonColumns(columnsNamed({"plate", "colon"})));
    auto text = columnsNamed({"lat", "lon"});
    text[0].type = LogicalType::String;
    EXPECT_FALSE(findLatLonColumns(text)) << "a text column is no coordinate";
}

TEST(LatLonColumns, AnOdb2ObservationFileHasThem) {
    const Document document = openFile(test::corpusPath("odb2/odb/capi_rarely_changing.odb"));
    const auto& columns = document.tables.at(0)->columns();
    const auto found = findLatLonColumns(columns);
    ASSERT_TRUE(found);
    EXPECT_EQ(columns[found->lat].name, "lat@hdr");
    EXPECT_EQ(columns[found->lon].name, "lon@hdr");
}

// The distance in degrees from `place` to the nearest coastline point (GSHHG counts longitude
// 0..360).
double nearestPoint(const Coastlines& coastlines, GeoPoint place) {
    double nearest = 1e9;
    for (const auto& line : coastlines.lines) {
        for (const GeoPoint& point : line) {
            const double east = std::fmod(std::abs(point.lon - place.lon), 360.0);
            nearest =
                std::min(nearest, std::hypot(std::min(east, 360.0 - east), point.lat - place.lat));
        }
    }
    return nearest;
}

void expectEarthlike(const Coastlines& coastlines, double near) {
    for (const auto& line : coastlines.lines) {
        ASSERT_GE(line.size(), 2u);
        for (const GeoPoint& point : line) {
            ASSERT_GE(point.lon, -180.0);
            ASSERT_LE(point.lon, 360.0);
            ASSERT_GE(point.lat, -90.0);
            ASSERT_LE(point.lat, 90.0);
        }
    }
    // Cape Agulhas and Cabo da Roca lie on coasts; the middle of the Libyan desert and of the
    // Pacific lie far from any.
    EXPECT_LT(nearestPoint(coastlines, {20.0, -34.83}), near);
    EXPECT_LT(nearestPoint(coastlines, {-9.5, 38.78}), near);
    EXPECT_GT(nearestPoint(coastlines, {22.0, 24.0}), 5.0);
    EXPECT_GT(nearestPoint(coastlines, {-140.0, 0.0}), 5.0);
}

TEST(Coastlines, TheBundledOutlineIsNaturalEarths) {
    const Coastlines& coastlines = bundledCoastlines();
    // resources/coastlines/README.md: 134 lines, 3,518 points.
    EXPECT_EQ(coastlines.lines.size(), 134u);
    std::size_t points = 0;
    for (const auto& line : coastlines.lines) {
        points += line.size();
    }
    EXPECT_EQ(points, 3518u);
    expectEarthlike(coastlines, 1.0);
}

TEST(Coastlines, TextLinesOfFewerThanTwoReadablePointsAreLeftOut) {
    const Coastlines read =
        parseCoastlineText("# comment\n1,2 3,4\n5,6\nx,1 2,y\n\n7.5,-8 9,10 11,12", "test");
    ASSERT_EQ(read.lines.size(), 2u);
    EXPECT_EQ(read.lines[1].size(), 3u);
    EXPECT_EQ(read.lines[1][0].lon, 7.5);
    EXPECT_EQ(read.lines[1][0].lat, -8.0);
    EXPECT_EQ(read.origin, "test");
}

TEST(Coastlines, GshhgsBinnedShorelinesRead) {
    // scripts/debian-packages.txt installs gmt-gshhg-low; its header (ncdump -h): 648 bins,
    // 12,326 segments, 96,280 points.
    std::string error;
    const auto coastlines = readGshhgCoastlines(std::string(gshhgLowPath), error);
    ASSERT_TRUE(coastlines) << error;
    // Levels 1 and 2 (land and lake shores): 6,858 and 4,702 segments.
    EXPECT_EQ(coastlines->lines.size(), 6858u + 4702u);
    expectEarthlike(*coastlines, 0.3);
    EXPECT_EQ(coastlines->source, CoastlineSource::Gshhg);
    EXPECT_EQ(defaultCoastlines().source, CoastlineSource::Gshhg);
    EXPECT_EQ(bundledCoastlines().source, CoastlineSource::Bundled);
}

TEST(Coastlines, AFileThatIsNoGshhgSetIsRefused) {
    std::string error;
    EXPECT_FALSE(readGshhgCoastlines("/nonexistent/binned_GSHHS_l.nc", error));
    EXPECT_NE(error.find("/nonexistent/binned_GSHHS_l.nc"), std::string::npos);
    const auto path = std::filesystem::temp_directory_path() / "strata-not-netcdf.nc";
    std::ofstream(path) << "CDF\x01 but nothing after";
    error.clear();
    EXPECT_FALSE(readGshhgCoastlines(path.string(), error));
    EXPECT_FALSE(error.empty());
    std::filesystem::remove(path);
}

} // namespace
} // namespace strata::plot
