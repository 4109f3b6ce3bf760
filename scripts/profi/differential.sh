#!/usr/bin/env bash
# The differential campaign of freqpath-profi against opt-16's sample loader
# (-sample-profile-use-profi -disable-sample-loader-inlining), the numbers in docs/profi.md.
#
#   scripts/profi/differential.sh [WORK_DIR] [RANDOM_MODULES] [PROFILES_PER_MODULE]
#
# Corpora (each compared with scripts/compare-profi, PROFILES_PER_MODULE generated profiles
# per module, default 4, cycling through: clean; holes+zeros+noise; wrong checksums, unknown
# functions and huge counts; inlined call sites and call targets):
#   random   RANDOM_MODULES (default 40) random CFG modules, pseudo-probe instrumented
#   real-O   every translation unit of the C corpus at -O1 and -O2 (zlib, bzip2, lua, libyaml,
#            jq), pseudo-probe instrumented after clang's pipeline
#   csspgo   a third of the corpus' translation units compiled by clang-16 -O1/-O2 -g
#            -fpseudo-probe-for-profiling (probes inserted early, then optimised and inlined)
#   line     the same translation units with -g -fdebug-info-for-profiling, flat and after
#            inlining (line-based profiles, inline chains)
#   linked   whole programs llvm-link'ed from their units, so static functions of one name
#            become f, f.1, f.2 (LINKED_PACKAGES, default "libzstd brotli jq"; built by
#            scripts/profi/make-linked.sh: probed after linking at O0/O1/O2, probed before
#            linking, `.__uniq.` names with the "selected" policy, line-based flat and
#            inlined). Their profiles are generated here, PROFILES_PER_MODULE per module,
#            cycling through: clean (a record per name); holes+zeros+noise with half the
#            dotted names recorded under their canonical name; all of them canonical with
#            wrong checksums and unknown functions; inlined call sites and call targets. No
#            2^40-scaled counts: opt-16's profi spends many minutes on those in big functions.
#   llvm     LLVM 16's own profile-inference*.ll tests with their profiles, as given and after
#            a second pseudo-probe pass (needs LLVM_TEST_DIR or the tarball of
#            scripts/corpus/fetch-llvm-tests.sh)
# The C corpus comes from scripts/corpus/build-c-corpus.sh (FREQPATH_C_CORPUS overrides
# corpus-cache/c). CORPORA (default "random real-O csspgo line linked llvm") runs a subset.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../env.sh"
work="${1:-$(mktemp -d /tmp/freqpath-profi-differential.XXXXXX)}"
random="${2:-40}"
per="${3:-4}"
corpus="${FREQPATH_C_CORPUS:-$FREQPATH_ROOT/corpus-cache/c}"
linked_packages="${LINKED_PACKAGES:-libzstd brotli jq}"
corpora=" ${CORPORA:-random real-O csspgo line linked llvm} "
wanted() { [[ $corpora == *" $1 "* ]]; }
mkdir -p "$work"/{random,real-O,csspgo,line,linked,llvm}
build_plugin

mark() { python3 "$here/mark-use-sample-profile.py" "$1"; }

# random
if wanted random; then
  bash "$here/make-slice.sh" "$work/random-tmp" "$random" >/dev/null
  mv "$work"/random-tmp/random-*.ll "$work/random/" 2>/dev/null; rm -rf "$work/random-tmp"
fi

