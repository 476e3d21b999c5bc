// The overview strip beside the hex view (issue 18) over a 4 GiB file: "under 1 s". The file is
// an AT-1 RAW file stored as is (public dialect, backend byte 2, as corpus pub_raw_stored.at1):
// its 6-byte header, then 4 GiB of body that is a hole in a sparse file, so making it writes 6
// bytes. The strip reads 16 KiB a slice (1,000 slices: a tall window), the kinds come from the
// tree; opening the file is timed with it, as the window does both before the strip shows.
#include "strata/byte_kinds.h"
#include "strata/byte_overview.h"
#include "strata/format_registry.h"

#include <benchmark/benchmark.h>
#include <filesystem>
#include <fstream>

namespace {

constexpr std::uint64_t bodyBytes = std::uint64_t{4} << 30;
constexpr std::size_t stripRows = 1000;

std::filesystem::path makeSparseFile() {
    const auto path = std::filesystem::temp_directory_path() / "strata_bench_overview_4gib.at1";
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out.write("AT1\x02\xff\x02", 6);
    }
    std::filesystem::resize_file(path, 6 + bodyBytes);
    return path;
}

void BM_OverviewStrip4GiB(benchmark::State& state) {
    const auto path = makeSparseFile();
    for (auto _ : state) {
        const strata::Document document = strata::openFile(path);
        const auto slices =
            strata::computeByteOverview(*document.source, document.root.get(), nullptr, stripRows);
        if (slices.size() != stripRows || !slices.front().kind) {
            state.SkipWithError("the strip did not cover the file");
        }
        benchmark::DoNotOptimize(slices.data());
    }
    std::filesystem::remove(path);
}
BENCHMARK(BM_OverviewStrip4GiB)->Unit(benchmark::kMillisecond)->Iterations(5);

} // namespace
