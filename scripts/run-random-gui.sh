#!/usr/bin/env bash
# Long runs of the random GUI test (docs/random-gui.md):
#   scripts/run-random-gui.sh [STEPS] [SEED]        (default 100000 steps from seed 1)
#   scripts/run-random-gui.sh --replay FILE         (the steps a failure printed, one a line)
# builds tst_randomgui with AddressSanitizer and UBSan in build-asan (a Debug build, as
# PODCAD_SANITIZE=1 scripts/test.sh makes it) and runs the real main window offscreen, sequence i
# from seed SEED + i in a new window, RANDOM_GUI_LENGTH steps each (default 100).
# PODCAD_SANITIZE=0 runs the plain build in build instead.
# Each step is written to build-*/random-gui-trace.txt before it runs, so a crash leaves the seed
# and the steps that led to it; a failed check prints its seed, step and the list to replay
# (RANDOM_GUI_SHRINK=1 shrinks it first). The exit status is then non-zero.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
REPLAY=""
if [ "${1:-}" = --replay ]; then
    REPLAY="$(realpath "$2")"
    STEPS=0
    SEED=1
else
    STEPS="${1:-100000}"
    SEED="${2:-1}"
fi
if [ "${PODCAD_SANITIZE:-1}" = 1 ]; then
    BUILD_DIR="${PODCAD_BUILD_DIR:-$ROOT/build-asan}"
    if [ -f "$BUILD_DIR/CMakeCache.txt" ]; then
        cmake -S "$ROOT" -B "$BUILD_DIR" -DPODCAD_SANITIZE=ON >/dev/null
    else
        cmake -S "$ROOT" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Debug -DPODCAD_SANITIZE=ON >/dev/null
    fi
    # A memory error or undefined behaviour fails the run at once. Leaks are not checked: Qt's
    # platform plugins and fontconfig keep caches until exit.
    export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}"
    export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
else
    BUILD_DIR="${PODCAD_BUILD_DIR:-$ROOT/build}"
    cmake -S "$ROOT" -B "$BUILD_DIR" >/dev/null
fi
cmake --build "$BUILD_DIR" --parallel "$(nproc)" --target tst_randomgui
export PODCAD_CATALOG="${PODCAD_CATALOG:-$ROOT/catalog.db}"
export PODCAD_USER_CATALOG="${PODCAD_USER_CATALOG:-$BUILD_DIR/tests/no-user-catalog/user-catalog.db}"
export QT_QPA_PLATFORM="offscreen:configfile=$ROOT/tests/data/screens/1920x1080.json"
export PODCAD_RANDOM_GUI_STEPS="$STEPS" PODCAD_RANDOM_GUI_SEED="$SEED"
export PODCAD_RANDOM_GUI_LENGTH="${RANDOM_GUI_LENGTH:-100}"
export PODCAD_RANDOM_GUI_SHRINK="${RANDOM_GUI_SHRINK:-0}"
export PODCAD_RANDOM_GUI_REPLAY="$REPLAY"
# QtTest ends a test function after 5 minutes unless told otherwise.
export QTEST_FUNCTION_TIMEOUT="${QTEST_FUNCTION_TIMEOUT:-2000000000}"
TRACE="$BUILD_DIR/random-gui-trace.txt"
: >"$TRACE"
export PODCAD_RANDOM_GUI_TRACE="$TRACE"
status=0
"$BUILD_DIR/tests/tst_randomgui" randomSequences -maxwarnings 0 || status=$?
if [ "$status" != 0 ]; then
    # The sequence that was running: from its "# seed" line to the step it died in.
    echo "run-random-gui: failed (status $status); the last sequence's steps, to replay with"
    echo "  scripts/run-random-gui.sh --replay FILE  (FILE: these lines from 'start' on)"
    awk '/^# seed/ { buffer = "" } { buffer = buffer $0 "\n" } END { printf "%s", buffer }' "$TRACE"
fi
exit "$status"
