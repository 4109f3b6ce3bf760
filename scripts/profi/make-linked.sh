#!/usr/bin/env bash
# Whole programs llvm-link'ed from their translation units, for profi's differential tests of
# function names: linking renames static functions of the same name in different units
# (`ZSTD_LLcode`, `ZSTD_LLcode.407`), and the loader must match such names to profile records
# exactly as LLVM 16's does (canonical names, the suffix elision policy, its symbol table's
# order when names clash, descriptor checksums). Writes, per package PKG:
#   OUT/PKG-O{0,1,2}-probe.ll  the corpus' linked module of that level, marked
#                              "use-sample-profile", pseudo-probe instrumented after linking
#                              (descriptors carry the suffixed names)
#   OUT/PKG-csspgo.ll          every unit at -O1 -g -fpseudo-probe-for-profiling
#                              -fno-unique-internal-linkage-names, linked (probes and
#                              descriptors from before the renaming)
#   OUT/PKG-uniq.ll            the same with clang's default under pseudo probes,
#                              -funique-internal-linkage-names: static functions are named
#                              `f.__uniq.<hash of the unit>` and get the "selected" suffix
#                              elision policy
#   OUT/PKG-line-flat.ll,      every unit at -O1 -g -fdebug-info-for-profiling, linked, then
#   OUT/PKG-line-inlined.ll    cleaned up (and inlined) as one module: line-based profiles
#
#   scripts/profi/make-linked.sh OUT PKG...
#
# The units and flags come from scripts/corpus/build-c-corpus.sh (FREQPATH_C_CORPUS overrides
# corpus-cache/c; build the packages there first). A unit that fails to compile is left out
# of every program built from units here; a program that fails to link is skipped and named.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../env.sh"
out="${1:?usage: make-linked.sh OUT PKG...}"
shift
corpus="${FREQPATH_C_CORPUS:-$FREQPATH_ROOT/corpus-cache/c}"
mkdir -p "$out"
tmp=$(mktemp -d /tmp/freqpath-linked.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

mark() { python3 "$here/mark-use-sample-profile.py" "$1"; }

# Compiles every linkable unit of package $1 with the clang flags after it into $tmp/$1/*.bc
# and links them into $tmp/$1.linked.bc.
compile_and_link() {
  local pkg=$1
  shift
  local tree="$corpus/sources/$pkg/tree" tu link src
  local -a flags inputs=()
  mapfile -t flags <"$corpus/$pkg/cflags"
  rm -rf "${tmp:?}/$pkg" && mkdir -p "$tmp/$pkg"
  while read -r tu link src; do
    [ "$link" = link ] || continue
    if (cd "$tree" && "$CLANG" "$@" -fno-discard-value-names -emit-llvm -c "${flags[@]}" \
          "$src" -o "$tmp/$pkg/$tu.bc" 2>/dev/null); then
      inputs+=("$tmp/$pkg/$tu.bc")
    fi
  done <"$corpus/$pkg/tus"
  [ ${#inputs[@]} -gt 0 ] && "$LLVM_LINK" "${inputs[@]}" -o "$tmp/$pkg.linked.bc" 2>/dev/null
}

for pkg in "$@"; do
  if [ ! -f "$corpus/$pkg/tus" ]; then
    echo "make-linked: $pkg is not in $corpus (scripts/corpus/build-c-corpus.sh)"; continue
  fi
  for lvl in O0 O1 O2; do
    bc="$corpus/$pkg/$lvl.linked.bc"
    [ -f "$bc" ] || continue
    "$LLVM_DIS" "$bc" -o "$tmp/raw.ll" && mark "$tmp/raw.ll" >"$tmp/marked.ll" &&
      "$OPT" -S -passes=pseudo-probe "$tmp/marked.ll" -o "$out/$pkg-$lvl-probe.ll" ||
      { rm -f "$out/$pkg-$lvl-probe.ll"; echo "make-linked: $pkg $lvl could not be probed"; }
  done
  for variant in csspgo uniq; do
    extra=(-fno-unique-internal-linkage-names)
    [ "$variant" = uniq ] && extra=(-funique-internal-linkage-names)
    if compile_and_link "$pkg" -O1 -g -fpseudo-probe-for-profiling "${extra[@]}"; then
      "$LLVM_DIS" "$tmp/$pkg.linked.bc" -o "$tmp/raw.ll" &&
        mark "$tmp/raw.ll" >"$out/$pkg-$variant.ll"
    else
      echo "make-linked: $pkg ($variant) did not link"
    fi
  done
  if compile_and_link "$pkg" -O1 -g -fdebug-info-for-profiling -Xclang -disable-llvm-passes; then
    "$LLVM_DIS" "$tmp/$pkg.linked.bc" -o "$tmp/raw.ll" && mark "$tmp/raw.ll" >"$tmp/marked.ll" &&
      "$OPT" -S -passes='function(sroa,simplifycfg,instcombine)' "$tmp/marked.ll" \
        -o "$out/$pkg-line-flat.ll" &&
      "$OPT" -S -passes='function(sroa,simplifycfg,instcombine),cgscc(inline),function(simplifycfg)' \
        "$tmp/marked.ll" -o "$out/$pkg-line-inlined.ll"
  else
    echo "make-linked: $pkg (line) did not link"
  fi
done
