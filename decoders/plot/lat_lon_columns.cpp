#include "strata/plot/lat_lon_columns.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>

namespace strata::plot {
namespace {

enum class Axis { None, Lat, Lon };

// The name before an ODB-2 table suffix ("lat@hdr": "lat"), lower case, and the suffix.
std::pair<std::string, std::string_view> splitName(std::string_view name) {
    const std::size_t at = name.find('@');
    const std::string_view base = name.substr(0, at);
    std::string lower(base.size(), ' ');
    std::transform(base.begin(), base.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return {lower, at == std::string_view::npos ? std::string_view() : name.substr(at)};
}

Axis axisOf(const Column& column) {
    if (!isIntegral(column.type) && !isFloating(column.type)) {
        return Axis::None;
    }
    const std::string base = splitName(column.name).first;
    if (base == "lat" || base == "latitude") {
        return Axis::Lat;
    }
    if (base == "lon" || base == "long" || base == "longitude") {
        return Axis::Lon;
    }
    return Axis::None;
}

} // namespace

std::optional<LatLonColumns> findLatLonColumns(const std::vector<Column>& columns) {
    std::optional<std::size_t> lat;
    for (std::size_t c = 0; c < columns.size() && !lat; ++c) {
        if (axisOf(columns[c]) == Axis::Lat) {
            lat = c;
        }
    }
    if (!lat) {
        return std::nullopt;
    }
    const std::string_view latSuffix = splitName(columns[*lat].name).second;
    std::optional<std::size_t> lon;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        if (axisOf(columns[c]) != Axis::Lon) {
            continue;
        }
        if (splitName(columns[c].name).second == latSuffix) {
            lon = c;
            break;
        }
        if (!lon) {
            lon = c;
        }
    }
    if (!lon) {
        return std::nullopt;
    }
    return LatLonColumns{*lat, *lon};
}

} // namespace strata::plot
