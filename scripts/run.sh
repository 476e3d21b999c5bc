#!/usr/bin/env bash
# Installs what is missing, builds Strata (release) and starts the GUI: on the files given, or
# on the bundled samples when none are.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset release
cmake --build --preset release -j"$(nproc)" --target strata
exec build/release/app/gui/strata "$@"
