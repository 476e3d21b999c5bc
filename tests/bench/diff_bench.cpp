// strata-cli diff's engine on two 2 M-row x 30-column ODB-2 files written by odc (issue 17),
// against ECMWF's `odc compare A B` (Debian's odc), which reads both files fully. Identical
// files are known equal by their bytes; a pair whose B lacks A's last frame makes every
// frame before it decode and compare cell by cell, as does a pair differing in 0.1 % of its
// cells (every one counted). Two 1 GiB Blosc2 frames written by c-blosc2 (lz4, shuffle), B
// with 64 bytes of one chunk changed, are decoded whole and their payloads compared: the rate
// is the decoded bytes of both files per second.
#include "bench_ratio.h"
#include "cblosc2_peer.h"
#include "odb2_observations.h"
#include "strata/document_diff.h"
#include "strata/format_registry.h"

#include <benchmark/benchmark.h>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

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

// A with every 1000th cell changed: 60,000 of its 60 M cells.
constexpr long changedEvery = 1000;

const std::filesystem::path& changedB() {
    static const strata::bench::ObservationFileOnDisk file(diffRows, "diff-changed", changedEvery);
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

void BM_DiffChangedCellsStrata(benchmark::State& state) {
    const auto& b = changedB();
    fileA();
    std::uint64_t changed = 0;
    for (auto _ : state) {
        const strata::Document documentA = strata::openFile(fileA());
        const strata::Document documentB = strata::openFile(b);
        const strata::DocumentDiff diff =
            strata::diffDocuments(documentA, documentB, strata::DiffOptions{});
        changed = diff.tables.empty() ? 0 : diff.tables[0].changedCells;
    }
    // Every changed cell is counted, whatever --max lists.
    if (changed != static_cast<std::uint64_t>(diffRows * 30 / changedEvery)) {
        state.SkipWithError("not every changed cell was counted");
    }
    state.counters["changed_cells"] = static_cast<double>(changed);
    state.SetItemsProcessed(state.iterations() * diffRows);
}

// 1 GiB of float64 in 256 chunks of 4 MiB (a smooth signal plus a little noise, as
// blosc2_bench), written as a frame by c-blosc2 on two threads; `changed` puts 64 other bytes in
// the middle of chunk 128. Removed at exit.
constexpr std::size_t frameChunks = 256;
constexpr std::size_t frameChunkBytes = std::size_t{4} << 20;
constexpr std::uint64_t framePayload = frameChunks * frameChunkBytes;

class Blosc2FrameOnDisk {
public:
    Blosc2FrameOnDisk(const char* name, bool changed)
        : m_path(std::filesystem::temp_directory_path() /
                 ("strata-bench-" + std::string(name) + "-" + std::to_string(::getpid()) +
                  ".b2frame")) {
        const bool written = strata::bench::cblosc2WriteFrame(
            m_path, frameChunks, frameChunkBytes, 8, "lz4", strata::bench::byteShuffle, 2,
            [changed](std::size_t chunk, std::span<std::byte> bytes) {
                const std::size_t values = bytes.size() / 8;
                for (std::size_t i = 0; i < values; ++i) {
                    const double t = static_cast<double>(chunk * values + i) * 1e-4;
                    // A deterministic wobble in the last bits in place of random noise.
                    const double value = 100.0 * std::sin(t) + 20.0 * std::cos(3.1 * t) +
                                         static_cast<double>((i * 2654435761u) % 1000) * 1e-5;
                    std::memcpy(bytes.data() + 8 * i, &value, 8);
                }
                if (changed && chunk == frameChunks / 2) {
                    std::memset(bytes.data() + bytes.size() / 2, 0x5a, 64);
                }
            });
        if (!written) {
            std::filesystem::remove(m_path);
            m_path.clear();
        }
    }
    ~Blosc2FrameOnDisk() {
        if (!m_path.empty()) {
            std::filesystem::remove(m_path);
        }
    }
    const std::filesystem::path& path() const { return m_path; }

private:
    std::filesystem::path m_path;
};

void BM_DiffBlosc2Frames1GiB(benchmark::State& state) {
    static const Blosc2FrameOnDisk a("diff-frame-a", false);
    static const Blosc2FrameOnDisk b("diff-frame-b", true);
    if (a.path().empty() || b.path().empty()) {
        state.SkipWithError("c-blosc2 could not write the frames");
        return;
    }
    for (auto _ : state) {
        const strata::Document documentA = strata::openFile(a.path());
        const strata::Document documentB = strata::openFile(b.path());
        const strata::DocumentDiff diff =
            strata::diffDocuments(documentA, documentB, strata::DiffOptions{});
        if (!diff.payload || diff.payload->rangeCount != 1 || diff.payload->bytesInA != 64 ||
            diff.payload->sizeA != framePayload) {
            state.SkipWithError("the payloads should differ in one range of 64 bytes");
        }
    }
    // Decoded bytes of both files compared per second; divide by the cores for the rate per core.
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * 2 * framePayload));
    state.counters["cores"] = static_cast<double>(std::thread::hardware_concurrency());
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

