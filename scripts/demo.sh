#!/usr/bin/env bash
# freqpath demo: the whole mission on small real examples, against LLVM 16 or a baseline.
#
#   1. cycle forest and branch probabilities of examples/demo.c against opt-16's printers;
#   2. profi: a sample profile of a run of examples/demo.c, read by freqpath-profi and by
#      opt-16's sample loader (with profi): the same !prof, and how close each is to the run;
#   3. FPLICM with latch duplication in clang-16 -O2 + IR PGO on a C workload
#      (bench/fplicm/o2/fp_switch_arms.c): <stats> says what moved, <validate> checks every
#      rewrite, the output must be identical and the speedup is measured natively;
#   4. the annotate round trip: LLVM reads back exactly the probabilities freqpath wrote.
# Ends with one summary line per check (PASS/FAIL); exits 1 if any check fails.
# Installs what is missing on the first run (scripts/setup.sh), then builds the plugin.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$FREQPATH_ROOT"

start=$SECONDS
bash scripts/setup.sh
echo "== building the plugin (cargo build --release)"
build_plugin

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
summary=()
failed=0
# check NAME VERDICT(0=pass) DETAIL
check() {
  local verdict=PASS
  if [ "$2" != 0 ]; then verdict=FAIL; failed=1; fi
  summary+=("$(printf '%-4s  %-44s %s' "$verdict" "$1" "$3")")
}

# ---------------------------------------------------------------------------------------------
src=examples/demo.c
echo
echo "== 1. cycle forest and branch probabilities of $src (clang-16 -O1) against LLVM 16"
"$CLANG" -O1 -fno-discard-value-names -S -emit-llvm "$src" -o "$work/demo.ll"

fn=run_machine
"$OPT" -passes='print<cycles>' -disable-output "$work/demo.ll" 2>&1 \
  | awk -v f="$fn" '/^CycleInfo for function: /{on = ($0 == "CycleInfo for function: " f)} on' > "$work/llvm.txt"
"$OPT" -load-pass-plugin="$PLUGIN" -passes='print<freqpath-cycles>' -disable-output "$work/demo.ll" 2>&1 \
  | awk -v f="$fn" '/^freqpath-cycles for function: /{on = ($0 == "freqpath-cycles for function: " f)} on' > "$work/ours.txt"
echo "-- @$fn, a state machine entered at two labels (an irreducible cycle):"
echo "   opt-16 -passes='print<cycles>'"; sed 's/^/   /' "$work/llvm.txt"
echo "   opt-16 -load-pass-plugin=libfreqpath.so -passes='print<freqpath-cycles>'"; sed 's/^/   /' "$work/ours.txt"
same=1
diff <(tail -n +2 "$work/llvm.txt") <(tail -n +2 "$work/ours.txt") >/dev/null || same=0
echo "   (bodies $([ $same = 1 ] && echo identical || echo DIFFER))"

echo "-- @dispatch, a cycle with four entries: LLVM 16's flat SCC vs freqpath's cycle forest"
python3 scripts/compare-bpi --explain "$work/demo.ll" > "$work/bpi.txt" || true
grep -A4 ' in dispatch:' "$work/bpi.txt" | grep -v '^--$' | head -10 | sed 's/^/ /'

echo "-- whole modules: the demo plus the real-code slice in test-ir/corpus (zlib, Lua, bzip2)"
inputs=("$work/demo.ll")
[ -d test-ir/corpus ] && inputs+=(test-ir/corpus)
rc=0; python3 scripts/compare-cycles -q "${inputs[@]}" > "$work/cycles.txt" || rc=$?
cat "$work/cycles.txt"
check "cycle forest = print<cycles>" $rc \
  "$(sed -n 's/^compare-cycles: \([0-9]*\) modules, \([0-9]*\) functions, \([0-9]*\) identical.*/\3 of \2 functions identical/p' "$work/cycles.txt")"
rc=0; python3 scripts/compare-bpi -q "${inputs[@]}" > "$work/bpi-all.txt" || rc=$?
tail -3 "$work/bpi-all.txt"
legacy="$(sed -n 's/^  legacy vs LLVM: \([0-9]*\) identical, \([0-9]*\) different/\1 identical, \2 different/p' "$work/bpi-all.txt")"
unexplained="$(sed -n 's/.* \([0-9]*\) unexplained.*/\1/p' "$work/bpi-all.txt")"
check "legacy BPI = print<branch-prob>" $rc "edges: $legacy"
check "cycle-forest BPI: differences explained" "${unexplained:-1}" \
  "${unexplained:-?} unexplained (all others in/next to irreducible cycles)"

