#!/usr/bin/env bash
# Takes a screenshot of the real window for each format under Xvfb into docs/screenshots/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target strata-screenshots
mkdir -p docs/screenshots
xvfb-run -a -s "-screen 0 1600x1000x24" build/release/tools/strata-screenshots docs/screenshots \
    resources/samples/sample.col resources/samples/sample.odb resources/samples/sample.b2frame \
    resources/samples/sample.at1
