#!/usr/bin/env bash
# Long runs of the random edit test (docs/random-edits.md):
#   scripts/run-random-edits.sh [COMMANDS] [SEED]          (default 1000000 commands from seed 1)
# builds the driver with AddressSanitizer and UBSan in build-asan (the core and the editing
# library only, not the GUI) and runs it over the three start designs. PODCAD_SANITIZE=0 runs the
# plain build in build instead. Driver options go in RANDOM_EDITS_OPTIONS (--length, --designs, and
# how often the costly checks run on the two SuperPODs: by default the change event and structure
# every 10 steps, the file every 100, the analysis every 200, the incremental cable plan against
# one from scratch every 100, so that a million commands take about an hour on one core under the
# sanitizers; the sample is checked fully after every step).
# A failure prints its shrunk reproduction; the exit status is then 1.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
COMMANDS="${1:-1000000}"
SEED="${2:-1}"
if [ "${PODCAD_SANITIZE:-1}" = 1 ]; then
    BUILD_DIR="${PODCAD_BUILD_DIR:-$ROOT/build-asan}"
    cmake -S "$ROOT" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPODCAD_SANITIZE=ON >/dev/null
    # A memory error, undefined behaviour or a leak at exit fails the run.
    export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
    export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
else
    BUILD_DIR="${PODCAD_BUILD_DIR:-$ROOT/build}"
    cmake -S "$ROOT" -B "$BUILD_DIR" >/dev/null
fi
cmake --build "$BUILD_DIR" --parallel "$(nproc)" --target random-edits
export PODCAD_CATALOG="${PODCAD_CATALOG:-$ROOT/catalog.db}"
export QT_QPA_PLATFORM=offscreen
# shellcheck disable=SC2086
exec "$BUILD_DIR/tests/random-edits" --commands "$COMMANDS" --seed "$SEED" ${RANDOM_EDITS_OPTIONS:---diff-every 10 --file-every 100 --analysis-every 200 --cable-plan-every 100}
