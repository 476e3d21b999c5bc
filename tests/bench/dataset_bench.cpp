// Datasets and group-by (issue 39), whole processes on both cores:
// - strata-cli stats FILE --group-by varno@body --aggregate "count(*), min, max, mean of
//   obsvalue@body" on a 2 M x 30 observation file against `odc sql 'select varno@body,
//   count(*), min(obsvalue@body), max(obsvalue@body), avg(obsvalue@body)'` (goal: 10x);
// - strata-cli check DIR of 2,000 small ODB-2 files (a few MB in all) and of 20 files of 2 M
//   rows against running strata-cli check once per file (`xargs -P2 -n1`): goals 3x and 0.9x.
// The folders are written once, to a temporary folder removed at exit.

#include "bench_ratio.h"
#include "odb2_observations.h"
#include "strata/dataset.h"
#include "strata/dataset_table.h"

#include <benchmark/benchmark.h>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;

constexpr long groupRows = 2'000'000;
constexpr int smallFiles = 2000;
constexpr int largeFiles = 20;

const fs::path& groupFile() {
    static const strata::bench::ObservationFileOnDisk file(groupRows, "group-by");
    return file.path();
}

// A folder of files, removed at exit.
class Folder {
public:
    explicit Folder(const std::string& name)
        : m_path(fs::temp_directory_path() /
                 ("strata-bench-" + name + "-" + std::to_string(getpid()))) {
        fs::remove_all(m_path);
        fs::create_directories(m_path);
    }
    ~Folder() { fs::remove_all(m_path); }
    Folder(const Folder&) = delete;
    Folder& operator=(const Folder&) = delete;
    const fs::path& path() const { return m_path; }

private:
    fs::path m_path;
};

void writeFile(const fs::path& path, const std::vector<std::byte>& bytes) {
    std::ofstream(path, std::ios::binary)
        .write(reinterpret_cast<const char*>(bytes.data()),
               static_cast<std::streamsize>(bytes.size()));
}

// 2,000 observation files of 20 to 69 rows (50 different ones, each written 40 times).
const Folder& smallFolder() {
    static const Folder folder("small-dataset");
    static const bool written = [] {
        for (int variant = 0; variant < 50; ++variant) {
            const auto bytes = strata::bench::observationFile(20 + variant);
            for (int copy = 0; copy < smallFiles / 50; ++copy) {
                writeFile(folder.path() / ("obs-" + std::to_string(copy) + "-" +
                                           std::to_string(variant) + ".odb"),
                          bytes);
            }
        }
        return true;
    }();
    (void)written;
    return folder;
}

// 20 observation files of 2 M rows (copies of one).
const Folder& largeFolder() {
    static const Folder folder("large-dataset");
    static const bool written = [] {
        for (int f = 0; f < largeFiles; ++f) {
            fs::copy_file(groupFile(), folder.path() / ("obs-" + std::to_string(f) + ".odb"));
        }
        return true;
    }();
    (void)written;
    return folder;
}

// 10,000 copies of one 40-row observation file, in one folder.
const Folder& tenThousandFolder() {
    static const Folder folder("ten-thousand");
    static const bool written = [] {
        const auto bytes = strata::bench::observationFile(40);
        for (int f = 0; f < 10'000; ++f) {
            writeFile(folder.path() / ("obs-" + std::to_string(f) + ".odb"), bytes);
        }
        return true;
    }();
    (void)written;
    return folder;
}

void runProcess(benchmark::State& state, const std::string& command, std::int64_t items) {
    for (auto _ : state) {
        if (std::system((command + " > /dev/null 2>&1").c_str()) != 0) {
            state.SkipWithError(("failed: " + command).c_str());
        }
    }
    state.SetItemsProcessed(state.iterations() * items);
}

void BM_GroupByCli(benchmark::State& state) {
    runProcess(state,
               std::string(STRATA_CLI) + " stats '" + groupFile().string() +
                   "' --group-by varno@body --aggregate 'count(*), min(obsvalue@body), "
                   "max(obsvalue@body), mean(obsvalue@body)'",
               groupRows);
}

void BM_GroupByOdcSql(benchmark::State& state) {
    runProcess(state,
               "odc sql 'select varno@body, count(*), min(obsvalue@body), max(obsvalue@body), "
               "avg(obsvalue@body)' -i '" +
                   groupFile().string() + "'",
               groupRows);
}

void BM_DatasetCheckSmall(benchmark::State& state) {
    runProcess(state, std::string(STRATA_CLI) + " check '" + smallFolder().path().string() + "'",
               smallFiles);
}

void BM_DatasetCheckSmallPerFile(benchmark::State& state) {
    runProcess(state,
               "find '" + smallFolder().path().string() + "' -type f -print0 | xargs -0 -P2 -n1 " +
                   STRATA_CLI + " check",
               smallFiles);
}

void BM_DatasetCheckLarge(benchmark::State& state) {
    runProcess(state, std::string(STRATA_CLI) + " check '" + largeFolder().path().string() + "'",
               largeFiles);
}

void BM_DatasetCheckLargePerFile(benchmark::State& state) {
    runProcess(state,
               "find '" + largeFolder().path().string() + "' -type f -print0 | xargs -0 -P2 -n1 " +
                   STRATA_CLI + " check",
               largeFiles);
}

// What the window's File › Open Folder… does before it shows the member list
// (DatasetOpenJob): the folder listed (each file's format detected) and every file opened.
void BM_DatasetOpenTenThousand(benchmark::State& state) {
    const std::string folder = tenThousandFolder().path().string();
    for (auto _ : state) {
        const strata::DatasetListing listing = strata::listDataset({folder});
        const strata::Document dataset =
            strata::openDataset(listing.files, 0, {}, [](const auto&, const auto&) {});
        if (dataset.tables.front()->rowCount() != 400'000) {
            state.SkipWithError("not every file was opened");
        }
    }
    state.SetItemsProcessed(state.iterations() * 10'000);
}

BENCHMARK(BM_GroupByCli)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(5);
BENCHMARK(BM_GroupByOdcSql)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(5);
BENCHMARK(BM_DatasetCheckSmall)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);
BENCHMARK(BM_DatasetCheckSmallPerFile)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);
BENCHMARK(BM_DatasetCheckLarge)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);
BENCHMARK(BM_DatasetOpenTenThousand)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);
BENCHMARK(BM_DatasetCheckLargePerFile)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

const bool ratioDeclared = [] {
    strata::bench::declareRatio("group_by_vs_odc_sql", "BM_GroupByCli/iterations:5/real_time",
                                "BM_GroupByOdcSql/iterations:5/real_time");
    strata::bench::declareRatio("dataset_check_small_vs_per_file",
                                "BM_DatasetCheckSmall/iterations:3/real_time",
                                "BM_DatasetCheckSmallPerFile/iterations:3/real_time");
    strata::bench::declareRatio("dataset_check_large_vs_per_file",
                                "BM_DatasetCheckLarge/iterations:3/real_time",
                                "BM_DatasetCheckLargePerFile/iterations:3/real_time");
    return true;
}();

} // namespace
