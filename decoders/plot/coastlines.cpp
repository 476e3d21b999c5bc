#include "strata/plot/coastlines.h"

#include <charconv>
#include <cstdint>
#include <netcdf.h>

namespace strata::plot {

// The bundled outline's text (bundled_coastline_text.cpp.in, made from resources/coastlines/).
extern const std::string_view bundledCoastlineText;

namespace {

// A GSHHG file holds 96,280 points at low resolution and about 11 M at full: past this it is
// no coastline set.
constexpr std::size_t maxGshhgPoints = std::size_t{1} << 26;

// GSHHG's shore levels (GSHHG README): 1 land against ocean, 2 lake, 3 island in a lake,
// 4 pond; 5 and 6 are Antarctica's ice front and grounding line.
constexpr unsigned landLevel = 1;
constexpr unsigned lakeLevel = 2;

class NetcdfFile {
public:
    explicit NetcdfFile(const std::string& path) {
        m_status = nc_open(path.c_str(), NC_NOWRITE, &m_id);
    }
    ~NetcdfFile() {
        if (m_status == NC_NOERR) {
            nc_close(m_id);
        }
    }
    NetcdfFile(const NetcdfFile&) = delete;
    NetcdfFile& operator=(const NetcdfFile&) = delete;

    bool open() const { return m_status == NC_NOERR; }
    std::string openError() const { return nc_strerror(m_status); }

