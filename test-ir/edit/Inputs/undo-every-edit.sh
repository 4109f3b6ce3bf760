#!/bin/bash
# Fails the plan writer on purpose after each edit position in turn (debug-fail-write=K,
# K = 1, 2, ...) and requires the function to come back exactly as it was, use-list orders
# included; stops at the first K past the plan's last edit, where the rewrite must go through.
# usage: undo-every-edit.sh OPT-COMMAND PASS FUNCTION INPUT SCRATCH
# (OPT-COMMAND: opt with the plugin loaded, as one word list; PASS: `name` or `name<params>`)
set -u
opt=($1) pass=$2 func=$3 input=$4 scratch=$5
extract=$(dirname "${opt[0]}")/llvm-extract
[ -x "$extract" ] || extract=llvm-extract-16
"$extract" -func="$func" -preserve-bc-uselistorder "$input" -o "$scratch.in.bc" || exit 1
"${opt[@]}" -passes=verify -S -preserve-ll-uselistorder "$scratch.in.bc" -o "$scratch.before.ll" || exit 1
case "$pass" in
  *\>) with="${pass%>};debug-fail-write=" ;;
  *) with="$pass<debug-fail-write=" ;;
esac
k=1
while :; do
  "${opt[@]}" -passes="${with}${k}>" -S -preserve-ll-uselistorder "$scratch.in.bc" \
    -o "$scratch.after.ll" 2> "$scratch.err"
  rc=$?
  if ! grep -q "debug-fail-write: stopped after edit $k " "$scratch.err"; then
    break
  fi
  [ $rc = 1 ] || { echo "K=$k: exit status $rc, not 1"; exit 1; }
  diff -q "$scratch.before.ll" "$scratch.after.ll" > /dev/null ||
    { echo "K=$k: $func not restored after: $(cat "$scratch.err")"; diff "$scratch.before.ll" "$scratch.after.ll" | head -20; exit 1; }
  k=$((k + 1))
done
[ $rc = 0 ] || { echo "K=$k: the complete rewrite failed: $(cat "$scratch.err")"; exit 1; }
cmp -s "$scratch.before.ll" "$scratch.after.ll" && { echo "$pass did not change $func"; exit 1; }
[ $k -gt 3 ] || { echo "$pass on $func: only $((k - 1)) edits"; exit 1; }
echo "$pass $func: undone at each of $((k - 1)) edit positions"
