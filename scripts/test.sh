#!/usr/bin/env bash
# Quick start 2: install what is missing, build, and run every test with CTest; then build the
# readers' fuzz targets with clang, replay every corpus input and past finding the repository
# keeps and run a fixed number of inputs from a fixed seed (tests/fuzz/run-fuzz.sh --ci), so one
# commit always gets one verdict.
# PODCAD_SANITIZE=1 builds into build-asan with AddressSanitizer and UBSan instead.
# PODCAD_FUZZ=0 leaves fuzzing out; PODCAD_FUZZ_SEED=N fuzzes from another seed (default 1).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Independent readers for the export tests: LibreOffice recomputes the XLSX formulas, poppler
# renders the PDF report. clang-format checks the sources' layout (tree/format); clang and
# libFuzzer's runtime (libclang-rt-14-dev) build the fuzz targets.
export PODCAD_EXTRA_PACKAGES="${PODCAD_EXTRA_PACKAGES:-libreoffice-calc-nogui poppler-utils clang-format clang libclang-rt-14-dev}"
if [ "${PODCAD_SANITIZE:-0}" = 1 ]; then
    export PODCAD_BUILD_DIR="${PODCAD_BUILD_DIR:-$ROOT/build-asan}"
    export PODCAD_BUILD_TYPE=Debug
    "$ROOT/scripts/setup.sh" -DPODCAD_SANITIZE=ON
else
    "$ROOT/scripts/setup.sh"
fi
BUILD_DIR="${PODCAD_BUILD_DIR:-$ROOT/build}"
export QT_QPA_PLATFORM=offscreen
ctest --test-dir "$BUILD_DIR" --output-on-failure --parallel "$(nproc)" "$@"
if [ "${PODCAD_FUZZ:-1}" != 0 ]; then
    "$ROOT/tests/fuzz/run-fuzz.sh" --ci
fi
