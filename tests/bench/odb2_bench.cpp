// ODB-2: decoding an observation-like file written by odc (2.4 M rows x 30 columns) with Strata
// and with libodc's C API (odc_decode, one frame at a time, one thread); checking it
// (checkDocument: every block decoded once and compared with its stored bounds, on every core)
// against the same odc_decode; statistics of all 30 columns (items: values, issue 19 asks for
// 150 M/s on two cores); and whole processes on a 2 M-row file: strata-cli check against
// strata-odc-peer decode, strata-cli stats against `odc sql` computing count, min, max, avg and
// stdev of the 27 numeric columns (README.md here gives the command lines).

#include "bench_ratio.h"
#include "decoders/odb2/odc_peer.h"
#include "odb2_observations.h"
#include "strata/check.h"
#include "strata/column_statistics.h"
#include "strata/format_registry.h"

#include <benchmark/benchmark.h>
#include <cstdlib>
#include <string>

namespace {

constexpr long benchRows = 2'400'000;

const std::vector<std::byte>& benchFile() {
    static const std::vector<std::byte> file = strata::bench::observationFile(benchRows);
    return file;
}

void BM_Odb2DecodeStrata(benchmark::State& state) {
    const auto& file = benchFile();
    for (auto _ : state) {
        const strata::Document document =
            strata::openDocument(strata::ByteSource::fromStaticMemory(file, "bench.odb"));
        for (const auto& table : document.tables) {
            for (std::size_t b = 0; b < table->blocks().size(); ++b) {
                auto block = table->readBlock(b);
                benchmark::DoNotOptimize(block);
            }
        }
    }
    state.SetItemsProcessed(state.iterations() * benchRows);
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(file.size()));
}

void BM_Odb2DecodeLibodc(benchmark::State& state) {
    const auto& file = benchFile();
    for (auto _ : state) {
        strata::test::odc::decodeFrames(file, [](odc_decoder_t* decoder, long rows) {
            benchmark::DoNotOptimize(decoder);
            benchmark::DoNotOptimize(rows);
        });
    }
    state.SetItemsProcessed(state.iterations() * benchRows);
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(file.size()));
}

void BM_Odb2CheckStrata(benchmark::State& state) {
    const auto& file = benchFile();
    for (auto _ : state) {
        const strata::Document document =
            strata::openDocument(strata::ByteSource::fromStaticMemory(file, "bench.odb"));
        if (strata::hasErrors(strata::checkDocument(document))) {
            state.SkipWithError("the file has errors");
        }
    }
    state.SetItemsProcessed(state.iterations() * benchRows);
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(file.size()));
}

void BM_Odb2StatisticsStrata(benchmark::State& state) {
    const auto& file = benchFile();
    const strata::Document document =
        strata::openDocument(strata::ByteSource::fromStaticMemory(file, "bench.odb"));
    const strata::Table& table = *document.tables.at(0);
    for (auto _ : state) {
        benchmark::DoNotOptimize(strata::computeTableStatistics(table));
    }
    state.SetItemsProcessed(state.iterations() * benchRows *
                            static_cast<std::int64_t>(table.columns().size()));
}

constexpr long processRows = 2'000'000;

const std::filesystem::path& processFile() {
    static const strata::bench::ObservationFileOnDisk file(processRows, "odb2");
    return file.path();
}

// Runs a command line per iteration, timed from its start to its exit.
void runProcess(benchmark::State& state, const std::string& command) {
    for (auto _ : state) {
        if (std::system((command + " > /dev/null 2>&1").c_str()) != 0) {
            state.SkipWithError(("failed: " + command).c_str());
        }
    }
    state.SetItemsProcessed(state.iterations() * processRows);
}

void BM_Odb2CheckCli(benchmark::State& state) {
    runProcess(state, std::string(STRATA_CLI) + " check '" + processFile().string() + "'");
}

void BM_Odb2DecodeLibodcProcess(benchmark::State& state) {
    runProcess(state, std::string(STRATA_ODC_PEER) + " decode '" + processFile().string() + "'");
}

void BM_Odb2StatsCli(benchmark::State& state) {
    runProcess(state, std::string(STRATA_CLI) + " stats '" + processFile().string() + "'");
}

// odc sql's aggregates of every numeric column (the strings have none).
std::string odcAggregates() {
    const strata::Document document = strata::openFile(processFile());
    std::string select;
    for (const auto& column : document.tables.at(0)->columns()) {
        if (column.type == strata::LogicalType::String) {
            continue;
        }
        for (const char* function : {"count", "min", "max", "avg", "stdev"}) {
            select +=
                (select.empty() ? "" : ", ") + std::string(function) + "(" + column.name + ")";
        }
    }
    return "select " + select;
}

void BM_Odb2StatsOdcSql(benchmark::State& state) {
    runProcess(state, "odc sql '" + odcAggregates() + "' -i '" + processFile().string() + "'");
}

BENCHMARK(BM_Odb2DecodeStrata)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Odb2DecodeLibodc)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Odb2CheckStrata)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Odb2StatisticsStrata)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Odb2CheckCli)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(5);
BENCHMARK(BM_Odb2DecodeLibodcProcess)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(5);
BENCHMARK(BM_Odb2StatsCli)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);
BENCHMARK(BM_Odb2StatsOdcSql)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

const bool ratioDeclared = [] {
    strata::bench::declareRatio("odb2_decode_vs_libodc", "BM_Odb2DecodeStrata/real_time",
                                "BM_Odb2DecodeLibodc/real_time");
    strata::bench::declareRatio("odb2_check_vs_libodc", "BM_Odb2CheckStrata/real_time",
                                "BM_Odb2DecodeLibodc/real_time");
    strata::bench::declareRatio("odb2_cli_check_vs_libodc_process",
                                "BM_Odb2CheckCli/iterations:5/real_time",
                                "BM_Odb2DecodeLibodcProcess/iterations:5/real_time");
    strata::bench::declareRatio("odb2_cli_stats_vs_odc_sql",
                                "BM_Odb2StatsCli/iterations:3/real_time",
                                "BM_Odb2StatsOdcSql/iterations:3/real_time");
    return true;
}();

} // namespace
