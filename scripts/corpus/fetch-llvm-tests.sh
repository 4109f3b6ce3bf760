#!/usr/bin/env bash
# Fetches LLVM 16.0.6's own BranchProbabilityInfo and CycleInfo test inputs from Debian's
# llvm-toolchain-16 source package into corpus-cache/llvm16-tests, for scripts/compare-bpi
# and scripts/compare-cycles. With --tree, also LLVM's whole test/Transforms, test/Analysis
# and test/CodeGen/X86 trees into corpus-cache/llvm16-tree (the 13,694-file run of docs/results/summary.md:
# compare-cycles, compare-bpi, check-annotate-bpi and robustness-sweep.sh over it). They are
# not committed: the project keeps no text copied from LLVM.
#
#   scripts/corpus/fetch-llvm-tests.sh [--tree] [OUTDIR]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../env.sh"
tree=0
if [ "${1:-}" = --tree ]; then tree=1; shift; fi
out="${1:-$FREQPATH_ROOT/corpus-cache/llvm16-tests}"
mkdir -p "$out"
cd "$out"
if ! ls llvm-toolchain-16_*.orig.tar.xz >/dev/null 2>&1; then
  ensure_deb_src llvm-toolchain-16
  apt-get source --download-only llvm-toolchain-16 >/dev/null
fi
tarball=$(ls llvm-toolchain-16_*.orig.tar.xz | head -1)
top="${tarball%.orig.tar.xz}"
tar xf "$tarball" --wildcards \
  "$top/llvm/test/Analysis/BranchProbabilityInfo/*" \
  "$top/llvm/test/Analysis/CycleInfo/*"
rm -rf bpi cycles
mv "$top/llvm/test/Analysis/BranchProbabilityInfo" bpi
mv "$top/llvm/test/Analysis/CycleInfo" cycles
rm -rf "$top"
echo "LLVM 16 test inputs in $out: $(ls bpi/*.ll cycles/*.ll | wc -l) files"
if [ "$tree" = 1 ]; then
  dest="$(dirname "$out")/llvm16-tree"
  rm -rf "$dest" "$top"
  tar xf "$tarball" --wildcards \
    "$top/llvm/test/Transforms/*" "$top/llvm/test/Analysis/*" "$top/llvm/test/CodeGen/X86/*"
  mv "$top/llvm/test" "$dest"
  rm -rf "$top"
  echo "LLVM 16 test tree in $dest: $(find "$dest" -name '*.ll' | wc -l) .ll files"
fi
