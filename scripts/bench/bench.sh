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
#    for LLVM's and our BPI printer, and the log-log slope (1.0 = linear).
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
  rows+=("$n $b $l $o $c")
done
python3 - "${rows[@]}" <<'PY'
import math, sys
rows = [list(map(float, r.split())) for r in sys.argv[1:]]
print(f"{'blocks':>8} {'parse':>8} {'LLVM bpi':>9} {'ours legacy':>12} {'ours cycles':>12}")
for n, b, l, o, c in rows:
    print(f"{int(n):>8} {b:8.3f} {l-b:9.3f} {o-b:12.3f} {c-b:12.3f}")
def slope(xs, ys):
    pts = [(math.log(x), math.log(max(y, 1e-4))) for x, y in zip(xs, ys)]
    mx = sum(p[0] for p in pts) / len(pts); my = sum(p[1] for p in pts) / len(pts)
    return sum((x - mx) * (y - my) for x, y in pts) / sum((x - mx) ** 2 for x, _ in pts)
ns = [r[0] for r in rows]
print(f"log-log slope, ours legacy BPI:   {slope(ns, [r[3]-r[1] for r in rows]):.2f}")
print(f"log-log slope, ours cycle forest: {slope(ns, [r[4]-r[1] for r in rows]):.2f}")
print(f"log-log slope, LLVM print<branch-prob>: {slope(ns, [r[2]-r[1] for r in rows]):.2f}")
PY