# ---------------------------------------------------------------------------------------------
echo
echo "== 2. profi: a sample profile of a run of $src, freqpath-profi vs opt-16's sample loader"
Q=scripts/profi/quality
"$CLANG" -O1 -Xclang -disable-llvm-passes -fno-discard-value-names -S -emit-llvm "$src" -o "$work/d0.ll"
python3 scripts/profi/mark-use-sample-profile.py "$work/d0.ll" > "$work/marked.ll"
"$OPT" -S -passes='function(mem2reg,simplifycfg),pseudo-probe' "$work/marked.ll" -o "$work/probed.ll"
python3 $Q/instrument-counts.py "$work/probed.ll" "$work/counted.ll" "$work/map.tsv" > /dev/null
"$CLANG" -O1 -w "$work/counted.ll" $Q/runtime.c -o "$work/counted"
FREQPATH_COUNTS="$work/counts.txt" "$work/counted" > /dev/null
echo "-- ran the probe-instrumented program (exact block counts), sampled 1 % of them with 10 %"
echo "   of the probes missing (scripts/profi/quality/derive-profile.py): $work/demo.prof"
python3 $Q/derive-profile.py "$work/probed.ll" "$work/map.tsv" "$work/counts.txt" -o "$work/demo.prof" \
  --rate 0.01 --holes 0.1 --seed 1
head -9 "$work/demo.prof" | sed 's/^/   /'
echo "   ..."
rc=0; python3 scripts/compare-profi "$work/probed.ll" "$work/demo.prof" > "$work/profi.txt" || rc=$?
cat "$work/profi.txt"
check "profi = opt-16 sample loader + profi" $rc \
  "$(sed -n 's/.* \([0-9]*\) functions.*: \([0-9]*\) identical.*/\2 of \1 functions identical/p' "$work/profi.txt")"
"$OPT" -S -passes=sample-profile -sample-profile-use-profi -disable-sample-loader-inlining \
  -sample-profile-file="$work/demo.prof" "$work/probed.ll" -o "$work/llvm-profi.ll"
"$OPT" -S -load-pass-plugin="$PLUGIN" -passes="freqpath-profi<profile=$work/demo.prof;quality>" \
  "$work/probed.ll" -o "$work/quality.ll"
echo "-- block counts against the run (overlap: 1 = same distribution; error: weighted relative)"
python3 $Q/measure.py "$work/probed.ll" "$work/map.tsv" "$work/counts.txt" "$work/demo.prof" \
  --rate 0.01 llvm-profi="$work/llvm-profi.ll" freqpath-quality="$work/quality.ll" > "$work/measure.txt"
sed 's/^/   /' "$work/measure.txt"
q_err="$(awk -F'error=' '/^freqpath-quality/{print $2}' "$work/measure.txt")"
l_err="$(awk -F'error=' '/^llvm-profi/{print $2}' "$work/measure.txt")"
rc=0; awk -v q="$q_err" -v l="$l_err" 'BEGIN{exit !(q <= l)}' || rc=1
check "profi<quality> error <= LLVM's profi" $rc "error $q_err vs $l_err"

# ---------------------------------------------------------------------------------------------
echo
W=bench/fplicm/o2/fp_switch_arms
passes='fplicm-perf<stats;validate>,latch-dup<stats;validate>'
echo "== 3. FPLICM with latch duplication: $W.c in clang-16 -O2 + IR PGO"
sed -n '1,6p' "$W.c" | sed 's/^/   /'
train() { # SRC STEM: instrumented build, one training run, merge
  "$CLANG" -O2 -w -fprofile-instr-generate "$1" -o "$2.instr" -lm
  LLVM_PROFILE_FILE="$2.profraw" "$2.instr" 20000000 > /dev/null
  "$LLVM_BIN/llvm-profdata" merge -o "$2.profdata" "$2.profraw"
}
train "$W.c" "$work/w"
train "${W}_hand.c" "$work/hand"
"$CLANG" -O2 -w -fprofile-instr-use="$work/w.profdata" "$W.c" -o "$work/base" -lm
"$CLANG" -O2 -w -fprofile-instr-use="$work/hand.profdata" "${W}_hand.c" -o "$work/hand" -lm
echo "-- FREQPATH_PASSES='$passes' clang-16 -O2 -fpass-plugin=libfreqpath.so -fprofile-instr-use=..."
rc=0
FREQPATH_PASSES="$passes" "$CLANG" -O2 -w -fpass-plugin="$PLUGIN" \
  -fprofile-instr-use="$work/w.profdata" "$W.c" -o "$work/fplicm" -lm 2> "$work/stats.txt" || rc=$?
