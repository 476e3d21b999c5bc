#!/usr/bin/env bash
# Installs what is missing, builds Strata with the given CMake preset (default: release) and
# runs every test with ctest. GUI tests use Qt's offscreen platform. Arguments after the preset
# go to CMake's configure step, e.g. -DSTRATA_CBLOSC2_SOURCE=PATH to add the c-blosc2
# cross-checks.
set -euo pipefail
preset=${1:-release}
shift || true
cd "$(dirname "$0")/.."
scripts/install-deps.sh
from=$SECONDS
cmake --preset "$preset" "$@"
cmake --build --preset "$preset" -j"$(nproc)"
echo "=== $preset build: $((SECONDS - from)) s"
from=$SECONDS
QT_QPA_PLATFORM=offscreen ctest --preset "$preset" -j"$(nproc)"
echo "=== $preset tests: $((SECONDS - from)) s"
