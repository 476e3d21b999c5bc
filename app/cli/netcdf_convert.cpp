// convert to NetCDF, where libnetcdf is linked: strata-cli-plot, or strata-cli in a build
// without it (convert_command.h).
#include "convert_command.h"
#include "strata/netcdf_array_writer.h"
#include "strata/netcdf_table_writer.h"

namespace strata::cli {

TableFileResult writeNetcdf(const CommandLine& line, const TableExport& prepared,
                            const TableFileOptions& options) {
    return writeNetcdfTableFile(*prepared.table, line.output, prepared.selection, options);
}

ArrayFileResult writeNetcdfArray(const CommandLine& line, ArrayItemsSource& array,
                                 const TableFileSource& source, std::string& usage) {
    usage = netcdfArrayProblem(array.dtype());
    if (!usage.empty()) {
        return {};
    }
    return writeNetcdfArrayFile(array, line.output, source);
}

} // namespace strata::cli
