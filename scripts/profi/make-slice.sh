#!/usr/bin/env bash
# A small set of pseudo-probe modules for the lit differential slice of freqpath-profi:
# random CFGs (scripts/gen-random-ir.py, seeds 1..RANDOM) and the -O2 real-C modules of
# test-ir/corpus, each marked "use-sample-profile" and instrumented by opt-16's pseudo-probe
# pass, written to OUT as .ll files.
#
#   scripts/profi/make-slice.sh OUT [RANDOM]
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../env.sh"
out="${1:?usage: make-slice.sh OUT [RANDOM]}"
random="${2:-4}"
mkdir -p "$out"
made=0 failed=0
instrument() { # IN.ll NAME
  python3 "$here/mark-use-sample-profile.py" "$1" > "$out/$2.marked.ll"
  if sh -c '"$@"; exit $?' sh "$OPT" -S -passes='function(mem2reg,simplifycfg),pseudo-probe' \
       "$out/$2.marked.ll" -o "$out/$2.ll" 2>/dev/null; then
    made=$((made + 1))
  else
    rm -f "$out/$2.ll"; failed=$((failed + 1))
  fi
  rm -f "$out/$2.marked.ll"
}
for seed in $(seq 1 "$random"); do
  python3 "$FREQPATH_ROOT/scripts/gen-random-ir.py" --seed "$seed" --functions 6 \
      --max-blocks 40 --profile all > "$out/raw.ll"
  instrument "$out/raw.ll" "random-$seed"
done
for bc in "$FREQPATH_ROOT"/test-ir/corpus/*.O2.bc; do
  "$LLVM_DIS" "$bc" -o "$out/raw.ll"
  instrument "$out/raw.ll" "$(basename "$bc" .bc)"
done
rm -f "$out/raw.ll"
echo "make-slice: modules=$made failed=$failed"
