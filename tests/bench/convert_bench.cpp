// strata-cli convert of a 2 M-row x 30-column ODB-2 file (odc-written observations), whole
// processes timed from start to exit, against what a user has today:
// - the rows a filter keeps as ODB-2, against `odc sql 'select * where EXPR' -i FILE -o OUT`;
// - the whole table as NetCDF-4, against strata-cli's own CSV of it, and against pyodc to
//   pandas to xarray's to_netcdf (Debian's python3-pyodc and python3-xarray).
#include "bench_ratio.h"
#include "odb2_observations.h"

#include <benchmark/benchmark.h>
#include <cstdlib>
#include <filesystem>
#include <string>

namespace {

constexpr long convertRows = 2'000'000;
// The reports whose datum failed (3 % of the rows: those with a missing observation).
constexpr const char* convertFilter = "datum_status@body = 4";

const std::filesystem::path& convertFile() {
    static const strata::bench::ObservationFileOnDisk file(convertRows, "convert");
    return file.path();
}

std::string outputPath(const char* name) {
    return (std::filesystem::temp_directory_path() / name).string();
}

// Runs a command line per iteration, timed from its start to its exit; removes `output` after.
void runProcess(benchmark::State& state, const std::string& command, const std::string& output) {
    for (auto _ : state) {
        if (std::system((command + " > /dev/null 2>&1").c_str()) != 0) {
            state.SkipWithError(("failed: " + command).c_str());
        }
    }
    std::filesystem::remove(output);
    state.SetItemsProcessed(state.iterations() * convertRows);
}

void BM_ConvertOdbWhereCli(benchmark::State& state) {
    const std::string out = outputPath("strata-bench-subset.odb");
    runProcess(state,
               std::string(STRATA_CLI) + " convert '" + convertFile().string() + "' --where '" +
                   convertFilter + "' -o '" + out + "'",
               out);
}

void BM_ConvertOdbWhereOdcSql(benchmark::State& state) {
    const std::string out = outputPath("strata-bench-subset-odc.odb");
    runProcess(state,
               "odc sql 'select * where " + std::string(convertFilter) + "' -i '" +
                   convertFile().string() + "' -o '" + out + "'",
               out);
}

void BM_ConvertNetcdfCli(benchmark::State& state) {
    const std::string out = outputPath("strata-bench-table.nc");
    runProcess(state,
               std::string(STRATA_CLI) + " convert '" + convertFile().string() + "' -o '" + out +
                   "'",
               out);
}

void BM_CsvCli(benchmark::State& state) {
    const std::string out = outputPath("strata-bench-table.csv");
    runProcess(state,
               std::string(STRATA_CLI) + " csv '" + convertFile().string() + "' -o '" + out + "'",
               out);
}

void BM_NetcdfPyodcXarray(benchmark::State& state) {
    const std::string out = outputPath("strata-bench-table-xarray.nc");
    runProcess(state,
               "/usr/bin/python3 -c 'import sys, pyodc; "
               "pyodc.read_odb(sys.argv[1], single=True).to_xarray().to_netcdf(sys.argv[2])' '" +
                   convertFile().string() + "' '" + out + "'",
               out);
}

BENCHMARK(BM_ConvertOdbWhereCli)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);
BENCHMARK(BM_ConvertOdbWhereOdcSql)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
BENCHMARK(BM_ConvertNetcdfCli)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);
BENCHMARK(BM_CsvCli)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);
BENCHMARK(BM_NetcdfPyodcXarray)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

const bool ratiosDeclared = [] {
    strata::bench::declareRatio("convert_odb_where_vs_odc_sql",
                                "BM_ConvertOdbWhereCli/iterations:3/real_time",
                                "BM_ConvertOdbWhereOdcSql/iterations:1/real_time");
    strata::bench::declareRatio("convert_netcdf_vs_own_csv",
                                "BM_ConvertNetcdfCli/iterations:3/real_time",
                                "BM_CsvCli/iterations:3/real_time");
    strata::bench::declareRatio("convert_netcdf_vs_pyodc_xarray",
                                "BM_ConvertNetcdfCli/iterations:3/real_time",
                                "BM_NetcdfPyodcXarray/iterations:1/real_time");
    return true;
}();

} // namespace
