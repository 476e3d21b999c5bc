// strata-cli repair of a 2 M-row x 30-column ODB-2 file (odc-written observations) with one bad
// frame in its middle, timed as whole processes from start to exit, against the nearest thing a
// user has today: `odc sql 'select *' -i FILE -o OUT` on the file's readable part (odc refuses
// the damaged file; the readable part is the file without the bad frame's bytes).
#include "bench_ratio.h"
#include "odb2_observations.h"
#include "strata/format_registry.h"

#include <benchmark/benchmark.h>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace {

constexpr long repairRows = 2'000'000;

// The damaged file and its readable part, written once.
struct RepairFiles {
    std::filesystem::path damaged = std::filesystem::temp_directory_path() / "strata-bench-bad.odb";
    std::filesystem::path readable =
        std::filesystem::temp_directory_path() / "strata-bench-readable.odb";

    RepairFiles() {
        const strata::bench::ObservationFileOnDisk file(repairRows, "repair");
        std::ifstream in(file.path(), std::ios::binary);
        std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const strata::Document document = strata::openFile(file.path());
        const auto& blocks = document.tables.front()->blocks();
        const strata::ByteRange bad = blocks[blocks.size() / 2].range;
        // Its rows' bytes overwritten: the frame's header reads, its rows do not.
        std::string broken = bytes;
        for (std::uint64_t i = bad.end() - bad.length / 2; i < bad.end(); ++i) {
            broken[i] = '\xFF';
        }
        std::ofstream(damaged, std::ios::binary) << broken;
        std::ofstream(readable, std::ios::binary)
            << bytes.substr(0, bad.offset) << bytes.substr(bad.end());
    }
    ~RepairFiles() {
        std::filesystem::remove(damaged);
        std::filesystem::remove(readable);
    }
};

const RepairFiles& files() {
    static const RepairFiles made;
    return made;
}

void runProcess(benchmark::State& state, const std::string& command, const std::string& output) {
    for (auto _ : state) {
        // repair exits 1 when something was lost, as here.
        const int status = std::system((command + " > /dev/null 2>&1").c_str());
        if (!std::filesystem::exists(output) || (status != 0 && WEXITSTATUS(status) != 1)) {
            state.SkipWithError(("failed: " + command).c_str());
        }
    }
    std::filesystem::remove(output);
    state.SetItemsProcessed(state.iterations() * repairRows);
}

void BM_RepairOdbCli(benchmark::State& state) {
    const std::string out =
        (std::filesystem::temp_directory_path() / "strata-bench-repaired.odb").string();
    runProcess(state,
               std::string(STRATA_CLI) + " repair '" + files().damaged.string() + "' -o '" + out +
                   "'",
               out);
}

void BM_RepairOdbOdcSql(benchmark::State& state) {
    const std::string out =
        (std::filesystem::temp_directory_path() / "strata-bench-odc-copy.odb").string();
    runProcess(state, "odc sql 'select *' -i '" + files().readable.string() + "' -o '" + out + "'",
               out);
}

BENCHMARK(BM_RepairOdbCli)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);
BENCHMARK(BM_RepairOdbOdcSql)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

const bool ratiosDeclared = [] {
    strata::bench::declareRatio("repair_odb_vs_odc_sql", "BM_RepairOdbCli/iterations:3/real_time",
                                "BM_RepairOdbOdcSql/iterations:1/real_time");
    return true;
}();

} // namespace
