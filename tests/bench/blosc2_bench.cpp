// Blosc decompression, Strata against its peers in the same run, single thread: 64 MiB of
// float64 (a smooth signal plus noise) and a 64 MiB int32 ramp in 4 MiB chunks, for lz4+shuffle,
// zstd+bitshuffle, blosclz+shuffle and zlib+shuffle. The peer is c-blosc2 3.3 on chunks it wrote
// (ratios "..._vs_cblosc2"); Debian's c-blosc 1.21, much slower, on chunks it wrote is an extra
// line ("..._vs_libblosc").
#include "bench_ratio.h"
#include "blosc2_signal.h"
#include "cblosc2_peer.h"
#include "formats/blosc2/chunk_decompress.h"

#include <benchmark/benchmark.h>
#include <blosc.h>
#include <map>
#include <span>
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

enum class Writer { Libblosc, CBlosc2 };

std::vector<std::byte> compress(Writer writer, std::span<const std::byte> data,
                                const Dataset& dataset, const Config& config) {
    if (writer == Writer::CBlosc2) {
        return strata::bench::cblosc2Compress(data, config.codec, config.shuffle, dataset.typesize);
    }
    std::vector<std::byte> chunk(data.size() + BLOSC_MAX_OVERHEAD);
    const int size =
        blosc_compress_ctx(5, config.shuffle, dataset.typesize, data.size(), data.data(),
                           chunk.data(), chunk.size(), config.codec, 0, 1);
    chunk.resize(static_cast<std::size_t>(std::max(size, 0)));
    return chunk;
}

// The compressed chunks of one dataset and config by one writer, made once.
const std::vector<std::vector<std::byte>>& chunksFor(const Dataset& dataset, const Config& config,
                                                     Writer writer) {
    static std::map<std::string, std::vector<std::vector<std::byte>>> cache;
    const std::string key = std::string(dataset.name) + config.name +
                            (writer == Writer::CBlosc2 ? "/c-blosc2" : "/libblosc");
    auto& chunks = cache[key];
    if (chunks.empty()) {
        const auto data = strata::bench::blosc2Signal(totalBytes, dataset.typesize);
        for (std::size_t at = 0; at < totalBytes; at += chunkBytes) {
            chunks.push_back(
                compress(writer, std::span(data).subspan(at, chunkBytes), dataset, config));
        }
    }
    return chunks;
}

void runStrata(benchmark::State& state, const Dataset* dataset, const Config* config,
               Writer writer) {
    const auto& chunks = chunksFor(*dataset, *config, writer);
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
    const auto& chunks = chunksFor(*dataset, *config, Writer::Libblosc);
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

void runCBlosc2(benchmark::State& state, const Dataset* dataset, const Config* config) {
    const auto& chunks = chunksFor(*dataset, *config, Writer::CBlosc2);
    std::vector<std::byte> out(chunkBytes);
    for (auto _ : state) {
        for (const auto& chunk : chunks) {
            if (!strata::bench::cblosc2Decompress(chunk, out, 1)) {
                state.SkipWithError("c-blosc2 failed");
                return;
            }
        }
        benchmark::DoNotOptimize(out.data());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                            static_cast<std::int64_t>(totalBytes));
}

// Five short repetitions each; a ratio takes the best of them (bench_ratio.h).
template <typename... Arguments>
void registerRun(const std::string& name, Arguments&&... arguments) {
    benchmark::RegisterBenchmark(name.c_str(), std::forward<Arguments>(arguments)...)
        ->Unit(benchmark::kMillisecond)
        ->MinTime(0.1)
        ->Repetitions(5)
        ->UseRealTime();
}

int registerAll() {
    for (const auto& dataset : datasets) {
        for (const auto& config : configs) {
            const std::string suffix = std::string(config.name) + "_" + dataset.name;
            // Google Benchmark names a run by its settings.
            const std::string settings = "/min_time:0.100/repeats:5/real_time";
            const std::string strataOnCBlosc2 = "BM_StrataBlosc2_" + suffix;
            const std::string cblosc2 = "BM_CBlosc2_" + suffix;
            registerRun(strataOnCBlosc2, runStrata, &dataset, &config, Writer::CBlosc2);
            registerRun(cblosc2, runCBlosc2, &dataset, &config);
            strata::bench::declareRatio("blosc_" + suffix + "_vs_cblosc2",
                                        strataOnCBlosc2 + settings, cblosc2 + settings);
            const std::string strataOnLibblosc = "BM_StrataBlosc_" + suffix;
            const std::string libblosc = "BM_Libblosc_" + suffix;
            registerRun(strataOnLibblosc, runStrata, &dataset, &config, Writer::Libblosc);
            registerRun(libblosc, runLibblosc, &dataset, &config);
            strata::bench::declareRatio("blosc_" + suffix + "_vs_libblosc",
                                        strataOnLibblosc + settings, libblosc + settings);
        }
    }
    return 0;
}

const int registered = registerAll();

} // namespace
