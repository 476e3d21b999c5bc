// ODB-2: decoding an observation-like file written by odc (2.4 M rows x 30 columns) with Strata
// and with libodc's C API (odc_decode, one frame at a time, one thread).

#include "bench_ratio.h"
#include "decoders/odb2/odc_peer.h"
#include "odb2_observations.h"
#include "strata/format_registry.h"

#include <benchmark/benchmark.h>

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

BENCHMARK(BM_Odb2DecodeStrata)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Odb2DecodeLibodc)->Unit(benchmark::kMillisecond)->UseRealTime();

const bool ratioDeclared = [] {
    strata::bench::declareRatio("odb2_decode_vs_libodc", "BM_Odb2DecodeStrata/real_time",
                                "BM_Odb2DecodeLibodc/real_time");
    return true;
}();

} // namespace
