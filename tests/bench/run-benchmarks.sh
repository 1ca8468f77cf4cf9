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

# Reading the 64-SU file: QJsonDocument against simdjson, then PodCAD's whole reader.
json="$build/tests/bench/bench_json"
[ -x "$json" ] || { echo "no $json: build the project first" >&2; exit 1; }
sp64=$(mktemp)
"$bench" superpod 64 "$sp64" >/dev/null
"$json" "$sp64"
rm -f "$sp64"

# Fabric analysis: 1k, 4k, 16k GPUs (SuperPOD 4, 16, 64 SUs), 64k and 128k GPUs (three-tier
# rail-optimized fat trees), then one max flow in Boost, in the search's contracted Dinic and in
# networkx on the same graph.
analysis="$build/tests/bench/bench_analysis"
[ -x "$analysis" ] || { echo "no $analysis: build the project first" >&2; exit 1; }
for sus in 4 16 64; do "$analysis" superpod "$sus"; done
for endpoints in 8192 16384; do "$analysis" fattree "$endpoints"; done
# Worst single switch failure: screening one switch per class (colour refinement), on every core.
for sus in 4 16 64; do "$analysis" superpod "$sus" --worst-single; done
graph=$(mktemp)
"$analysis" superpod 64 --dump "$graph" | tail -n 2
/usr/bin/python3 "$(dirname "$0")/maxflow_networkx.py" "$graph"
rm -f "$graph"

# Editor: open time and paint time per frame of both views (offscreen), sample and 4/16/64 SUs.
paint="$build/tests/bench/bench_paint"
[ -x "$paint" ] || { echo "no $paint: build the project first" >&2; exit 1; }
"$paint" sample
for sus in 4 16 64; do "$paint" superpod "$sus"; done

# Editing: each edit's UI time, longest stall and time to the new figures, on the floor and the
# topology view (see the top of bench_edit.cpp). 64 SUs takes about three minutes.
edit="$build/tests/bench/bench_edit"
[ -x "$edit" ] || { echo "no $edit: build the project first" >&2; exit 1; }
"$edit" sample
"$edit" superpod 16
"$edit" superpod 64
# An edit right after an Undo beside the same edit with nothing to redo: in the window, then
# Document::push alone (docs/benchmarks.md, "An edit right after an Undo").
"$edit" superpod 64 --after-undo --reps 5 --views floor \
    --edits delete,move,price,connect,add-rack,delete-rack
"$edit" superpod 64 --document --reps 51

# The cable plan in the editor: built when the design opens, updated when a rack moves (see the
# top of bench_cableedit.cpp).
cableedit="$build/tests/bench/bench_cableedit"
[ -x "$cableedit" ] || { echo "no $cableedit: build the project first" >&2; exit 1; }
"$cableedit" sample
"$cableedit" superpod 16
"$cableedit" superpod 64

# Exports: the BOM and TCO CSVs, the workbook and the PDF report the window and podcad-cli write.
exports="$build/tests/bench/bench_export"
[ -x "$exports" ] || { echo "no $exports: build the project first" >&2; exit 1; }
"$exports" sample
"$exports" superpod 64

# The cable plan: every link of a 64-SU SuperPOD routed and given a medium, and one moved rack's
# links planned again (the issue's targets: 0.3 s and 30 ms).
cableplan="$build/tests/bench/bench_cableplan"
[ -x "$cableplan" ] || { echo "no $cableplan: build the project first" >&2; exit 1; }
"$cableplan" 64

# Training planner: one plan search for 405B on 16,384 H100, the deadline search, and the run on a
# 64-SU SuperPOD's own fabric (the issue's target: at most 1 s in the CLI).
planner="$build/tests/bench/bench_planner"
[ -x "$planner" ] || { echo "no $planner: build the project first" >&2; exit 1; }
"$planner" 64
