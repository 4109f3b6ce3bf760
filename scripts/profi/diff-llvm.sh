#!/usr/bin/env bash
# Differential check of freqpath's text sample-profile reader against LLVM 16's: every file
# must be read by `llvm-profdata-16 merge --sample --text` and by our reader with the same
# canonical text, or rejected by both for the same reason on the same line.
#
#   scripts/profi/diff-llvm.sh [WORK_DIR]
#
# Inputs: every file under LLVM 16's test inputs for sample profiles and llvm-profdata
# (Transforms/SampleProfile/Inputs, tools/llvm-profdata/Inputs, tools/llvm-profgen/Inputs,
# Transforms/PGOProfile/Inputs, Other/Inputs; files LLVM reads as binary or gcov profiles are
# counted and skipped), the corpus of scripts/profi/make-corpus.sh (generated profiles and
# their mutations), and FREQPATH_PROFI_DIFF_PROFILES (default 2000) random profiles from the
# in-crate generator. LLVM's tests come from LLVM_TEST_DIR, else from the source tarball that
# scripts/corpus/fetch-llvm-tests.sh caches.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../env.sh"
work="${1:-$(mktemp -d /tmp/freqpath-profi-diff.XXXXXX)}"
mkdir -p "$work/llvm"

if [ -z "${LLVM_TEST_DIR:-}" ]; then
  tarball=$(ls "$FREQPATH_ROOT"/corpus-cache/llvm16-tests/llvm-toolchain-16_*.orig.tar.xz 2>/dev/null | head -1)
  if [ -z "$tarball" ]; then
    echo "error: freqpath: set LLVM_TEST_DIR to LLVM 16's llvm/test, or run scripts/corpus/fetch-llvm-tests.sh"
    exit 1
  fi
  top=$(basename "$tarball" .orig.tar.xz)
  tar -C "$work" -xJf "$tarball" --wildcards "$top/llvm/test/Transforms/SampleProfile/*" \
    "$top/llvm/test/tools/llvm-profdata/Inputs/*" "$top/llvm/test/tools/llvm-profgen/Inputs/*" \
    "$top/llvm/test/Transforms/PGOProfile/Inputs/*" "$top/llvm/test/Other/Inputs/*"
  LLVM_TEST_DIR="$work/$top/llvm/test"
fi
for d in Transforms/SampleProfile/Inputs tools/llvm-profdata/Inputs tools/llvm-profgen/Inputs \
         Transforms/PGOProfile/Inputs Other/Inputs; do
  for f in "$LLVM_TEST_DIR/$d"/*; do
    [ -f "$f" ] && [ "$(stat -c %s "$f")" -le 1048576 ] || continue
    cp "$f" "$work/llvm/$(echo "$d" | tr '/' '_')--$(basename "$f")"
  done
done

LLVM_TEST_DIR="$LLVM_TEST_DIR" bash "$here/make-corpus.sh" "$work/corpus" | tail -1

cd "$FREQPATH_ROOT"
cargo build --release --quiet
status=0
for dir in "$work/llvm" "$work/corpus/gen" "$work/corpus/mut"; do
  FREQPATH_PROFI_DIFF_DIR="$dir" cargo test --release --quiet --lib \
    profi::reader::llvm_diff::folder -- --nocapture 2>&1 | grep -A 30 '^profi reader' || status=1
done
FREQPATH_PROFI_DIFF_PROFILES="${FREQPATH_PROFI_DIFF_PROFILES:-2000}" cargo test --release --quiet \
  --lib profi::reader::llvm_diff::random -- --nocapture 2>&1 | grep -A 30 '^profi reader' || status=1
echo "inputs kept in $work"
exit $status
