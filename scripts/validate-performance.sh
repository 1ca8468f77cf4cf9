#!/usr/bin/env bash
# Runs every published run of resources/validation (training-runs.csv, serving-runs.csv) through
# the performance model with the publication's layout fixed, and prints the table of predicted
# against published, the signed error of each row, the median |error| and the worst, as Markdown
# (the tables docs/performance.md shows). It builds and runs tests/core/tst_perfvalidation.cpp,
# which also checks that the data files are complete.
#   scripts/validate-performance.sh [BUILD_DIR] [OUTPUT.md]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${1:-$ROOT/build}"
OUT="${2:-}"
flock /tmp/podcad-build.lock cmake --build "$BUILD" -j2 --target tst_perfvalidation >/dev/null
TABLE="$(mktemp)"
trap 'rm -f "$TABLE"' EXIT
if ! QT_QPA_PLATFORM=offscreen PODCAD_VALIDATION_OUT="$TABLE" "$BUILD/tests/tst_perfvalidation" >"$TABLE.log" 2>&1; then
    cat "$TABLE.log" >&2
    rm -f "$TABLE.log"
    echo "validate-performance: the validation test failed (above)" >&2
    exit 1
fi
rm -f "$TABLE.log"
if [[ -n "$OUT" ]]; then
    cp "$TABLE" "$OUT"
fi
cat "$TABLE"
