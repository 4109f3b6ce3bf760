#!/usr/bin/env bash
# freqpath benchmarks (not tests): CPU of our printers against opt-16's own passes.
#
#   scripts/bench/bench.sh [MODULE.bc]
#
# 1. On a ~3 MB bitcode module (default: the sqlite3 amalgamation from the C corpus), the
#    user+system CPU of: parse only (no-op-module), print<cycles>, print<freqpath-cycles>,
#    print<branch-prob>, print<freqpath-branch-prob-legacy>, print<freqpath-branch-prob>;
#    hyperfine, several runs each, stderr discarded.
# 2. Scaling: one synthetic function of 1k .. 100k blocks; CPU minus the parse-only baseline
#    for LLVM's and our BPI printer, and the log-log slope (1.0 = linear) of deterministic
#    instruction counts (valgrind --tool=callgrind, ASLR off), since at 1k blocks the CPU
#    difference is below timer noise.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../env.sh"
cd "$FREQPATH_ROOT"
FREQPATH_SETUP_BENCH=1 bash scripts/setup.sh >/dev/null
build_plugin

module="${1:-corpus-cache/c/sqlite3/O0/sqlite3.bc}"
if [ ! -f "$module" ]; then
  echo "bench: building the C corpus for $module"
  bash scripts/corpus/build-c-corpus.sh >/dev/null
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
runs="${BENCH_RUNS:-10}"

# Instructions executed by a command (callgrind, ASLR off, so the count is repeatable).
instructions() {
  setarch -R valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

# Mean user+system seconds of a command, from hyperfine's JSON.
cpu() {
  hyperfine --style none --warmup 1 --runs "$runs" --export-json "$work/h.json" "$1" >/dev/null 2>&1
  python3 -c "import json;r=json.load(open('$work/h.json'))['results'][0];print('%.4f'%(r['user']+r['system']))"
}

opt_llvm="$OPT -disable-output"
opt_ours="$OPT -load-pass-plugin=$PLUGIN -disable-output"
size=$(stat -c %s "$module")
funcs=$("$OPT" -passes='print<cycles>' -disable-output "$module" 2>&1 | grep -c '^CycleInfo for function')
echo "== module $module: $size bytes, $funcs functions, $runs runs each (CPU = user+system)"
base=$(cpu "$opt_llvm -passes=no-op-module $module 2>/dev/null")
base_plugin=$(cpu "$opt_ours -passes=no-op-module $module 2>/dev/null")
llvm_cycles=$(cpu "$opt_llvm -passes='print<cycles>' $module 2>/dev/null")
ours_cycles=$(cpu "$opt_ours -passes='print<freqpath-cycles>' $module 2>/dev/null")
llvm_bpi=$(cpu "$opt_llvm -passes='print<branch-prob>' $module 2>/dev/null")
ours_legacy=$(cpu "$opt_ours -passes='print<freqpath-branch-prob-legacy>' $module 2>/dev/null")
ours_cyc_bpi=$(cpu "$opt_ours -passes='print<freqpath-branch-prob>' $module 2>/dev/null")
python3 - "$base" "$base_plugin" "$llvm_cycles" "$ours_cycles" "$llvm_bpi" "$ours_legacy" "$ours_cyc_bpi" <<'PY'
import sys
base, base_p, lc, oc, lb, ol, ob = map(float, sys.argv[1:])
print(f"parse only (no-op-module)          {base:7.3f} s   (with plugin loaded {base_p:.3f} s)")
print(f"print<cycles>                      {lc:7.3f} s   (+{lc-base:.3f} over parse)")
print(f"print<freqpath-cycles>             {oc:7.3f} s   (+{oc-base:.3f})   total CPU ratio ours/LLVM = {oc/lc:.2f}")
print(f"print<branch-prob>                 {lb:7.3f} s   (+{lb-base:.3f} over parse)")
print(f"print<freqpath-branch-prob-legacy> {ol:7.3f} s   (+{ol-base:.3f})   ratio over parse = {(ol-base)/(lb-base):.2f}")
print(f"print<freqpath-branch-prob>        {ob:7.3f} s   (+{ob-base:.3f})   ratio over parse = {(ob-base)/(lb-base):.2f}")
PY

echo
echo "== scaling: one function of N blocks (CPU minus parse-only)"
rows=()
for n in 1000 3000 10000 30000 100000; do
  python3 scripts/bench/gen-large-function.py "$n" > "$work/big.ll"
  "$LLVM_BIN/llvm-as" "$work/big.ll" -o "$work/big.bc"
  b=$(cpu "$opt_llvm -passes=no-op-module $work/big.bc 2>/dev/null")
  l=$(cpu "$opt_llvm -passes='print<branch-prob>' $work/big.bc 2>/dev/null")
  o=$(cpu "$opt_ours -passes='print<freqpath-branch-prob-legacy>' $work/big.bc 2>/dev/null")
  c=$(cpu "$opt_ours -passes='print<freqpath-cycles>' $work/big.bc 2>/dev/null")
  ib=$(instructions "$OPT" -passes=no-op-module -disable-output "$work/big.bc")
  il=$(instructions "$OPT" -passes='print<branch-prob>' -disable-output "$work/big.bc")
  io=$(instructions "$OPT" -load-pass-plugin="$PLUGIN" -passes='print<freqpath-branch-prob-legacy>' -disable-output "$work/big.bc")
  ic=$(instructions "$OPT" -load-pass-plugin="$PLUGIN" -passes='print<freqpath-branch-prob>' -disable-output "$work/big.bc")
  iy=$(instructions "$OPT" -load-pass-plugin="$PLUGIN" -passes='print<freqpath-cycles>' -disable-output "$work/big.bc")
  rows+=("$n $b $l $o $c $ib $il $io $ic $iy")
done
python3 - "${rows[@]}" <<'PY'
import math, sys
rows = [list(map(float, r.split())) for r in sys.argv[1:]]
print(f"{'blocks':>8} {'parse s':>8} {'LLVM bpi s':>11} {'ours legacy s':>14} {'ours cycles s':>14}"
      f" {'LLVM bpi Minstr':>16} {'legacy Minstr':>14} {'cycles-BPI Minstr':>18} {'forest Minstr':>14}")
for n, b, l, o, c, ib, il, io, ic, iy in rows:
    print(f"{int(n):>8} {b:8.3f} {l-b:11.3f} {o-b:14.3f} {c-b:14.3f} {(il-ib)/1e6:16.1f}"
          f" {(io-ib)/1e6:14.1f} {(ic-ib)/1e6:18.1f} {(iy-ib)/1e6:14.1f}")
def slope(xs, ys):
    pts = [(math.log(x), math.log(max(y, 1.0))) for x, y in zip(xs, ys)]
    mx = sum(p[0] for p in pts) / len(pts); my = sum(p[1] for p in pts) / len(pts)
    return sum((x - mx) * (y - my) for x, y in pts) / sum((x - mx) ** 2 for x, _ in pts)
ns = [r[0] for r in rows]
print("log-log slope of instructions over the parse-only baseline, 1k -> 100k blocks:")
print(f"  ours, print<freqpath-branch-prob-legacy>: {slope(ns, [r[7]-r[5] for r in rows]):.2f}")
print(f"  ours, print<freqpath-branch-prob>:        {slope(ns, [r[8]-r[5] for r in rows]):.2f}")
print(f"  ours, print<freqpath-cycles>:             {slope(ns, [r[9]-r[5] for r in rows]):.2f}")
print(f"  LLVM, print<branch-prob>:                 {slope(ns, [r[6]-r[5] for r in rows]):.2f}")
PY
