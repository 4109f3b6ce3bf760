#!/usr/bin/env bash
# Runs every freqpath pass over a folder of .ll/.bc files (e.g. LLVM's own test tree) and
# reports any file where opt crashes, a pass reports an internal error, the annotated module
# fails the verifier, or our printers disagree with LLVM's. Files opt-16 cannot parse are
# skipped (counted).
#
#   scripts/robustness-sweep.sh DIR [JOBS]
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
dir="${1:?usage: robustness-sweep.sh DIR [JOBS]}"
jobs="${2:-2}"
build_plugin

check_one() {
  f="$1"
  "$OPT" -passes=verify -disable-output "$f" >/dev/null 2>&1 || { echo "SKIP $f"; return; }
  out=$(timeout 120 "$OPT" -load-pass-plugin="$PLUGIN" \
        -passes='print<freqpath-cycles>,print<freqpath-branch-prob-legacy>,print<freqpath-branch-prob<explain>>,freqpath-annotate-bpi,verify' \
        -disable-output "$f" 2>&1 >/dev/null)
  rc=$?
  if [ $rc -ne 0 ]; then echo "FAIL(rc=$rc) $f"; return; fi
  if grep -q 'internal error\|panicked' <<<"$out"; then echo "PANIC $f"; return; fi
  if grep -q '^warning: freqpath' <<<"$out"; then echo "WARN $f: $(grep -m1 '^warning: freqpath' <<<"$out")"; fi
  echo "OK $f"
}
export -f check_one
export OPT PLUGIN

find "$dir" -name '*.ll' -o -name '*.bc' | sort | xargs -P "$jobs" -I{} bash -c 'check_one "$1"' _ {} > /tmp/freqpath-sweep.$$ 
grep -v '^OK \|^SKIP ' /tmp/freqpath-sweep.$$ | head -50
ok=$(grep -c '^OK ' /tmp/freqpath-sweep.$$)
skip=$(grep -c '^SKIP ' /tmp/freqpath-sweep.$$)
bad=$(grep -c '^FAIL\|^PANIC' /tmp/freqpath-sweep.$$)
warn=$(grep -c '^WARN' /tmp/freqpath-sweep.$$)
rm -f /tmp/freqpath-sweep.$$
echo "robustness-sweep: $ok files ok, $bad failed or panicked, $warn with warnings, $skip not parseable by opt-16"
echo "differential: python3 scripts/compare-cycles / compare-bpi on the same folder"
[ "$bad" -eq 0 ]
