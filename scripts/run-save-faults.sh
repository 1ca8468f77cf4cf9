#!/usr/bin/env bash
# The save-fault kill harness at length (docs/save-faults.md): runs core/tst_savekill with
# TRIALS random-time kills per save path (default 200), on top of the kill at every step of every
# save, in rounds of 50 with a new seed each, and prints the summed tally. Each round ends with one
# more save per path, which must leave nothing beside its target. Exits non-zero on the first
# damaged file or stray left (the test names the seed and the delay to replay it with
# PODCAD_SAVE_SEED).
#   scripts/run-save-faults.sh [TRIALS]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${PODCAD_BUILD_DIR:-$ROOT/build}"
TRIALS="${1:-200}"
cmake --build "$BUILD_DIR" --target tst_savekill podcad_savechild >/dev/null
export QT_QPA_PLATFORM=offscreen
export PODCAD_CATALOG="${PODCAD_CATALOG:-$ROOT/catalog.db}"
round=50
total=0 kills=0 old=0 new=0 strays=0 left=0 rounds=0
start=$(date +%s)
while [ "$TRIALS" -gt 0 ]; do
    n=$((TRIALS < round ? TRIALS : round))
    TRIALS=$((TRIALS - n))
    seed=$(( (RANDOM << 15) | RANDOM ))
    out="$(PODCAD_SAVE_TRIALS=$n PODCAD_SAVE_SEED=$seed "$BUILD_DIR/tests/tst_savekill" 2>&1)" || {
        echo "$out" | grep -E 'FAIL|Loc' >&2
        echo "run-save-faults: damaged file or stray left with seed $seed (PODCAD_SAVE_SEED=$seed PODCAD_SAVE_TRIALS=$n)" >&2
        exit 1
    }
    line="$(echo "$out" | grep -o "save-faults: .*damaged")"
    read -r t k o w s l <<<"$(echo "$line" | grep -oE '[0-9]+' | head -6 | tr '\n' ' ')"
    total=$((total + t)) kills=$((kills + k)) old=$((old + o)) new=$((new + w)) strays=$((strays + s))
    left=$((left + l))
    rounds=$((rounds + 1))
done
echo "save-faults: $rounds rounds, $total trials, $kills killed mid-save, $old left the old version," \
     "$new the new, $strays stray temporaries, $left left after one more save, 0 damaged, $(( $(date +%s) - start )) s"
