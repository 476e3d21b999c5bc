#!/usr/bin/env bash
# Installs what is missing, builds Strata (release) and starts the GUI: on the files given, or
# on the bundled samples when none are.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset release
cmake --build --preset release -j"$(nproc)" --target strata
# Qt wants a private runtime directory and warns without one (a root shell often has none).
if [[ -z "${XDG_RUNTIME_DIR:-}" ]]; then
    export XDG_RUNTIME_DIR="/tmp/runtime-$(id -u)"
    mkdir -p -m 700 "$XDG_RUNTIME_DIR"
fi
exec build/release/app/gui/strata "$@"
