#!/usr/bin/env bash
# Runs every freqpath test: unit tests, the lit suite (IR regression tests and differential
# slices against opt-16), rustfmt and clippy. Ends with one line: "N passed, N failed".
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$FREQPATH_ROOT"

bash scripts/setup.sh || { echo "0 passed, 1 failed"; exit 1; }

passed=0
failed=0
log="$(mktemp -d)"
trap 'rm -rf "$log"' EXIT

step() { echo; echo "=== $*"; }

step "build (release)"
if ! cargo build --release 2>&1 | tail -3; then
  echo "build failed"; echo "$passed passed, $((failed + 1)) failed"; exit 1
fi

step "cargo test"
cargo test --release 2>&1 | tee "$log/cargo" | grep -E '^test result:|FAILED|panicked' || true
sum() { awk '{ s += $1 } END { print s + 0 }'; }
cargo_pass=$(grep -E '^test result:' "$log/cargo" | sed -E 's/.* ([0-9]+) passed.*/\1/' | sum)
cargo_fail=$(grep -E '^test result:' "$log/cargo" | sed -E 's/.* ([0-9]+) failed.*/\1/' | sum)
if ! grep -q '^test result:' "$log/cargo"; then cargo_fail=1; tail -20 "$log/cargo"; fi
passed=$((passed + ${cargo_pass:-0})); failed=$((failed + ${cargo_fail:-0}))

step "lit (test-ir)"
python3 "$LIT" -sv test-ir 2>&1 | tee "$log/lit" | grep -E '^(PASS|FAIL|UNRESOLVED|XPASS|UNSUPPORTED)|Passed|Failed|Unresolved|Unsupported' || true
lit_pass=$(grep -E '^ *Passed *:' "$log/lit" | grep -oE '[0-9]+' | head -1)
lit_fail=$(grep -E '^ *(Failed|Unresolved|Unexpectedly Passed|Timed Out) *:' "$log/lit" | grep -oE '[0-9]+' | sum)
lit_skip=$(grep -E '^ *(Unsupported|Skipped) *:' "$log/lit" | grep -oE '[0-9]+' | sum)
if [ -z "${lit_pass}" ] && [ "${lit_fail}" = 0 ]; then lit_fail=1; tail -20 "$log/lit"; fi
passed=$((passed + ${lit_pass:-0})); failed=$((failed + ${lit_fail:-0}))
[ -n "${lit_skip:-}" ] && [ "${lit_skip}" != 0 ] && { echo "lit skipped ${lit_skip} tests: counted as failed"; failed=$((failed + lit_skip)); }

step "cargo fmt --check"
if cargo fmt --check >/dev/null 2>&1; then passed=$((passed + 1)); echo ok; else failed=$((failed + 1)); cargo fmt --check 2>&1 | head -20; fi

step "cargo clippy -D warnings"
if cargo clippy --release --all-targets --quiet -- -D warnings 2>"$log/clippy"; then
  passed=$((passed + 1)); echo ok
else
  failed=$((failed + 1)); head -40 "$log/clippy"
fi

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
