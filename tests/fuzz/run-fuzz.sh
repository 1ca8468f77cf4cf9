#!/usr/bin/env bash
# Fuzzes PodCAD's readers of outside input under AddressSanitizer and UndefinedBehaviorSanitizer
# with libFuzzer (docs/fuzzing.md): builds the core and the targets with clang into a build
# directory of their own (-DPODCAD_FUZZ=ON), writes the seed corpora from tests/data, catalog.db
# and the samples, then runs each target in turn (--ci: as many at once as there are cores).
#
# usage: tests/fuzz/run-fuzz.sh [SECONDS] [TARGET...]     long runs, random seeds
#        tests/fuzz/run-fuzz.sh --ci [TARGET...]           the test command's run
#   SECONDS   how long each target runs after replaying its corpus (default 300)
#   TARGET    fuzz_designfile fuzz_netbox fuzz_catalogfile fuzz_teamrows fuzz_settings
#             fuzz_windowstate (default: all)
#   --ci      one verdict per commit: every target starts from its seeds alone (the repository's
#             corpus and every past finding kept in tests/data), replays them, then runs a fixed
#             number of inputs (kCiRuns below) from a fixed seed ($PODCAD_FUZZ_SEED, default 1),
#             with Qt's hash seed and the address layout fixed too, so two runs of one commit
#             try the same inputs; each prints a fingerprint of the corpus it ended with to show
#             it. The script fails, naming the target and the input, on any finding.
# Without --ci each target's corpus is kept in BUILD/corpus/TARGET and grows from run to run,
# from libFuzzer's own random seed. Findings (crash-*, leak-*, timeout-*, oom-*) are written to
# BUILD/findings/TARGET; each belongs in tests/data with a regular test. BUILD is
# $PODCAD_FUZZ_BUILD_DIR, else build-fuzz. Runs of different targets may go side by side once the
# build is done (start one, then the others).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
ALL=(fuzz_designfile fuzz_netbox fuzz_catalogfile fuzz_teamrows fuzz_settings fuzz_windowstate)
# The test command's inputs per target after the replay: about 25 s each on the project's 2-core
# machine, one target per core (docs/fuzzing.md, "In the test command").
declare -A kCiRuns=([fuzz_designfile]=80000 [fuzz_netbox]=60000 [fuzz_catalogfile]=10000
                    [fuzz_teamrows]=10000 [fuzz_settings]=50000 [fuzz_windowstate]=50000)
kCiWork=/tmp/podcad-fuzz-ci
ci=0
SECONDS_TO_RUN=300
if [ "${1:-}" = --ci ]; then
    ci=1
    shift
elif [[ "${1:-}" =~ ^[0-9]+$ ]]; then
    SECONDS_TO_RUN="$1"
    shift
fi
FUZZ_SEED="${PODCAD_FUZZ_SEED:-1}"
TARGETS=("$@")
[ ${#TARGETS[@]} -eq 0 ] && TARGETS=("${ALL[@]}")
BUILD="${PODCAD_FUZZ_BUILD_DIR:-$ROOT/build-fuzz}"

for t in "${TARGETS[@]}"; do
    case " ${ALL[*]} " in *" $t "*) ;; *) echo "run-fuzz: unknown target $t (${ALL[*]})" >&2; exit 1 ;; esac
done
for tool in clang clang++; do
    command -v "$tool" >/dev/null ||
        { echo "run-fuzz: $tool not found (Debian packages clang, libclang-rt-14-dev)" >&2; exit 1; }
done

CC=clang CXX=clang++ cmake -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DPODCAD_FUZZ=ON >/dev/null
cmake --build "$BUILD" --parallel "$(nproc)" --target "${TARGETS[@]}" make_seeds

