// strata-bench: Google Benchmark over every format. Benchmarks that race a peer library declare
// a ratio (bench_ratio.h); the ratios are printed after the runs as "ratio NAME X".
#include "bench_ratio.h"
#include "strata/allocator_tuning.h"

#include <benchmark/benchmark.h>

namespace {

// Console output as usual, and each run's real time per iteration recorded for the ratios.
class RecordingReporter : public benchmark::ConsoleReporter {
public:
    void ReportRuns(const std::vector<Run>& reports) override {
        for (const auto& run : reports) {
            if (run.run_type == Run::RT_Iteration && run.iterations > 0) {
                strata::bench::recordSeconds(run.benchmark_name(),
                                             run.real_accumulated_time /
                                                 static_cast<double>(run.iterations));
            }
        }
        ConsoleReporter::ReportRuns(reports);
    }
};

} // namespace

int main(int argc, char** argv) {
    strata::keepFreedMemoryForReuse();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
        return 1;
    }
    RecordingReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    strata::bench::printRatios();
    return 0;
}
