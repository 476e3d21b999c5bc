#!/usr/bin/env bash
# Builds the libFuzzer targets (the `fuzz` preset) and runs each for SECONDS (default 20), JOBS
# at a time (default 2), seeded from tests/corpus. Prints executions per target; exits
# non-zero when a target finds a crash, a leak or a timeout (its reproducer is left in
# build/fuzz/runs/TARGET).
set -euo pipefail
seconds=${1:-20}
jobs=${2:-2}
cd "$(dirname "$0")/../.."
corpus=$(pwd)/tests/corpus
cmake --preset fuzz > /dev/null
cmake --build --preset fuzz -j"$(nproc)"

runs=build/fuzz/runs
rm -rf "$runs"
# Inputs that once broke a target (tests/fuzz/regressions/TARGET) are seeds too: each run
# starts by running them.
seed() {
    local target=$1
    shift
    mkdir -p "$runs/$target/seeds" "$runs/$target/found"
    if [ -d "tests/fuzz/regressions/$target" ]; then
        cp tests/fuzz/regressions/"$target"/* "$runs/$target/seeds/"
    fi
    for pattern in "$@"; do
        find "$corpus" -type f -name "$pattern" -size -2M -exec cp {} "$runs/$target/seeds/" \;
    done
}
seed fuzz_cole '*.col'
seed fuzz_odb2 '*.odb'
seed fuzz_at1 '*.at1'
seed fuzz_blosc2_frame '*.b2frame' '*.b2nd'
seed fuzz_blosc2_chunk '*.b2chunk' '*.blosc1' '*.b2lazy' '*.cdata'
seed fuzz_blosclz '*.b2chunk'
seed fuzz_unshuffle '*.raw'
seed fuzz_reader '*.col' '*.odb'
seed fuzz_delta '*.raw'
seed fuzz_cole_page '*.col'
seed fuzz_odb2_rows '*.odb'
seed fuzz_session '*.strata-session'

run() {
    local target=$1
    local dir=$runs/$target
    (cd "$dir/found" &&
        ../../../tests/fuzz/$target -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
            -max_len=1048576 -print_final_stats=1 . ../seeds > ../log.txt 2>&1)
}
status=0
targets=(fuzz_cole fuzz_odb2 fuzz_at1 fuzz_blosc2_frame fuzz_blosc2_chunk fuzz_blosclz fuzz_unshuffle
    fuzz_reader fuzz_delta fuzz_cole_page fuzz_odb2_rows fuzz_session)
for ((i = 0; i < ${#targets[@]}; i += jobs)); do
    pids=()
    for target in "${targets[@]:i:jobs}"; do
        run "$target" &
        pids+=($!)
    done
    for pid in "${pids[@]}"; do
        wait "$pid" || status=1
    done
done
for target in "${targets[@]}"; do
    log=$runs/$target/log.txt
    executions=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    if grep -q 'ERROR: \|==ERROR\|runtime error\|invariant broken' "$log"; then
        echo "$target: FOUND A PROBLEM after $executions executions (see $log)"
        grep -m5 'ERROR\|runtime error\|invariant broken' "$log"
        status=1
    else
        echo "$target: $executions executions in ${seconds}s, nothing found"
    fi
done
exit $status
