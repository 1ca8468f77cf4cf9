#!/bin/sh
# Runs the generator benchmarks (one process per case) and prints their figures.
# usage: tests/bench/run-benchmarks.sh [BUILD_DIR]
set -eu
build=${1:-build}
bench="$build/tests/bench/bench_generate"
[ -x "$bench" ] || { echo "no $bench: build the project first (cmake --build $build)" >&2; exit 1; }
for sus in 1 4 16 64; do "$bench" superpod "$sus"; done
for sus in 1 4 16; do "$bench" nvl72 "$sus"; done
"$bench" basepod 16
"$bench" fattree-131k
