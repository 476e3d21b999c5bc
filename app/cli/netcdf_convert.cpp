// convert to NetCDF, where libnetcdf is linked: strata-cli-plot, or strata-cli in a build
// without it (convert_command.h).
#include "convert_command.h"
#include "strata/netcdf_table_writer.h"
#include "strata/table_export.h"

#include <filesystem>

namespace strata::cli {

Written writeNetcdf(const CommandLine& line, const Document& document, const TableExport& prepared,
                    const std::string& path, ConvertCounts& counts) {
    const Table& table = *prepared.table;
    NetcdfTableWriter netcdf(
        path, table, prepared.selection.columns,
        {std::filesystem::path(line.file).filename().string(), document.formatName, table.name()});
    Written written;
    if (netcdf.error().empty()) {
        written.result = exportTableRows(
            table, recordWriters(table, nullptr),
            [&netcdf](std::string_view records) { netcdf.append(records); }, prepared.selection);
    }
    written.ok = netcdf.finish() && !written.result.cancelled;
    written.error = netcdf.error();
    counts.latin1Strings = netcdf.latin1Strings();
    return written;
}

} // namespace strata::cli
