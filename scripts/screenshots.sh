#!/bin/sh
# Renders the main window for the documentation as it opens on a 1280x720 screen (a laptop, a
# meeting-room projector) and on a 1920x1080 one: the bundled sample and a generated 4-SU DGX
# SuperPOD, each in the floor and topology views, with the Costs panel, and in presentation mode,
# to docs/screenshots/NAME-KIND-WxH.png. tests/ui/tst_viewshots checks the same windows.
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
"$cli" generate superpod --system gb300-nvl72 --sus 2 -o "$work/gb300-2su.podcad"

shot() { # NAME KIND SIZE FILE [OPTIONS...]: KIND is floor, topology, costs or presentation
    name=$1 kind=$2 size=$3 file=$4
    shift 4
    # One X server of that size per picture: the window fills its screen (podcad --screenshot).
    xvfb-run -a -s "-screen 0 ${size}x24" "$app" --screenshot "$out/$name-$kind-$size.png" "$@" "$file"
    echo "$out/$name-$kind-$size.png"
}
for size in 1280x720 1920x1080; do
    for design in "sample:$root/resources/samples/basepod-4x-dgx-h100.podcad" \
                  "superpod-4su:$work/superpod-4su.podcad"; do
        name=${design%%:*} file=${design#*:}
        shot "$name" floor "$size" "$file" --view floor
        shot "$name" topology "$size" "$file" --view topology
        shot "$name" costs "$size" "$file" --costs
        shot "$name" presentation "$size" "$file" --present
    done
done
# The data hall: a 2-SU GB300 NVL72 SuperPOD with the facility the generator sizes for it, in the
# Hall view with the Power Chain panel.
for size in 1280x720 1920x1080; do
    shot gb300-2su hall "$size" "$work/gb300-2su.podcad" --view hall --power-chain
done
