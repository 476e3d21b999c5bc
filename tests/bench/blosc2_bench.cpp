// Blosc decompression, Strata against Debian's c-blosc 1.21 in the same run, single thread:
// 64 MiB of float64 (a smooth signal plus noise) and a 64 MiB int32 ramp, compressed by c-blosc
// into 4 MiB chunks, for lz4+shuffle, zstd+bitshuffle, blosclz+shuffle and zlib+shuffle.
#include "bench_ratio.h"
#include "formats/blosc2/chunk_decompress.h"

#include <benchmark/benchmark.h>
#include <blosc.h>
#include <cmath>
#include <cstring>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace {

constexpr std::size_t totalBytes = std::size_t{64} << 20;
constexpr std::size_t chunkBytes = std::size_t{4} << 20;

struct Config {
    const char* name;
    const char* codec;
    int shuffle;
};

constexpr Config configs[] = {
    {"lz4_shuffle", "lz4", BLOSC_SHUFFLE},
    {"zstd_bitshuffle", "zstd", BLOSC_BITSHUFFLE},
    {"blosclz_shuffle", "blosclz", BLOSC_SHUFFLE},
    {"zlib_shuffle", "zlib", BLOSC_SHUFFLE},
};

struct Dataset {
    const char* name;
    std::size_t typesize;
};

constexpr Dataset datasets[] = {{"f64", 8}, {"i32", 4}};

std::vector<std::byte> makeData(const Dataset& dataset) {
    std::vector<std::byte> data(totalBytes);
    if (dataset.typesize == 8) {
        std::mt19937_64 engine(42);
        std::normal_distribution<double> noise(0.0, 0.01);
        for (std::size_t i = 0; i < totalBytes / 8; ++i) {
            const double t = static_cast<double>(i) * 1e-4;
            const double value = 100.0 * std::sin(t) + 20.0 * std::cos(3.1 * t) + noise(engine);
            std::memcpy(data.data() + 8 * i, &value, 8);
        }
    } else {
        for (std::size_t i = 0; i < totalBytes / 4; ++i) {
            const auto value = static_cast<std::int32_t>(i);
            std::memcpy(data.data() + 4 * i, &value, 4);
        }
    }
    return data;
}

// The compressed chunks of one dataset and config, made once.
const std::vector<std::vector<std::byte>>& chunksFor(const Dataset& dataset, const Config& config) {
    static std::map<std::string, std::vector<std::vector<std::byte>>> cache;
    const std::string key = std::string(dataset.name) + config.name;
    auto& chunks = cache[key];
    if (chunks.empty()) {
        const auto data = makeData(dataset);
        for (std::size_t at = 0; at < totalBytes; at += chunkBytes) {
            std::vector<std::byte> chunk(chunkBytes + BLOSC_MAX_OVERHEAD);
            const int size = blosc_compress_ctx(5, config.shuffle, dataset.typesize, chunkBytes,
                                                data.data() + at, chunk.data(), chunk.size(),
                                                config.codec, 0, 1);
            chunk.resize(static_cast<std::size_t>(std::max(size, 0)));
            chunks.push_back(std::move(chunk));
        }
    }
    return chunks;
}

void runStrata(benchmark::State& state, const Dataset* dataset, const Config* config) {
    const auto& chunks = chunksFor(*dataset, *config);
    std::vector<std::byte> out(chunkBytes);
    for (auto _ : state) {
        for (const auto& chunk : chunks) {
            const auto result = strata::blosc2::decompressChunk(chunk, out);
            if (!result.ok) {
                state.SkipWithError(result.error.c_str());
                return;
            }
        }
        benchmark::DoNotOptimize(out.data());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                            static_cast<std::int64_t>(totalBytes));
}

void runLibblosc(benchmark::State& state, const Dataset* dataset, const Config* config) {
    const auto& chunks = chunksFor(*dataset, *config);
    std::vector<std::byte> out(chunkBytes);
    for (auto _ : state) {
        for (const auto& chunk : chunks) {
            if (blosc_decompress_ctx(chunk.data(), out.data(), out.size(), 1) <= 0) {
                state.SkipWithError("libblosc failed");
                return;
            }
        }
        benchmark::DoNotOptimize(out.data());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                            static_cast<std::int64_t>(totalBytes));
}

int registerAll() {
    for (const auto& dataset : datasets) {
        for (const auto& config : configs) {
            const std::string suffix = std::string(config.name) + "_" + dataset.name;
            const std::string strata = "BM_StrataBlosc_" + suffix;
            const std::string peer = "BM_Libblosc_" + suffix;
            // Five short repetitions each; the ratio takes the best of them (bench_ratio.h).
            benchmark::RegisterBenchmark(strata.c_str(), runStrata, &dataset, &config)
                ->Unit(benchmark::kMillisecond)
                ->MinTime(0.1)
                ->Repetitions(5)
                ->UseRealTime();
            benchmark::RegisterBenchmark(peer.c_str(), runLibblosc, &dataset, &config)
                ->Unit(benchmark::kMillisecond)
                ->MinTime(0.1)
                ->Repetitions(5)
                ->UseRealTime();
            // Google Benchmark names a run by its settings.
            const std::string settings = "/min_time:0.100/repeats:5/real_time";
            strata::bench::declareRatio("blosc_" + suffix + "_vs_libblosc", strata + settings,
                                        peer + settings);
        }
    }
    return 0;
}

const int registered = registerAll();

} // namespace
