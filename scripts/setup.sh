#!/usr/bin/env bash
# Installs the Debian 12 packages PodCAD needs (only the missing ones), then configures and builds.
# Sourced by run.sh and test.sh; usable alone: scripts/setup.sh [cmake options...]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${PODCAD_BUILD_DIR:-$ROOT/build}"

PACKAGES=(cmake g++ make pkg-config
          qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev libqt6sql6-sqlite libgl-dev
          libqt6sql6-psql postgresql-15 libpq-dev
          libboost-graph-dev libxlsxwriter-dev libsimdjson-dev libsqlite3-dev sqlite3 libyaml-cpp-dev
          xvfb xauth)
# scripts/test.sh adds the independent readers the export tests open files with.
read -r -a extra <<< "${PODCAD_EXTRA_PACKAGES:-}"
PACKAGES+=("${extra[@]}")

missing=()
for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "podcad: installing missing Debian packages: ${missing[*]}"
    SUDO=""
    [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

cmake -S "$ROOT" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE="${PODCAD_BUILD_TYPE:-RelWithDebInfo}" "$@"
cmake --build "$BUILD_DIR" --parallel "$(nproc)"
