#!/usr/bin/env bash
# Quick start 2: install what is missing, build, and run every test with CTest.
# PODCAD_SANITIZE=1 builds into build-asan with AddressSanitizer and UBSan instead.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Independent readers for the export tests: LibreOffice recomputes the XLSX formulas, poppler
# renders the PDF report. clang-format checks the sources' layout (tree/format).
export PODCAD_EXTRA_PACKAGES="${PODCAD_EXTRA_PACKAGES:-libreoffice-calc-nogui poppler-utils clang-format}"
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