    // A one-dimensional variable's values, or nullopt (and `error`) when it is missing, has
    // more dimensions or more than `limit` values.
    template <typename T>
    std::optional<std::vector<T>> read(const char* name, std::size_t limit, std::string& error) {
        int variable = 0;
        int dimensions = 0;
        int dimension = 0;
        std::size_t length = 0;
        if (nc_inq_varid(m_id, name, &variable) != NC_NOERR ||
            nc_inq_varndims(m_id, variable, &dimensions) != NC_NOERR || dimensions != 1 ||
            nc_inq_vardimid(m_id, variable, &dimension) != NC_NOERR ||
            nc_inq_dimlen(m_id, dimension, &length) != NC_NOERR || length > limit) {
            error = std::string("no usable variable ") + name;
            return std::nullopt;
        }
        std::vector<T> values(length);
        int status = NC_NOERR;
        if constexpr (std::is_same_v<T, short>) {
            status = nc_get_var_short(m_id, variable, values.data());
        } else {
            status = nc_get_var_int(m_id, variable, values.data());
        }
        if (status != NC_NOERR) {
            error = std::string(name) + ": " + nc_strerror(status);
            return std::nullopt;
        }
        return values;
    }

private:
    int m_id = -1;
    int m_status = NC_NOERR;
};

bool parseNumber(std::string_view text, double& value) {
    const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    return result.ec == std::errc() && result.ptr == text.data() + text.size();
}

} // namespace

std::optional<Coastlines> readGshhgCoastlines(const std::string& path, std::string& error) {
    NetcdfFile file(path);
    if (!file.open()) {
        error = path + ": " + file.openError();
        return std::nullopt;
    }
    const auto binMinutes = file.read<int>("Bin_size_in_minutes", 1, error);
    const auto binsAcross = file.read<int>("N_bins_in_360_longitude_range", 1, error);
    const auto firstSegment = file.read<int>("Id_of_first_segment_in_a_bin", maxGshhgPoints, error);
    const auto segmentCount = file.read<short>("N_segments_in_a_bin", maxGshhgPoints, error);
    const auto segmentInfo =
        file.read<int>("Embedded_npts_levels_exit_entry_for_a_segment", maxGshhgPoints, error);
    const auto firstPoint = file.read<int>("Id_of_first_point_in_a_segment", maxGshhgPoints, error);
    const auto dx =
        file.read<short>("Relative_longitude_from_SW_corner_of_bin", maxGshhgPoints, error);
    const auto dy =
        file.read<short>("Relative_latitude_from_SW_corner_of_bin", maxGshhgPoints, error);
    if (!binMinutes || !binsAcross || !firstSegment || !segmentCount || !segmentInfo ||
        !firstPoint || !dx || !dy) {
        error = path + ": " + error;
        return std::nullopt;
    }
    const int minutes = binMinutes->at(0);
    const int across = binsAcross->at(0);
    if (minutes <= 0 || across <= 0 || static_cast<long>(minutes) * across != 360 * 60 ||
        firstSegment->size() != segmentCount->size() || segmentInfo->size() != firstPoint->size() ||
        dx->size() != dy->size()) {
        error = path + ": the bins, segments and points do not fit together";
        return std::nullopt;
    }
    // GMT's binned layout (gmt_shore.c): bins of `minutes` in rows from the north, each listing
    // its segments; a segment packs its point count (bits 9 and up) and level (bits 6-8); its
    // points are unsigned 16-bit steps of bin/65535 from the bin's south-west corner.
    Coastlines coastlines;
    coastlines.source = CoastlineSource::Gshhg;
    coastlines.origin = "GSHHG (" + path + ")";
    const double binDegrees = minutes / 60.0;
    const double scale = binDegrees / 65535.0;
    for (std::size_t bin = 0; bin < firstSegment->size(); ++bin) {
        const double west = static_cast<double>(bin % across) * binDegrees;
        const double south = 90.0 - static_cast<double>(bin / across + 1) * binDegrees;
        const auto first = static_cast<std::size_t>(std::max(0, (*firstSegment)[bin]));
        const auto count = static_cast<std::size_t>(std::max<short>(0, (*segmentCount)[bin]));
        for (std::size_t s = first; s < first + count && s < segmentInfo->size(); ++s) {
            const auto info = static_cast<std::uint32_t>((*segmentInfo)[s]);
            const unsigned level = (info >> 6) & 7;
            const std::size_t points = info >> 9;
            const auto start = static_cast<std::size_t>(std::max(0, (*firstPoint)[s]));
            if ((level != landLevel && level != lakeLevel) || points < 2 ||
                start + points > dx->size()) {
                continue;
            }
            std::vector<GeoPoint> line;
            line.reserve(points);
            for (std::size_t p = start; p < start + points; ++p) {
                line.push_back({west + static_cast<std::uint16_t>((*dx)[p]) * scale,
                                south + static_cast<std::uint16_t>((*dy)[p]) * scale});
            }
            coastlines.lines.push_back(std::move(line));
        }
    }
    return coastlines;
}

Coastlines parseCoastlineText(std::string_view text, std::string origin) {
    Coastlines coastlines;
    coastlines.origin = std::move(origin);
    while (!text.empty()) {
        const std::size_t end = std::min(text.find('\n'), text.size());
        std::string_view line = text.substr(0, end);
        text.remove_prefix(std::min(end + 1, text.size()));
        if (line.empty() || line.front() == '#') {
            continue;
        }
        std::vector<GeoPoint> points;
        while (!line.empty()) {
            const std::size_t space = std::min(line.find(' '), line.size());
            const std::string_view pair = line.substr(0, space);
            line.remove_prefix(std::min(space + 1, line.size()));
            const std::size_t comma = pair.find(',');
            GeoPoint point;
            if (comma != std::string_view::npos && parseNumber(pair.substr(0, comma), point.lon) &&
                parseNumber(pair.substr(comma + 1), point.lat)) {
                points.push_back(point);
            }
        }
        if (points.size() >= 2) {
            coastlines.lines.push_back(std::move(points));
        }
    }
    return coastlines;
}

const Coastlines& bundledCoastlines() {
    static const Coastlines coastlines =
        parseCoastlineText(bundledCoastlineText, "Natural Earth 1:110m (bundled)");
    return coastlines;
}

const Coastlines& defaultCoastlines() {
    static const Coastlines coastlines = [] {
        std::string error;
        if (auto gshhg = readGshhgCoastlines(std::string(gshhgLowPath), error)) {
            return std::move(*gshhg);
        }
        return bundledCoastlines();
    }();
    return coastlines;
}

} // namespace strata::plot
