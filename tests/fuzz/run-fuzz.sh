#!/usr/bin/env bash
# Fuzzes the design reader (and, for designs that load, the analysis and the BOM) under
# AddressSanitizer and UndefinedBehaviorSanitizer with libFuzzer.
# usage: tests/fuzz/run-fuzz.sh [SECONDS (default 300)] [BUILD_DIR (default build-fuzz)]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SECONDS_TO_RUN="${1:-300}"
BUILD="${2:-$ROOT/build-fuzz}"
CC=clang CXX=clang++ cmake -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPODCAD_FUZZ=ON >/dev/null
cmake --build "$BUILD" --parallel "$(nproc)" --target fuzz_designfile
corpus="$BUILD/corpus"
mkdir -p "$corpus" "$BUILD/findings"
# Seeds: every fixture, good and bad, and the bundled samples.
cp "$ROOT"/tests/data/good/*.podcad "$ROOT"/tests/data/bad/*.podcad "$ROOT"/resources/samples/*.podcad "$corpus"/
cd "$BUILD/findings"
"$BUILD/tests/fuzz/fuzz_designfile" "$corpus" -dict="$ROOT/tests/fuzz/design.dict" \
    -max_total_time="$SECONDS_TO_RUN" -max_len=65536 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1
