#!/usr/bin/env bash
# Regenerate the small committed CI slice test-ir/corpus/*.bc from the
# corpus cache built by build-c-corpus.sh (building the needed packages
# and levels first if they are missing). See test-ir/corpus/README.md.
#
# Usage: scripts/corpus/make-ci-slice.sh [CACHEDIR]   (default corpus-cache/c)
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# shellcheck source=scripts/env.sh
source "$REPO/scripts/env.sh" # LLVM_BIN
CACHE=${1:-$REPO/corpus-cache/c}
DEST=$REPO/test-ir/corpus
LEVELS="O0 O2"
# package/tu: small real TUs with varied control flow (deflate/inflate
# state machines, a recursive-descent parser, a code generator, a bytecode
# interpreter loop, and bzip2's single huge decompressor switch).
SLICE="zlib/deflate zlib/inflate lua5.4/lparser lua5.4/lcode lua5.4/lvm bzip2/decompress"

need=""
for item in $SLICE; do
  pkg=${item%%/*}
  for level in $LEVELS; do
    [[ -e $CACHE/$pkg/$level/${item#*/}.bc ]] || need="$need $pkg"
  done
done
if [[ -n $need ]]; then
  PACKAGES=$(tr ' ' '\n' <<<"$need" | sort -u | xargs) LEVELS=$LEVELS \
    "$REPO/scripts/corpus/build-c-corpus.sh" "$CACHE"
fi

mkdir -p "$DEST/LICENSES"
rm -f "$DEST"/*.bc
for item in $SLICE; do
  pkg=${item%%/*} tu=${item#*/}
  for level in $LEVELS; do
    cp "$CACHE/$pkg/$level/$tu.bc" "$DEST/$pkg-$tu.$level.bc"
  done
  # Debian's machine-readable copyright file carries the full license text.
  cp "$CACHE/sources/$pkg/tree/debian/copyright" "$DEST/LICENSES/$pkg.copyright"
done

# Sanity: every file verifies and has a print<cycles> header per function.
total=0
for bc in "$DEST"/*.bc; do
  "$LLVM_BIN/opt" -passes=verify -disable-output "$bc"
  n=$("$LLVM_BIN/opt" -passes='print<cycles>' -disable-output "$bc" 2>&1 | grep -c '^CycleInfo for function' || true)
  printf '%-32s %8d bytes %4d functions\n' "$(basename "$bc")" "$(stat -c %s "$bc")" "$n"
  total=$((total + n))
done
echo "total: $(du -cb "$DEST"/*.bc | tail -1 | cut -f1) bytes, $total functions"