grep -v 'skipped (\|kept: the header is the latch' "$work/stats.txt" | sed 's/^/   /'
echo "   ($(grep -c 'skipped (\|kept: the header is the latch' "$work/stats.txt") lines of loops left alone not shown)"
moved="$(sed -n 's/.*summary: .* \([0-9]*\) chains moved.*/\1/p' "$work/stats.txt" | awk '{s+=$1} END{print s+0}')"
dups="$(grep -c 'duplicated into' "$work/stats.txt" || true)"
[ "$moved" -gt 0 ] || rc=1
check "FPLICM rewrote the loop, <validate> accepted" $rc "$moved chain(s) moved, $dups latch(es) duplicated"
N=100000000
for v in base fplicm hand; do "$work/$v" $N > "$work/$v.out"; done
rc=0; cmp -s "$work/base.out" "$work/fplicm.out" && cmp -s "$work/base.out" "$work/hand.out" || rc=1
echo "-- outputs at N=$N: $(cat "$work/base.out")"
check "FPLICM output = -O2 + PGO output" $rc "$(cat "$work/fplicm.out" | cut -c1-40)..."
echo "-- least CPU time (user+system) of 3 interleaved runs each, N=$N"
python3 - "$work" $N > "$work/times.txt" <<'EOF'
import os, subprocess, sys
work, n = sys.argv[1], sys.argv[2]
best = {}
for _ in range(3):
    for v in ("base", "fplicm", "hand"):
        p = subprocess.Popen([os.path.join(work, v), n], stdout=subprocess.DEVNULL)
        _, status, ru = os.wait4(p.pid, 0)
        best[v] = min(best.get(v, 1e9), ru.ru_utime + ru.ru_stime)
for v in ("base", "fplicm", "hand"):
    print(f"{v} {best[v]:.3f}")
EOF
base_t="$(awk '$1=="base"{print $2}' "$work/times.txt")"
opt_t="$(awk '$1=="fplicm"{print $2}' "$work/times.txt")"
hand_t="$(awk '$1=="hand"{print $2}' "$work/times.txt")"
speedup="$(awk -v b="$base_t" -v o="$opt_t" 'BEGIN{printf "%.2f", b / (o > 0 ? o : 1e-9)}')"
hand_speedup="$(awk -v b="$base_t" -v o="$hand_t" 'BEGIN{printf "%.2f", b / (o > 0 ? o : 1e-9)}')"
echo "   -O2 + PGO ${base_t} s, + fplicm-perf,latch-dup ${opt_t} s (${speedup}x), hand-hoisted twin ${hand_t} s (${hand_speedup}x)"
rc=0; awk -v s="$speedup" 'BEGIN{exit !(s >= 1.2)}' || rc=1
check "FPLICM native speedup >= 1.2x" $rc "${speedup}x (hand-hoisted twin ${hand_speedup}x)"

# ---------------------------------------------------------------------------------------------
echo
echo "== 4. annotate round trip: freqpath-annotate-bpi writes branch_weights, LLVM reads them back"
rc=0; python3 scripts/check-annotate-bpi -q "${inputs[@]}" > "$work/annotate.txt" || rc=$?
cat "$work/annotate.txt"
check "annotate-bpi round trip" $rc \
  "$(sed -n 's/.* \([0-9]*\) edges, .* \([0-9]*\) read back exactly.*/\2 of \1 edges read back exactly/p' "$work/annotate.txt")"
echo "-- and inside clang: FREQPATH_PASSES=annotate-bpi clang-16 -O2 -fpass-plugin=... $src"
"$CLANG" -O2 "$src" -o "$work/demo-o2"
FREQPATH_PASSES=annotate-bpi "$CLANG" -O2 -fpass-plugin="$PLUGIN" "$src" -o "$work/demo-annotated"
rc=0; [ "$("$work/demo-o2")" = "$("$work/demo-annotated")" ] || rc=1
echo "   $("$work/demo-annotated")"
check "demo built with annotate-bpi: same output" $rc "$("$work/demo-o2")"

# ---------------------------------------------------------------------------------------------
echo
echo "== summary ($((SECONDS - start)) s)"
printf '%s\n' "${summary[@]}"
exit $failed
