#!/usr/bin/env bash
# Quick start 1: install what is missing, build, and open the GUI on the bundled sample design.
# Extra arguments go to podcad (e.g. a .podcad file to open instead of the sample).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh"
BUILD_DIR="${PODCAD_BUILD_DIR:-$ROOT/build}"
if [ $# -eq 0 ]; then set -- "$ROOT/resources/samples/basepod-4x-dgx-h100.podcad"; fi
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
    echo "podcad: no display found; running under xvfb-run" >&2
    exec xvfb-run -a "$BUILD_DIR/app/podcad" "$@"
fi
exec "$BUILD_DIR/app/podcad" "$@"
