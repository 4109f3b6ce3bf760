#!/usr/bin/env bash
# Speed of the FPLICM passes themselves against opt-16's own LICM (issue 8), on a whole real
# program (default: the sqlite3 amalgamation's -O0 bitcode from the C corpus).
#
#   research/bench/fplicm-speed.sh [MODULE.bc]
#
# The module first goes through the seed's cleanup (mem2reg, function-attrs, simplifycfg,
# loop-simplify, loop-rotate), which is the IR both passes meet in the FPLICM pipeline. Then
# hyperfine measures the user+system CPU of opt-16 with
#   parse          -passes=no-op-module (reading and writing nothing: the baseline)
#   licm           -passes='function(loop-mssa(licm))' (LLVM's LICM with its MemorySSA, AA,
#                  loop and dominator analyses, all computed for it)
#   fplicm         -passes=freqpath-fplicm       (our CFG, cycle forest, BPI, dominance,
#   fplicm-perf    -passes=freqpath-fplicm-perf   alias model and plan, per function)
# and prints each pass's mean CPU and its CPU above the parse baseline. BENCH_RUNS (default 10) sets the runs.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/env.sh"
cd "$FREQPATH_ROOT"
FREQPATH_SETUP_BENCH=1 bash scripts/setup.sh >/dev/null
build_plugin

module="${1:-corpus-cache/c/sqlite3/O0/sqlite3.bc}"
if [ ! -f "$module" ]; then
  echo "fplicm-speed: building the C corpus for $module"
  bash scripts/corpus/build-c-corpus.sh >/dev/null
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
runs="${BENCH_RUNS:-10}"
pre="$work/pre.bc"
"$OPT" -passes='function(mem2reg),cgscc(function-attrs),function(simplifycfg,loop-simplify,loop-rotate)' \
  "$module" -o "$pre"

cpu() {
  hyperfine --style none --warmup 1 --runs "$runs" --export-json "$work/h.json" "$1" >/dev/null 2>&1
  python3 -c "import json;r=json.load(open('$work/h.json'))['results'][0];print('%.4f'%(r['user']+r['system']))"
}

loops=$("$OPT" -passes='print<loops>' -disable-output "$pre" 2>&1 | grep -c 'Loop at depth 1 ' || true)
echo "== $module after the seed's cleanup: $(stat -c %s "$pre") bytes, $loops outermost loops; $runs runs each"
ours="$OPT -load-pass-plugin=$PLUGIN -disable-output"
parse=$(cpu "$ours -passes=no-op-module $pre")
printf '%-13s %9s %12s\n' pass "CPU s" "above parse"
printf '%-13s %9.3f %12s\n' parse "$parse" "-"
for row in "licm|function(loop-mssa(licm))" "fplicm|freqpath-fplicm" "fplicm-perf|freqpath-fplicm-perf"; do
  name="${row%%|*}"; pipeline="${row#*|}"
  total=$(cpu "$ours -passes='$pipeline' $pre")
  printf '%-13s %9.3f %12.3f\n' "$name" "$total" "$(awk -v a="$total" -v b="$parse" 'BEGIN{print a-b}')"
done
# What the passes did on this module (a pass that rewrites nothing would be cheap for free).
"$OPT" -load-pass-plugin="$PLUGIN" -disable-output -passes='freqpath-fplicm-perf<stats>' "$pre" 2>&1 \
  | sed -E 's/.*: (skipped \(([^:)]*)).*/\1)/; s/.*(hoisted load).*/\1/; s/.*(chain of) .*(hoisted|skipped).*/\1 .. \2/' \
  | sort | uniq -c | sed 's/^/stats: /'
