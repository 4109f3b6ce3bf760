#!/usr/bin/env bash
# Generate a corpus of random LLVM 16 modules for differential testing and
# check that every module verifies with opt-16.
#
# usage: scripts/random-corpus.sh N OUTDIR [cycles|bpi|all|--stress]
#
#   cycles|bpi|all  profile passed to gen-random-ir.py (default: all);
#                   writes OUTDIR/seed-<S>.ll for S = 1..N
#   --stress        use llvm-stress-16 instead (OUTDIR/stress-<S>.ll); its
#                   output is already a valid module, so it can be fed to
#                   print<branch-prob>/print<cycles> directly
#
# Environment: OPT (default /usr/lib/llvm-16/bin/opt), LLVM_STRESS (default
# /usr/bin/llvm-stress-16), STRESS_SIZE (default 200), GEN_ARGS (extra
# arguments for gen-random-ir.py, e.g. "--functions 50 --max-blocks 30").
#
# Prints one line per failing module and a summary including the fraction of
# functions that contain an irreducible cycle (from print<cycles>).
# Exit status is non-zero if any module failed to generate or verify.
set -euo pipefail

if [[ $# -lt 2 ]]; then
    sed -n '5,12p' "$0" >&2
    exit 2
fi
N=$1
OUTDIR=$2
MODE=${3:-all}
OPT=${OPT:-/usr/lib/llvm-16/bin/opt}
LLVM_STRESS=${LLVM_STRESS:-/usr/bin/llvm-stress-16}
STRESS_SIZE=${STRESS_SIZE:-200}
HERE=$(cd "$(dirname "$0")" && pwd)

mkdir -p "$OUTDIR"
failed=0
cycles_out=$(mktemp)
trap 'rm -f "$cycles_out"' EXIT

# Produce one module; llvm-stress writes the file itself.
generate() {
    local seed=$1 out=$2
    if [[ $MODE == --stress ]]; then
        "$LLVM_STRESS" -seed="$seed" -size="$STRESS_SIZE" -o "$out"
    else
        # GEN_ARGS is intentionally word-split.
        # shellcheck disable=SC2086
        python3 "$HERE/gen-random-ir.py" --seed "$seed" --profile "$MODE" \
            ${GEN_ARGS:-} >"$out"
    fi
}

for seed in $(seq 1 "$N"); do
    if [[ $MODE == --stress ]]; then
        f="$OUTDIR/stress-$seed.ll"
    else
        f="$OUTDIR/seed-$seed.ll"
    fi
    if ! generate "$seed" "$f"; then
        echo "FAIL generate seed=$seed" >&2
        failed=$((failed + 1))
        continue
    fi
    if ! "$OPT" -passes=verify -disable-output "$f" 2>"$f.err"; then
        echo "FAIL verify $f (see $f.err)" >&2
        failed=$((failed + 1))
        continue
    fi
    rm -f "$f.err"
    # Both analyses must at least run; their output feeds the statistics.
    "$OPT" -passes='print<cycles>,print<branch-prob>' -disable-output "$f" \
        2>>"$cycles_out" >/dev/null
done

echo "modules=$N failed=$failed mode=$MODE dir=$OUTDIR"
python3 "$HERE/cycle-stats.py" <"$cycles_out"
[[ $failed -eq 0 ]]