# real-O
for bc in "$corpus"/{zlib,bzip2,lua5.4,libyaml,jq}/O[12]/*.bc; do
  wanted real-O && [ -f "$bc" ] || continue
  name="$(basename "$(dirname "$(dirname "$bc")")")-$(basename "$(dirname "$bc")")-$(basename "$bc" .bc)"
  "$LLVM_DIS" "$bc" -o "$work/raw.ll" && mark "$work/raw.ll" > "$work/marked.ll" &&
    "$OPT" -S -passes=pseudo-probe "$work/marked.ll" -o "$work/real-O/$name.ll" 2>/dev/null ||
    rm -f "$work/real-O/$name.ll"
done

# csspgo and line: compile a third of the translation units again, with debug information.
i=0
awk -F'\t' '$1=="zlib"||$1=="bzip2"||$1=="lua5.4"||$1=="libyaml"{print $1"\t"$3"\t"$5"\t"$6}' \
    "$corpus/MANIFEST.tsv" | while IFS=$'\t' read -r pkg tu src flags; do
  i=$((i + 1)); [ $((i % 3)) -eq 0 ] || continue
  wanted csspgo || wanted line || continue
  tree="$corpus/sources/$pkg/tree"
  for lvl in O1 O2; do
    # shellcheck disable=SC2086
    (cd "$tree" && "$CLANG" -$lvl -g -fpseudo-probe-for-profiling -fno-discard-value-names -S \
       -emit-llvm $flags "$src" -o "$work/raw.ll" 2>/dev/null) || continue
    mark "$work/raw.ll" > "$work/csspgo/$pkg-$tu-$lvl.ll"
  done
  # shellcheck disable=SC2086
  (cd "$tree" && "$CLANG" -O1 -g -fdebug-info-for-profiling -fno-discard-value-names -S \
     -emit-llvm -Xclang -disable-llvm-passes $flags "$src" -o "$work/raw.ll" 2>/dev/null) || continue
  mark "$work/raw.ll" > "$work/marked.ll"
  "$OPT" -S -passes='function(sroa,simplifycfg,instcombine)' "$work/marked.ll" -o "$work/line/$pkg-$tu-flat.ll"
  "$OPT" -S -passes='function(sroa,simplifycfg,instcombine),cgscc(inline),function(simplifycfg)' \
    "$work/marked.ll" -o "$work/line/$pkg-$tu-inlined.ll"
done
rm -f "$work/raw.ll" "$work/marked.ll"

# linked
# shellcheck disable=SC2086
wanted linked && bash "$here/make-linked.sh" "$work/linked" $linked_packages
linked_options=(
  ""
  "--canonical-names 0.5 --holes 0.2 --zeros 0.1 --noise 0.3"
  "--canonical-names 1 --bad-checksum 0.3 --unknown 2"
  "--canonical-names 0.3 --inline 0.7 --indirect-targets 3 --holes 0.1"
)
for m in "$work"/linked/*.ll; do
  wanted linked && [ -f "$m" ] || continue
  for k in $(seq 0 $((per - 1))); do
    # shellcheck disable=SC2086
    python3 "$here/gen-profile.py" "$m" --seed $((k + 1)) ${linked_options[$((k % 4))]} \
      -o "${m%.ll}.o$k.prof"
  done
done

# llvm
if wanted llvm && [ -z "${LLVM_TEST_DIR:-}" ]; then
  tarball=$(ls "$FREQPATH_ROOT"/corpus-cache/llvm16-tests/llvm-toolchain-16_*.orig.tar.xz 2>/dev/null | head -1)
  if [ -n "$tarball" ]; then
    top=$(basename "$tarball" .orig.tar.xz)
    tar -C "$work" -xJf "$tarball" --wildcards "$top/llvm/test/Transforms/SampleProfile/*"
    LLVM_TEST_DIR="$work/$top/llvm/test"
  fi
fi
llvm_args=()
if wanted llvm && [ -n "${LLVM_TEST_DIR:-}" ]; then
  for f in "$LLVM_TEST_DIR"/Transforms/SampleProfile/profile-inference*.ll; do
    b=$(basename "$f" .ll)
    cp "$f" "$work/llvm/$b.ll"; cp "$LLVM_TEST_DIR/Transforms/SampleProfile/Inputs/$b.prof" "$work/llvm/$b.prof"
    "$OPT" -S -passes=pseudo-probe "$f" -o "$work/llvm/$b-reprobed.ll" &&
      cp "$work/llvm/$b.prof" "$work/llvm/$b-reprobed.prof"
  done
  llvm_args=("$work/llvm")
elif wanted llvm; then
  echo "differential: no LLVM test tree (set LLVM_TEST_DIR); the llvm corpus is skipped"
fi

status=0
for c in random real-O csspgo line; do
  wanted "$c" || continue
  echo "== $c: $(ls "$work/$c" | wc -l) modules"
  python3 "$FREQPATH_ROOT/scripts/compare-profi" --generate "$per" "$work/$c" || status=1
done
linked=$(find "$work/linked" -name '*.ll' | wc -l)
wanted linked && echo "== linked: $linked modules"
if wanted linked && [ "$linked" -gt 0 ]; then
  python3 "$FREQPATH_ROOT/scripts/compare-profi" "$work/linked" || status=1
fi
if [ ${#llvm_args[@]} -gt 0 ]; then
  echo "== llvm: LLVM 16's profile-inference tests"
  python3 "$FREQPATH_ROOT/scripts/compare-profi" "${llvm_args[@]}" || status=1
fi
echo "inputs kept in $work"
exit $status
