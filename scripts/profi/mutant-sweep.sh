#!/usr/bin/env bash
# Robustness sweep of freqpath-profi on malformed and adversarial profiles.
#
#   scripts/profi/mutant-sweep.sh [WORK_DIR] [MUTANTS_PER_PROFILE]
#
# Builds a few modules (random CFGs instrumented with pseudo probes, examples/demo.c with
# debug information, flat and after inlining), generates profiles for them (clean, damaged,
# wrong checksums and unknown functions, huge counts, inlined call sites and call targets),
# and mutates each profile MUTANTS_PER_PROFILE times (default 125, 3000 mutants) with gen-profile.py
# --mutate: truncation, bad numbers (negative, overflowing), bad indentation, misplaced
# metadata, stray blanks and CRs, colons, fuzzed bytes, wrong checksums, renamed functions,
# huge counts. Then scripts/compare-profi runs opt-16's sample loader and freqpath-profi on
# every (module, mutant) pair and fails unless, for every mutant:
#   * freqpath exits 0, or exits 1 with exactly one "error: freqpath: FILE[:LINE]: ..." line
#     (no crash, no internal error);
#   * it rejects exactly the mutants LLVM rejects;
#   * where both accept, every function's !prof and print<branch-prob> are identical.
# A rejected mutant leaves the IR untouched: the error stops opt before anything is written
# (test-ir/profi/reader-errors.ll checks that no output is produced).
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../env.sh"
work="${1:-$(mktemp -d /tmp/freqpath-profi-mutants.XXXXXX)}"
per_profile="${2:-125}"
mkdir -p "$work/ir"

for seed in 1 2 3 4; do
  python3 "$FREQPATH_ROOT/scripts/gen-random-ir.py" --seed "$seed" --functions 5 \
      --max-blocks 30 --profile all > "$work/raw.ll"
  python3 "$here/mark-use-sample-profile.py" "$work/raw.ll" > "$work/marked.ll"
  sh -c '"$@"; exit $?' sh "$OPT" -S -passes='function(mem2reg,simplifycfg),pseudo-probe' \
     "$work/marked.ll" -o "$work/ir/probe-$seed.ll" 2>/dev/null || rm -f "$work/ir/probe-$seed.ll"
done
"$CLANG" -O1 -g -fdebug-info-for-profiling -fno-discard-value-names -S -emit-llvm \
  -Xclang -disable-llvm-passes "$FREQPATH_ROOT/examples/demo.c" -o "$work/demo.ll"
python3 "$here/mark-use-sample-profile.py" "$work/demo.ll" > "$work/demo-marked.ll"
"$OPT" -S -passes='function(sroa,simplifycfg)' "$work/demo-marked.ll" -o "$work/ir/line-flat.ll"
"$OPT" -S -passes='function(sroa,simplifycfg),cgscc(inline),function(simplifycfg)' \
  "$work/demo-marked.ll" -o "$work/ir/line-inlined.ll"
rm -f "$work/raw.ll" "$work/marked.ll" "$work/demo.ll" "$work/demo-marked.ll"

options=(
  ""
  "--holes 0.3 --zeros 0.1 --noise 0.3"
  "--bad-checksum 0.5 --unknown 3 --huge 0.3"
  "--inline 0.7 --indirect-targets 3 --holes 0.1"
)
for ir in "$work"/ir/*.ll; do
  base="${ir%.ll}"
  for k in "${!options[@]}"; do
    # shellcheck disable=SC2086
    python3 "$here/gen-profile.py" "$ir" -o "$work/base.prof" --seed "$k" ${options[$k]} || continue
    python3 "$here/gen-profile.py" --mutate "$work/base.prof" -o "$work/mut" \
        --count "$per_profile" --seed "$k"
    for m in "$work"/mut/*.prof; do mv "$m" "$base.o$k.$(basename "$m")"; done
  done
done
rm -f "$work/base.prof"
echo "mutant-sweep: $(ls "$work"/ir/*.prof | wc -l) mutants for $(ls "$work"/ir/*.ll | wc -l) modules in $work"
python3 "$FREQPATH_ROOT/scripts/compare-profi" --show 5 "$work/ir"
