// CSV export of a 1 M-row x 30-column ODB-2 file: strata's exportTableCsv (one worker thread and
// two) against ECMWF's `odc sql 'select *' -i FILE --no_alignment -delimiter ,` (Debian's odc),
// both writing to /dev/null. The peer runs as a child process, timed from start to exit.
#include "bench_ratio.h"
#include "odb2_observations.h"
#include "strata/format_registry.h"
#include "strata/table_export.h"

#include <benchmark/benchmark.h>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace {

constexpr long exportRows = 1'000'000;

// The file on disk, for odc: written once per run, removed at exit.
const std::filesystem::path& exportFile() {
    static const strata::bench::ObservationFileOnDisk file(exportRows, "export");
    return file.path();
}

void BM_CsvExportStrata(benchmark::State& state) {
    const auto& path = exportFile();
    std::FILE* sink = std::fopen("/dev/null", "wb");
    for (auto _ : state) {
        const strata::Document document = strata::openFile(path);
        strata::JobControl control;
        control.threads = static_cast<unsigned>(state.range(0));
        std::uint64_t rows = 0;
        for (const auto& table : document.tables) {
            rows += strata::exportTableCsv(
                        *table, strata::CsvOptions{},
                        [sink](std::string_view bytes) {
                            std::fwrite(bytes.data(), 1, bytes.size(), sink);
                        },
                        {}, control)
                        .rowsWritten;
        }
        if (rows != exportRows) {
            state.SkipWithError("not every row was exported");
        }
    }
    std::fclose(sink);
    state.SetItemsProcessed(state.iterations() * exportRows);
}

void BM_CsvExportOdcSql(benchmark::State& state) {
    const std::string command = "odc sql 'select *' -i '" + exportFile().string() +
                                "' --no_alignment -delimiter , > /dev/null 2>&1";
    for (auto _ : state) {
        if (std::system(command.c_str()) != 0) {
            state.SkipWithError("odc sql failed");
        }
    }
    state.SetItemsProcessed(state.iterations() * exportRows);
}

BENCHMARK(BM_CsvExportStrata)
    ->ArgName("threads")
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_CsvExportOdcSql)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

const bool ratiosDeclared = [] {
    strata::bench::declareRatio("csv_export_vs_odc_sql", "BM_CsvExportStrata/threads:1/real_time",
                                "BM_CsvExportOdcSql/iterations:1/real_time");
    strata::bench::declareRatio("csv_export_two_threads_vs_odc_sql",
                                "BM_CsvExportStrata/threads:2/real_time",
                                "BM_CsvExportOdcSql/iterations:1/real_time");
    return true;
}();

} // namespace
