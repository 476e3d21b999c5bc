// AT-1 codecs of the public dialect (issue 22): for each codec, its largest corpus case rebuilt
// by Strata against `xz -d` of the same original compressed with xz's default preset (6), in
// the same run. The cases are small (up to 130 kB of original), so each is rebuilt whole per
// iteration, as a user's `strata-cli cat` would.
#include "bench_ratio.h"
#include "payload_bench.h"
#include "strata/byte_source.h"
#include "strata/format_registry.h"

#include <benchmark/benchmark.h>
#include <filesystem>
#include <lzma.h>
#include <map>

namespace {

namespace fs = std::filesystem;

const fs::path corpusFolder = fs::path(STRATA_CORPUS_DIR) / "at1-codecs";

// The codec a case belongs to is its name's first word: `ssh_stream.at1` is ssh.
std::map<std::string, fs::path> largestCasePerCodec() {
    std::map<std::string, fs::path> largest;
    for (const auto& entry : fs::directory_iterator(corpusFolder)) {
        const fs::path& path = entry.path();
        if (path.extension() != ".at1" ||
            !fs::is_regular_file(path.parent_path() / (path.stem().string() + ".orig"))) {
            continue; // bundles' originals are folders
        }
        const std::string name = path.stem().string();
        const std::string codec = name.substr(0, name.find('_'));
        const auto found = largest.find(codec);
        if (found == largest.end() || fs::file_size(path) > fs::file_size(found->second)) {
            largest[codec] = path;
        }
    }
    return largest;
}

std::vector<std::uint8_t> readBytes(const fs::path& path) {
    const auto source = strata::ByteSource::openFile(path);
    const auto bytes = source->bytes();
    const auto* data = reinterpret_cast<const std::uint8_t*>(bytes.data());
    return {data, data + bytes.size()};
}

void xzDecompress(benchmark::State& state, const std::vector<std::uint8_t>& original) {
    std::vector<std::uint8_t> compressed(lzma_stream_buffer_bound(original.size()));
    std::size_t compressedSize = 0;
    if (lzma_easy_buffer_encode(LZMA_PRESET_DEFAULT, LZMA_CHECK_CRC64, nullptr, original.data(),
                                original.size(), compressed.data(), &compressedSize,
                                compressed.size()) != LZMA_OK) {
        state.SkipWithError("xz encoding failed");
        return;
    }
    std::vector<std::uint8_t> output(original.size());
    for (auto _ : state) {
        std::uint64_t memoryLimit = UINT64_MAX;
        std::size_t inPosition = 0;
        std::size_t outPosition = 0;
        const lzma_ret result =
            lzma_stream_buffer_decode(&memoryLimit, 0, nullptr, compressed.data(), &inPosition,
                                      compressedSize, output.data(), &outPosition, output.size());
        if (result != LZMA_OK || outPosition != original.size()) {
            state.SkipWithError("xz decoding failed");
            return;
        }
        benchmark::DoNotOptimize(output.data());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * original.size()));
}

const bool registered = [] {
    for (const auto& [codec, file] : largestCasePerCodec()) {
        const fs::path originalPath = file.parent_path() / (file.stem().string() + ".orig");
        const auto original = std::make_shared<std::vector<std::uint8_t>>(readBytes(originalPath));
        const std::string strataName = "BM_StrataAt1Rebuild/" + codec;
        const std::string peerName = "BM_XzDefaultDecompress/" + codec;
        benchmark::RegisterBenchmark(strataName.c_str(),
                                     [file, original](benchmark::State& state) {
                                         strata::bench::producePayload(
                                             state, strata::openFile(file), original->size());
                                     })
            ->UseRealTime()
            ->MinTime(0.5);
        benchmark::RegisterBenchmark(
            peerName.c_str(),
            [original](benchmark::State& state) { xzDecompress(state, *original); })
            ->UseRealTime()
            ->MinTime(0.5);
        strata::bench::declareRatio("at1_" + codec + "_rebuild_vs_xz",
                                    strataName + "/min_time:0.500/real_time",
                                    peerName + "/min_time:0.500/real_time");
    }
    return true;
}();

} // namespace
