// COLE scan: a 1 M-row x 8-column file (20 row groups, every type/encoding pair) decoded block by
// block, on one thread and on all cores. The reference reader scans such a file at about
// 20 M rows/s on one core of this machine kind (issue 2); it cannot be built here, so the
// figure is reported as rows/s.
#include "strata/format_registry.h"
#include "support/cole_bytes_writer.h"

#include <atomic>
#include <benchmark/benchmark.h>
#include <random>
#include <thread>

namespace {

using strata::test::ColeBytesWriter;

constexpr std::size_t rowGroups = 20;
constexpr std::size_t rowsPerGroup = 50000;

const strata::Document& benchDocument() {
    static const strata::Document document = [] {
        ColeBytesWriter writer;
        writer.addColumn("id", ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Delta);
        writer.addColumn("sensor", ColeBytesWriter::Type::Int32, ColeBytesWriter::Encoding::Rle);
        writer.addColumn("reading", ColeBytesWriter::Type::Int32, ColeBytesWriter::Encoding::Plain);
        writer.addColumn("time", ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Delta);
        writer.addColumn("counter", ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Plain);
        writer.addColumn("status", ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Rle);
        writer.addColumn("site", ColeBytesWriter::Type::String,
                         ColeBytesWriter::Encoding::Dictionary);
        writer.addColumn("note", ColeBytesWriter::Type::String, ColeBytesWriter::Encoding::Plain);
        std::mt19937_64 random(7);
        const char* sites[] = {"north", "south", "east", "west", "summit", "valley"};
        std::int64_t id = 0;
        std::int64_t time = 1700000000000;
        for (std::size_t g = 0; g < rowGroups; ++g) {
            std::vector<std::int64_t> ids, sensors, readings, times, counters, statuses;
            std::vector<std::string> siteValues, notes;
            for (std::size_t r = 0; r < rowsPerGroup; ++r) {
                ids.push_back(id++);
                sensors.push_back(static_cast<std::int64_t>(r / 1000));
                readings.push_back(static_cast<std::int32_t>(random() % 200000) - 100000);
                time += static_cast<std::int64_t>(random() % 2000);
                times.push_back(time);
                counters.push_back(static_cast<std::int64_t>(random()));
                statuses.push_back(static_cast<std::int64_t>(r / 5000 % 3));
                siteValues.emplace_back(sites[random() % 6]);
                notes.push_back("n" + std::to_string(random() % 100000));
            }
            writer.addRowGroup(
                {ids, sensors, readings, times, counters, statuses, siteValues, notes});
        }
        return strata::openDocument(strata::ByteSource::fromBuffer(writer.finish(), "bench.col"));
    }();
    return document;
}

void BM_ColeScan(benchmark::State& state) {
    const auto& table = *benchDocument().tables.at(0);
    const auto threads = static_cast<unsigned>(state.range(0));
    for (auto _ : state) {
        std::atomic<std::size_t> next{0};
        auto work = [&] {
            for (std::size_t b = next++; b < table.blocks().size(); b = next++) {
                benchmark::DoNotOptimize(table.readBlock(b));
            }
        };
        std::vector<std::thread> pool;
        for (unsigned t = 1; t < threads; ++t) {
            pool.emplace_back(work);
        }
        work();
        for (auto& thread : pool) {
            thread.join();
        }
    }
    state.counters["rows/s"] = benchmark::Counter(static_cast<double>(table.rowCount()) *
                                                      static_cast<double>(state.iterations()),
                                                  benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ColeScan)
    ->Arg(1)
    ->Arg(2)
    ->ArgName("threads")
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);

} // namespace
