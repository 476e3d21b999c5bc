#pragma once

#include "strata/table.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace strata::plot {

struct LatLonColumns {
    std::size_t lat = 0;
    std::size_t lon = 0;
};

// The latitude and longitude columns of a table, by name: lat or latitude, lon, long or
// longitude, any case, with or without an ODB-2 table suffix (lat@hdr, lon@hdr); numeric
// columns only. Where several match, a longitude with the latitude's suffix is preferred.
std::optional<LatLonColumns> findLatLonColumns(const std::vector<Column>& columns);

} // namespace strata::plot