// Whole processes, as a user runs them: strata-cli diff exits 0 for the same, 1 for different
// files, as diff(1); odc compare exits non-zero at the first difference it meets.
void runCommand(benchmark::State& state, const std::string& command, int expectedStatus) {
    fileA();
    for (auto _ : state) {
        const int status = std::system((command + " > /dev/null 2>&1").c_str());
        if (!WIFEXITED(status) || (expectedStatus == 0) != (WEXITSTATUS(status) == 0)) {
            state.SkipWithError("unexpected exit status");
        }
    }
    state.SetItemsProcessed(state.iterations() * diffRows);
}

std::string pairArguments(const std::filesystem::path& b) {
    return " '" + fileA().string() + "' '" + b.string() + "'";
}

void BM_DiffIdenticalCli(benchmark::State& state) {
    runCommand(state, std::string(STRATA_CLI) + " diff" + pairArguments(fileB()), 0);
}

void BM_DiffChangedCellsCli(benchmark::State& state) {
    runCommand(state, std::string(STRATA_CLI) + " diff" + pairArguments(changedB()), 1);
}

void BM_DiffChangedCellsOdcCompare(benchmark::State& state) {
    runCommand(state, "odc compare" + pairArguments(changedB()), 1);
}

BENCHMARK(BM_DiffIdenticalStrata)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_DiffLastFrameMissingStrata)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_DiffChangedCellsStrata)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_DiffBlosc2Frames1GiB)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);
BENCHMARK(BM_DiffIdenticalOdcCompare)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
BENCHMARK(BM_DiffIdenticalCli)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(5);
BENCHMARK(BM_DiffChangedCellsCli)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);
BENCHMARK(BM_DiffChangedCellsOdcCompare)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

const bool ratiosDeclared = [] {
    strata::bench::declareRatio("diff_identical_vs_odc_compare", "BM_DiffIdenticalStrata/real_time",
                                "BM_DiffIdenticalOdcCompare/iterations:1/real_time");
    strata::bench::declareRatio("diff_decoding_vs_odc_compare",
                                "BM_DiffLastFrameMissingStrata/real_time",
                                "BM_DiffIdenticalOdcCompare/iterations:1/real_time");
    strata::bench::declareRatio("diff_cli_identical_vs_odc_compare",
                                "BM_DiffIdenticalCli/iterations:5/real_time",
                                "BM_DiffIdenticalOdcCompare/iterations:1/real_time");
    strata::bench::declareRatio("diff_changed_cells_vs_odc_compare",
                                "BM_DiffChangedCellsStrata/real_time",
                                "BM_DiffIdenticalOdcCompare/iterations:1/real_time");
    return true;
}();

} // namespace
