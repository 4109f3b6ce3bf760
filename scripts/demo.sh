#!/usr/bin/env bash
# freqpath demo: install what is missing, build the plugin, compile a real C file with
# clang-16, and compare freqpath's printers with LLVM's own on it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$FREQPATH_ROOT"

bash scripts/setup.sh
echo "== building the plugin (cargo build --release)"
build_plugin

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
src=examples/demo.c
echo "== compiling $src with clang-16 -O1"
"$CLANG" -O1 -fno-discard-value-names -S -emit-llvm "$src" -o "$work/demo.ll"

fn=run_machine
echo
echo "== cycle forest of @$fn (an irreducible state machine): LLVM vs freqpath"
"$OPT" -passes='print<cycles>' -disable-output "$work/demo.ll" 2>&1 \
  | awk -v f="$fn" '/^CycleInfo for function: /{on = ($0 == "CycleInfo for function: " f)} on' > "$work/llvm.txt"
"$OPT" -load-pass-plugin="$PLUGIN" -passes='print<freqpath-cycles>' -disable-output "$work/demo.ll" 2>&1 \
  | awk -v f="$fn" '/^freqpath-cycles for function: /{on = ($0 == "freqpath-cycles for function: " f)} on' > "$work/ours.txt"
echo "-- opt-16 -passes='print<cycles>'"; cat "$work/llvm.txt"
echo "-- opt-16 -load-pass-plugin=libfreqpath.so -passes='print<freqpath-cycles>'"; cat "$work/ours.txt"
if diff <(tail -n +2 "$work/llvm.txt") <(tail -n +2 "$work/ours.txt") >/dev/null; then
  echo "(bodies identical)"
else
  echo "(bodies DIFFER)"; exit 1
fi

echo
echo "== branch probabilities of @dispatch (seed 000's four-armed dispatch, in C):"
echo "   LLVM 16's flat SCC vs freqpath's cycle forest, with each side's reason"
python3 scripts/compare-bpi --explain "$work/demo.ll" > "$work/bpi.txt" || true
grep -A4 ' in dispatch:' "$work/bpi.txt" | grep -v '^--$'

echo
echo "== whole-module comparisons: the demo plus the real-code slice in test-ir/corpus"
inputs=("$work/demo.ll")
[ -d test-ir/corpus ] && inputs+=(test-ir/corpus)
python3 scripts/compare-cycles -q "${inputs[@]}"
python3 scripts/compare-bpi -q "${inputs[@]}" | tail -3
echo
echo "== freqpath-annotate-bpi round trip (LLVM reads back our probabilities)"
python3 scripts/check-annotate-bpi -q "${inputs[@]}"
