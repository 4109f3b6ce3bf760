#!/usr/bin/env bash
# Builds a corpus for profi's differential tests and checks every generated profile with LLVM:
#   OUT/ir/    IR modules: random CFGs instrumented with pseudo probes (probe-*.ll),
#              examples/demo.c with debug info, before and after inlining (line-*.ll),
#              and LLVM's own SampleProfile tests if LLVM_TEST_DIR is given (llvm-*.ll)
#   OUT/gen/   profiles from gen-profile.py, several option sets per module
#   OUT/mut/   malformed variants of some of them (gen-profile.py --mutate)
# Every OUT/gen profile must be accepted by `llvm-profdata-16 show --sample`, and
# `opt-16 -passes=sample-profile -sample-profile-use-profi` must run cleanly on its module.
#
#   scripts/profi/make-corpus.sh OUT [RANDOM_MODULES]
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../env.sh"
out="${1:?usage: make-corpus.sh OUT [RANDOM_MODULES]}"
modules="${2:-12}"
PROFDATA="$LLVM_BIN/llvm-profdata"
mkdir -p "$out/ir" "$out/gen" "$out/mut"

probe_pipeline='function(mem2reg,simplifycfg),pseudo-probe'
unprobed=0
for seed in $(seq 1 "$modules"); do
  python3 "$FREQPATH_ROOT/scripts/gen-random-ir.py" --seed "$seed" --functions 6 \
      --max-blocks 40 --profile all > "$out/ir/raw.ll"
  python3 "$here/mark-use-sample-profile.py" "$out/ir/raw.ll" > "$out/ir/marked.ll"
  # LLVM 16's pseudo-probe pass breaks modules that call llvm.experimental.deoptimize (it puts
  # a probe between the call and its return): those modules are skipped.
  # (An inner `sh` reaps the aborting opt, so this shell prints no "Aborted" job message.)
  if ! sh -c '"$@"; exit $?' sh "$OPT" -S -passes="$probe_pipeline" "$out/ir/marked.ll" \
       -o "$out/ir/probe-$seed.ll" 2>/dev/null; then
    rm -f "$out/ir/probe-$seed.ll"; unprobed=$((unprobed + 1))
  fi
done
rm -f "$out/ir/raw.ll" "$out/ir/marked.ll"

demo="$FREQPATH_ROOT/examples/demo.c"
"$CLANG" -O1 -g -fdebug-info-for-profiling -fno-discard-value-names -S -emit-llvm \
  -Xclang -disable-llvm-passes "$demo" -o "$out/ir/demo.ll"
python3 "$here/mark-use-sample-profile.py" "$out/ir/demo.ll" > "$out/ir/demo-marked.ll"
"$OPT" -S -passes='function(sroa,simplifycfg)' "$out/ir/demo-marked.ll" -o "$out/ir/line-flat.ll"
"$OPT" -S -passes='function(sroa,simplifycfg),cgscc(inline),function(simplifycfg)' \
  "$out/ir/demo-marked.ll" -o "$out/ir/line-inlined.ll"
rm -f "$out/ir/demo.ll" "$out/ir/demo-marked.ll"

if [ -n "${LLVM_TEST_DIR:-}" ]; then
  for f in "$LLVM_TEST_DIR"/Transforms/SampleProfile/*.ll; do
    grep -q 'use-sample-profile' "$f" || continue
    grep -q 'DISubprogram\|pseudo_probe_desc' "$f" || continue
    "$OPT" -passes=verify -disable-output "$f" 2>/dev/null || continue
    cp "$f" "$out/ir/llvm-$(basename "$f")"
  done
fi

# Option sets: clean, damaged, probe-specific extras, inlined call sites and call targets.
options=(
  ""
  "--holes 0.3 --zeros 0.1 --noise 0.3"
  "--bad-checksum 0.5 --unknown 3 --huge 0.3"
  "--inline 0.7 --indirect-targets 3 --holes 0.1"
)
generated=0 rejected=0 opt_failed=0 annotated=0
for ir in "$out"/ir/*.ll; do
  base=$(basename "$ir" .ll)
  for k in "${!options[@]}"; do
    prof="$out/gen/$base.o$k.prof"
    # shellcheck disable=SC2086
    if ! python3 "$here/gen-profile.py" "$ir" -o "$prof" --seed "$k" ${options[$k]}; then
      echo "gen-profile failed: $ir ${options[$k]}"; opt_failed=$((opt_failed + 1)); continue
    fi
    generated=$((generated + 1))
    if ! "$PROFDATA" show --sample "$prof" > /dev/null 2> "$out/err"; then
      echo "llvm-profdata rejects $prof: $(head -1 "$out/err")"; rejected=$((rejected + 1))
    fi
    if ! "$OPT" -S -passes=sample-profile -sample-profile-file="$prof" -sample-profile-use-profi \
         "$ir" -o "$out/annotated.ll" 2> "$out/err" || grep -q 'error' "$out/err"; then
      echo "opt-16 sample-profile fails on $prof: $(head -1 "$out/err")"; opt_failed=$((opt_failed + 1))
    elif grep -q '"function_entry_count", i64 [0-9]' "$out/annotated.ll"; then
      annotated=$((annotated + 1))
    fi
  done
done
rm -f "$out/err" "$out/annotated.ll"

for prof in "$out"/gen/*.o1.prof "$out"/gen/*.o3.prof; do
  python3 "$here/gen-profile.py" --mutate "$prof" -o "$out/mut" --count 8 --seed 7
done
echo "make-corpus: $(ls "$out/ir" | wc -l) modules ($unprobed random modules opt-16 could not" \
     "instrument), $generated profiles generated, $rejected rejected by llvm-profdata," \
     "$opt_failed opt/generator failures, $annotated made opt-16 annotate some function," \
     "$(ls "$out/mut" | wc -l) mutated variants"
[ "$rejected" -eq 0 ] && [ "$opt_failed" -eq 0 ]
