#pragma once

#include "strata/plot/map_frame.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace strata::plot {

enum class CoastlineSource { Bundled, Gshhg };

struct Coastlines {
    std::vector<std::vector<GeoPoint>> lines; // polylines, longitudes in -180..360
    CoastlineSource source = CoastlineSource::Bundled;
    std::string origin; // what was read: "GSHHG (path)", "Natural Earth 1:110m (bundled)"
};

// Where Debian's gmt-gshhg-low installs GSHHG's low-resolution binned shorelines.
inline constexpr std::string_view gshhgLowPath = "/usr/share/gmt-gshhg/binned_GSHHS_l.nc";

// Reads GSHHG's binned shorelines (GMT's netCDF files, read with the netCDF library): the
// shores of land against ocean (level 1) and of lakes (level 2). nullopt, with `error` set,
// when the file cannot be read or does not hold a consistent binned set.
std::optional<Coastlines> readGshhgCoastlines(const std::string& path, std::string& error);

// Coastlines in the bundled text format (resources/coastlines/README.md).
Coastlines parseCoastlineText(std::string_view text, std::string origin);

// Natural Earth's 1:110m coastlines, simplified, compiled in (resources/coastlines/).
const Coastlines& bundledCoastlines();

// The installed GSHHG coastlines (gshhgLowPath) when they read, else the bundled ones; read
// once.
const Coastlines& defaultCoastlines();

} // namespace strata::plot
