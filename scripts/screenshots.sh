#!/bin/sh
# Renders the main window for the documentation: the bundled sample and a generated 4-SU DGX
# SuperPOD, each in the floor and topology views, the Costs panel and presentation mode, to
# docs/screenshots/*.png (1600 x 1000).
# Builds nothing: give it a build directory that has app/podcad and app/podcad-cli.
# usage: scripts/screenshots.sh BUILD_DIR
set -eu
[ $# -eq 1 ] || { echo "usage: $0 BUILD_DIR" >&2; exit 1; }
build=$(cd "$1" && pwd)
root=$(cd "$(dirname "$0")/.." && pwd)
app="$build/app/podcad"
cli="$build/app/podcad-cli"
for tool in "$app" "$cli"; do
    [ -x "$tool" ] || { echo "no $tool: build it first (cmake --build $build --target podcad podcad-cli)" >&2; exit 1; }
done
command -v xvfb-run >/dev/null || { echo "xvfb-run not found (apt-get install xvfb)" >&2; exit 1; }

out="$root/docs/screenshots"
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
# A settings and data home of its own: no window geometry, recent files or recovery copy of the
# person running the script end up in the pictures.
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache"
export PODCAD_CATALOG="${PODCAD_CATALOG:-$root/catalog.db}"

"$cli" generate superpod --system dgx-h100 --sus 4 -o "$work/superpod-4su.podcad"

shot() { # NAME KIND FILE [OPTIONS...]: KIND is floor, topology, costs or presentation
    name=$1 kind=$2 file=$3
    shift 3
    xvfb-run -a -s "-screen 0 1600x1000x24" "$app" --screenshot "$out/$name-$kind.png" "$@" "$file"
    echo "$out/$name-$kind.png"
}
for design in "sample:$root/resources/samples/basepod-4x-dgx-h100.podcad" \
              "superpod-4su:$work/superpod-4su.podcad"; do
    name=${design%%:*} file=${design#*:}
    shot "$name" floor "$file" --view floor
    shot "$name" topology "$file" --view topology
    shot "$name" costs "$file" --costs
    shot "$name" presentation "$file" --present
done
