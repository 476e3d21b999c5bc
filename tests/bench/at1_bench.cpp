// AT-1: rebuilding a >= 100 MB original from columnar frames (codec 4, streaming container)
// against plain xz decompression of a RAW file of the same original, in the same run. The files
// come from the test encoder (tests/support/at1_test_encoder.h) and are cached in /tmp.
#include "bench_ratio.h"
#include "payload_bench.h"
#include "strata/byte_source.h"
#include "strata/format_registry.h"
#include "support/at1_test_encoder.h"

#include <benchmark/benchmark.h>
#include <filesystem>
#include <fstream>

namespace {

namespace fs = std::filesystem;

// 21 frames of 100,000 telemetry lines: about 104 MB of CSV. xz preset 1 for every block, the
// columnar streams and the RAW file alike.
constexpr std::uint64_t frameCount = 21;
constexpr std::uint64_t linesPerFrame = 100000;
constexpr std::uint32_t xzPreset = 1;

struct BenchFiles {
    fs::path columnar;
    fs::path raw;
    std::uint64_t originalSize = 0;
};

void writeFile(const fs::path& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

const BenchFiles& benchFiles() {
    static const BenchFiles files = [] {
        BenchFiles made;
        const fs::path folder = fs::temp_directory_path() / "strata-at1-bench";
        made.columnar = folder / "telemetry_columnar_stream.at1";
        made.raw = folder / "telemetry_raw.at1";
        const fs::path sizeFile = folder / "original_size";
        if (fs::exists(sizeFile) && fs::exists(made.columnar) && fs::exists(made.raw)) {
            std::ifstream(sizeFile) >> made.originalSize;
            return made;
        }
        fs::create_directories(folder);
        const auto encoded =
            strata::test::at1enc::encodeTelemetry(frameCount, linesPerFrame, xzPreset);
        writeFile(made.columnar, encoded.columnarStreaming);
        writeFile(made.raw, encoded.raw);
        made.originalSize = encoded.original.size();
        std::ofstream(sizeFile) << made.originalSize;
        return made;
    }();
    return files;
}

void BM_StrataAt1ColumnarRebuild(benchmark::State& state) {
    const BenchFiles& files = benchFiles();
    strata::bench::producePayload(state, strata::openFile(files.columnar), files.originalSize);
}

void BM_XzRawDecompress(benchmark::State& state) {
    const BenchFiles& files = benchFiles();
    const auto source = strata::ByteSource::openFile(files.raw);
    const auto stream = source->bytes().subspan(5); // after the magic and codec byte
    std::vector<std::uint8_t> output(files.originalSize);
    for (auto _ : state) {
        std::uint64_t memoryLimit = UINT64_MAX;
        std::size_t inPosition = 0;
        std::size_t outPosition = 0;
        const lzma_ret result = lzma_stream_buffer_decode(
            &memoryLimit, 0, nullptr, reinterpret_cast<const std::uint8_t*>(stream.data()),
            &inPosition, stream.size(), output.data(), &outPosition, output.size());
        if (result != LZMA_OK || outPosition != files.originalSize) {
            state.SkipWithError("xz decoding failed");
            return;
        }
        benchmark::DoNotOptimize(output.data());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * files.originalSize));
}

// Two seconds each: the machine is shared, and a single ~1 s iteration is too noisy to compare.
BENCHMARK(BM_StrataAt1ColumnarRebuild)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(2.0);
BENCHMARK(BM_XzRawDecompress)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(2.0);

const bool ratioDeclared = [] {
    strata::bench::declareRatio("at1_columnar_rebuild_vs_xz",
                                "BM_StrataAt1ColumnarRebuild/min_time:2.000/real_time",
                                "BM_XzRawDecompress/min_time:2.000/real_time");
    return true;
}();

} // namespace
