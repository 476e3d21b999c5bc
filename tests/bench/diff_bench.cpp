// strata-cli diff's engine on two 2 M-row x 30-column ODB-2 files written by odc (issue 17),
// against ECMWF's `odc compare A B` (Debian's odc), which reads both files fully. Identical
// files are known equal by their bytes; a pair whose B lacks A's last frame makes every
// frame before it decode and compare cell by cell.
#include "bench_ratio.h"
#include "odb2_observations.h"
#include "strata/document_diff.h"
#include "strata/format_registry.h"

#include <benchmark/benchmark.h>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace {

constexpr long diffRows = 2'000'000;

const std::filesystem::path& fileA() {
    static const strata::bench::ObservationFileOnDisk file(diffRows, "diff-a");
    return file.path();
}

const std::filesystem::path& fileB() {
    static const strata::bench::ObservationFileOnDisk file(diffRows, "diff-b");
    return file.path();
}

// A without its last frame, removed at exit.
class ShorterCopy {
public:
    ShorterCopy()
        : m_path(fileA().string() + ".shorter.odb") {
        const strata::Document document = strata::openFile(fileA());
        const std::uint64_t cut = document.tables.at(0)->blocks().back().range.offset;
        const auto bytes = document.source->view(0, cut);
        std::ofstream out(m_path, std::ios::binary);
        out.write(reinterpret_cast<const char*>(bytes.data()),
                  static_cast<std::streamsize>(bytes.size()));
    }
    ~ShorterCopy() { std::filesystem::remove(m_path); }
    const std::filesystem::path& path() const { return m_path; }

private:
    std::filesystem::path m_path;
};

const std::filesystem::path& shorterB() {
    static const ShorterCopy copy;
    return copy.path();
}

void diffFiles(benchmark::State& state, const std::filesystem::path& b, bool different) {
    fileA(); // written before the clock starts
    for (auto _ : state) {
        const strata::Document documentA = strata::openFile(fileA());
        const strata::Document documentB = strata::openFile(b);
        const strata::DocumentDiff diff =
            strata::diffDocuments(documentA, documentB, strata::DiffOptions{});
        if (diff.different() != different) {
            state.SkipWithError("unexpected comparison result");
        }
    }
    state.SetItemsProcessed(state.iterations() * diffRows);
}

void BM_DiffIdenticalStrata(benchmark::State& state) {
    const auto& b = fileB();
    diffFiles(state, b, false);
}

void BM_DiffLastFrameMissingStrata(benchmark::State& state) {
    const auto& b = shorterB();
    diffFiles(state, b, true);
}

void BM_DiffIdenticalOdcCompare(benchmark::State& state) {
    const std::string command =
        "odc compare '" + fileA().string() + "' '" + fileB().string() + "' > /dev/null 2>&1";
    for (auto _ : state) {
        if (std::system(command.c_str()) != 0) {
            state.SkipWithError("odc compare failed");
        }
    }
    state.SetItemsProcessed(state.iterations() * diffRows);
}

BENCHMARK(BM_DiffIdenticalStrata)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_DiffLastFrameMissingStrata)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_DiffIdenticalOdcCompare)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

const bool ratiosDeclared = [] {
    strata::bench::declareRatio("diff_identical_vs_odc_compare", "BM_DiffIdenticalStrata/real_time",
                                "BM_DiffIdenticalOdcCompare/iterations:1/real_time");
    strata::bench::declareRatio("diff_decoding_vs_odc_compare",
                                "BM_DiffLastFrameMissingStrata/real_time",
                                "BM_DiffIdenticalOdcCompare/iterations:1/real_time");
    return true;
}();

} // namespace
