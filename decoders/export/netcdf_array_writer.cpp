#include "strata/netcdf_array_writer.h"

#include "strata/file_output.h"

#include <algorithm>
#include <netcdf.h>
#include <numeric>
#include <optional>

namespace strata {
namespace {

constexpr int deflateLevel = 1;

// NetCDF's type for a NumPy dtype's kind and size ("<f8": 'f', 8).
struct TypeOf {
    char kind;
    std::size_t size;
    nc_type type;
};
constexpr TypeOf types[] = {
    {'f', 4, NC_FLOAT}, {'f', 8, NC_DOUBLE}, {'i', 1, NC_BYTE},  {'i', 2, NC_SHORT},
    {'i', 4, NC_INT},   {'i', 8, NC_INT64},  {'u', 1, NC_UBYTE}, {'u', 2, NC_USHORT},
    {'u', 4, NC_UINT},  {'u', 8, NC_UINT64}, {'b', 1, NC_UBYTE},
};

// The dtype's byte order ('<', '>', '|' or '='), kind and size, when it is a plain one.
struct PlainDtype {
    char order = '<';
    char kind = 0;
    std::size_t size = 0;
};

std::optional<PlainDtype> plainDtype(const std::string& dtype) {
    if (dtype.size() < 3 || std::string_view("<>|=").find(dtype[0]) == std::string_view::npos) {
        return std::nullopt;
    }
    const std::string digits = dtype.substr(2);
    if (digits.empty() || !std::all_of(digits.begin(), digits.end(), ::isdigit) ||
        digits.size() > 2) {
        return std::nullopt;
    }
    return PlainDtype{dtype[0], dtype[1], static_cast<std::size_t>(std::stoul(digits))};
}

std::optional<nc_type> netcdfType(const std::string& dtype) {
    const auto plain = plainDtype(dtype);
    if (!plain) {
        return std::nullopt;
    }
    for (const TypeOf& entry : types) {
        if (entry.kind == plain->kind && entry.size == plain->size) {
            return entry.type;
        }
    }
    return std::nullopt;
}

std::uint64_t product(std::span<const std::uint64_t> extents) {
    return std::accumulate(extents.begin(), extents.end(), std::uint64_t{1}, std::multiplies<>());
}

// libnetcdf's outcome, kept as the first error.
struct Status {
    std::string error;
    bool check(int status, std::string_view what) {
        if (status != NC_NOERR && error.empty()) {
            error = std::string(what) + ": " + nc_strerror(status);
        }
        return status == NC_NOERR;
    }
};

} // namespace

std::string netcdfArrayProblem(const std::string& dtype) {
    return netcdfType(dtype) ? std::string()
                             : "NetCDF has no variable type for items of dtype '" + dtype +
                                   "' (integers and floats of 1 to 8 bytes only)";
}

ArrayFileResult writeNetcdfArrayFile(ArrayItemsSource& array, const std::string& path,
                                     const TableFileSource& source, const JobControl& control) {
    ArrayFileResult result;
    FileOutput file(path, FileOutput::Mode::NameOnly);
    Status status;
    int id = -1;
    if (!status.check(nc_create(file.temporaryPath().c_str(), NC_NETCDF4 | NC_CLOBBER, &id),
                      "create")) {
        file.fail(status.error);
        file.commit();
        result.error = file.error();
        return result;
    }
    const std::vector<std::uint64_t>& shape = array.shape();
    const std::size_t n = shape.size();
    const auto putText = [&](const char* name, const std::string& text) {
        return status.check(nc_put_att_text(id, NC_GLOBAL, name, text.size(), text.data()), name);
    };
    std::vector<int> dimensions(n);
    for (std::size_t d = 0; d < n && status.error.empty(); ++d) {
        status.check(nc_def_dim(id, ("dim_" + std::to_string(d)).c_str(), shape[d], &dimensions[d]),
                     "dimension");
    }
    int variable = -1;
    const nc_type type = netcdfType(array.dtype()).value_or(NC_UBYTE);
    std::vector<std::size_t> chunk(array.chunkshape().begin(), array.chunkshape().end());
    const bool defined =
        status.error.empty() && putText("source", source.file) &&
        putText("source_format", source.format) && putText("source_dtype", array.dtype()) &&
        putText("history", "written by " + source.writer) &&
        status.check(
            nc_def_var(id, "values", type, static_cast<int>(n), dimensions.data(), &variable),
            "variable") &&
        (n == 0 || product(shape) == 0 ||
         (status.check(nc_def_var_chunking(id, variable, NC_CHUNKED, chunk.data()), "chunking") &&
          status.check(nc_def_var_deflate(id, variable, 1, 1, deflateLevel), "deflate"))) &&
        status.check(nc_enddef(id), "end of definitions");
    bool complete = true;
    if (defined) {
        const bool swapped = plainDtype(array.dtype())->order == '>';
        const std::size_t itemsize = array.itemsize();
        std::vector<std::byte> items;
        std::uint64_t done = 0;
        const std::uint64_t total = product(shape);
        // One chunk of the array at a time, the chunks in C order over their grid.
        std::vector<std::uint64_t> grid(n);
        for (std::size_t d = 0; d < n; ++d) {
            grid[d] = (shape[d] + chunk[d] - 1) / std::max<std::uint64_t>(chunk[d], 1);
        }
        complete = forEachCOrderBox(
            grid, 1, [&](std::span<const std::uint64_t> at, std::span<const std::uint64_t>) {
                std::vector<std::size_t> start(n);
                std::vector<std::size_t> count(n);
                std::vector<std::uint64_t> origin(n);
                std::vector<std::uint64_t> extent(n);
                for (std::size_t d = 0; d < n; ++d) {
                    origin[d] = at[d] * chunk[d];
                    extent[d] = std::min<std::uint64_t>(chunk[d], shape[d] - origin[d]);
                    start[d] = origin[d];
                    count[d] = extent[d];
                }
                items.resize(product(extent) * itemsize);
                array.readBox(origin, extent, items.data(), result.diagnostics);
                if (swapped) {
                    for (std::size_t i = 0; i + itemsize <= items.size(); i += itemsize) {
                        std::reverse(items.begin() + static_cast<std::ptrdiff_t>(i),
                                     items.begin() + static_cast<std::ptrdiff_t>(i + itemsize));
                    }
                }
                if (!status.check(
                        nc_put_vara(id, variable, start.data(), count.data(), items.data()),
                        "values")) {
                    return false;
                }
                done += product(extent);
                control.report(done, total);
                return !control.cancelled();
            });
        result.items = done;
    }
    status.check(nc_close(id), "close");
    if (!status.error.empty()) {
        file.fail(status.error);
    }
    result.cancelled = !complete && status.error.empty();
    result.written = !result.cancelled && file.commit();
    if (!result.written && !result.cancelled) {
        result.error = file.error();
    }
    return result;
}

} // namespace strata