# The seeds of every target, each from the repository as it is; a directory of this run's own, so
# that runs of different targets can go side by side.
seeds="$(mktemp -d "$BUILD/seeds.XXXXXX")"
trap 'rm -rf "$seeds"' EXIT
mkdir -p "$seeds"/{fuzz_designfile,fuzz_netbox,fuzz_settings,fuzz_windowstate}
cp "$ROOT"/tests/data/good/*.podcad "$ROOT"/tests/data/bad/*.podcad "$ROOT"/resources/samples/*.podcad \
    "$seeds/fuzz_designfile/"
cp "$ROOT"/tests/data/netbox/*.yaml "$ROOT"/tests/data/netbox/bad/*.yaml "$ROOT"/tests/data/netbox/fuzz/*.yaml \
    "$seeds/fuzz_netbox/"
cp "$ROOT"/tests/data/settings/*.ini "$seeds/fuzz_settings/"
cp "$ROOT"/tests/data/settings/*.ini "$seeds/fuzz_windowstate/"
"$BUILD/tests/fuzz/make_seeds" "$ROOT/catalog.db" "$ROOT/tests/data/netbox" "$seeds"
mv "$seeds/catalogfile" "$seeds/fuzz_catalogfile"
mv "$seeds/teamrows" "$seeds/fuzz_teamrows"
cp "$ROOT"/tests/data/teamrows/*.rows "$seeds/fuzz_teamrows/"

# Runs one target; its output goes to $BUILD/findings/TARGET/run.log when given a second argument.
fuzz_one() {
    local t="$1" corpus="$BUILD/corpus/$1"
    [ $ci = 1 ] && rm -rf "$corpus"
    mkdir -p "$corpus" "$BUILD/findings/$t"
    local options=(-timeout=20 -rss_limit_mb=2048 -print_final_stats=1
                   -artifact_prefix="$BUILD/findings/$t/")
    local run=()
    if [ $ci = 1 ]; then
        # -reload=0: the corpus is never read again mid-run (libFuzzer rereads it every second
        # by default, for runs that share it).
        options+=(-seed="$FUZZ_SEED" -runs="${kCiRuns[$t]}" -reload=0)
        # Paths the same in every run and every clone (fuzzsupport.h, workDir()); one run of a
        # target at a time on a machine may use them, so another waits for it.
        # (In --ci this function runs in a subshell of its own, which the lock lives with.)
        local work="$kCiWork/$t"
        mkdir -p "$kCiWork"
        exec 9>"$kCiWork/$t.lock"
        flock 9
        rm -rf "$work"
        mkdir -p "$work"
        cp "$ROOT/catalog.db" "$work/catalog.db"
        # Qt's hashes and the addresses PodCAD hashes the same in every run (setarch -R turns
        # off address randomisation; where the container forbids it, the run goes on without).
        run=(env QT_HASH_SEED=0 PODCAD_FUZZ_WORKDIR="$work")
        setarch "$(uname -m)" -R true 2>/dev/null && run+=(setarch "$(uname -m)" -R)
    else
        options+=(-max_total_time="$SECONDS_TO_RUN")
        run=(env PODCAD_FUZZ_CATALOG="$ROOT/catalog.db")
    fi
    [ -f "$ROOT/tests/fuzz/$t.dict" ] && options+=(-dict="$ROOT/tests/fuzz/$t.dict")
    [ $t = fuzz_windowstate ] && options+=(-dict="$ROOT/tests/fuzz/fuzz_settings.dict")
    case $t in
        fuzz_designfile) options+=(-max_len=65536) ;;
        fuzz_catalogfile) options+=(-max_len=262144) ;;
    esac
    if [ $ci = 1 ]; then
        echo "run-fuzz: $t: its $(ls "$seeds/$t" | wc -l) seeds, then ${kCiRuns[$t]} inputs from seed $FUZZ_SEED"
    else
        echo "run-fuzz: $t for ${SECONDS_TO_RUN}s after its $(ls "$seeds/$t" | wc -l) seeds"
    fi
    # The new inputs go to the corpus; the seeds are read from their own directory.
    local status=0
    if [ $ci = 1 ]; then
        # Everything the target and libFuzzer see at the work directory's fixed path, by relative
        # names, with a fixed environment: the lengths of the clone's paths (the binary's, the
        # corpus', the dictionary's) move the heap, and so the addresses the target compares.
        mkdir -p "$work/corpus" "$work/seeds" "$work/findings"
        cp "$seeds/$t"/* "$work/seeds/"
        cp "$BUILD/tests/fuzz/$t" "$work/target"
        local relative=()
        for o in "${options[@]}"; do
            case $o in
                -artifact_prefix=*) relative+=(-artifact_prefix=findings/) ;;
                -dict=*) cp "${o#-dict=}" "$work/"; relative+=(-dict="$(basename "${o#-dict=}")") ;;
                *) relative+=("$o") ;;
            esac
        done
        (cd "$work" && env -i PATH=/usr/bin:/bin HOME="$work" QT_QPA_PLATFORM=offscreen \
             "${run[@]}" ./target "${relative[@]}" corpus seeds) || status=$?
        cp -r "$work/corpus/." "$corpus/"
        cp -r "$work/findings/." "$BUILD/findings/$t/"
    else
        (cd "$BUILD/findings/$t" &&
             QT_QPA_PLATFORM=offscreen "${run[@]}" "$BUILD/tests/fuzz/$t" "${options[@]}" "$corpus" "$seeds/$t") ||
            status=$?
    fi
    # libFuzzer names each corpus input by its content's SHA-1: the sorted names are the corpus.
    echo "run-fuzz: $t ended with $(ls "$corpus" | wc -l) corpus inputs, fingerprint" \
         "$(ls "$corpus" | sort | sha256sum | cut -c1-16)"
    return $status
}

failed=()
note_failure() {
    echo "run-fuzz: $1 FOUND A PROBLEM: input in $BUILD/findings/$1 (see the report above)" >&2
    failed+=("$1")
}
if [ $ci = 1 ]; then
    # The test command's run: as many targets side by side as there are cores, each one's report
    # printed whole when all are done: on two cores the six targets take the time of three.
    running=0
    for t in "${TARGETS[@]}"; do
        if [ $running -ge "$(nproc)" ]; then
            wait -n || true
            running=$((running - 1))
        fi
        mkdir -p "$BUILD/findings/$t"
        rm -f "$BUILD/findings/$t/run.status"
        { if fuzz_one "$t" > "$BUILD/findings/$t/run.log" 2>&1; then echo 0; else echo 1; fi \
              > "$BUILD/findings/$t/run.status"; } &
        running=$((running + 1))
    done
    wait
    for t in "${TARGETS[@]}"; do
        cat "$BUILD/findings/$t/run.log"
        [ "$(cat "$BUILD/findings/$t/run.status" 2>/dev/null)" = 0 ] || note_failure "$t"
    done
else
    for t in "${TARGETS[@]}"; do
        fuzz_one "$t" || note_failure "$t"
    done
fi
if [ ${#failed[@]} -gt 0 ]; then
    echo "run-fuzz: findings in: ${failed[*]}" >&2
    exit 1
fi
echo "run-fuzz: no finding in ${TARGETS[*]}"
