#!/bin/sh
# The team catalog's load test (tests/cli/tst_cliteamload.cpp) for longer than CTest runs it: eight
# podcad-cli writers and two readers on a private PostgreSQL 15, SECONDS on a steady server, then
# SECONDS through a SIGKILL and a fast restart every third of the run (at most every 20 s), with
# every check of the CTest run at the end. Prints each phase's figures (edits written, conflicts,
# edits cut off by the faults, reads from the local copy, edits per second).
# Builds nothing: give it a build directory that has tests/tst_cliteamload and app/podcad-cli.
# usage: scripts/run-team-load.sh [SECONDS [BUILD_DIR]]   (SECONDS: 10 or more; PODCAD_TEAM_LOAD_SEED
#        picks the writers' choices, the default is 29)
set -eu
seconds=${1:-300}
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${2:-$root/build}" && pwd)
test="$build/tests/tst_cliteamload"
[ -x "$test" ] || { echo "no $test: build it first (cmake --build $build --target tst_cliteamload podcad-cli)" >&2; exit 1; }
case $seconds in
    ''|*[!0-9]*) echo "usage: $0 [SECONDS [BUILD_DIR]]" >&2; exit 1 ;;
esac
# Two faults at the least, each with time to work around it.
[ "$seconds" -ge 10 ] || { echo "$0: SECONDS must be 10 or more" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
# As CTest runs it: no display, the shipped catalog, no user catalog.
export QT_QPA_PLATFORM=offscreen
export PODCAD_CATALOG="${PODCAD_CATALOG:-$root/catalog.db}"
export PODCAD_USER_CATALOG="$work/no-user-catalog.db"
export PODCAD_TEAM_LOAD_SECONDS="$seconds"
# Qt Test stops a test function after 5 minutes unless told otherwise.
export QTEST_FUNCTION_TIMEOUT=$(( (seconds + 300) * 1000 ))
started=$(date +%s)
status=0
# One process per phase: in one process, Qt 6.4's watchdog stopped the second function after 5
# minutes whatever QTEST_FUNCTION_TIMEOUT said, while the first ran its 8.
for phase in eightWritersOnASteadyServer eightWritersThroughAKillAndARestart; do
    "$test" "$phase" >"$work/log" 2>&1 || status=$?
    grep -E 'QINFO|FAIL' "$work/log" | sed 's/^QINFO *: TestCliTeamLoad::[A-Za-z]*() //'
    grep -q '^FAIL' "$work/log" && sed -n '/^FAIL/,/Loc:/p' "$work/log" >&2
done
echo "seed ${PODCAD_TEAM_LOAD_SEED:-29}, ${seconds} s per phase, $(( $(date +%s) - started )) s in all, exit $status"
exit "$status"
