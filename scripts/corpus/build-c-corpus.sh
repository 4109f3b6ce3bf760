#!/usr/bin/env bash
# Build a corpus of LLVM 16 IR from well-known open-source C code bases
# (Debian bookworm source packages), for differential testing of our
# print<cycles> / print<branch-prob> against opt-16 and for benchmarks.
#
# Usage: scripts/corpus/build-c-corpus.sh [--verify] [OUTDIR]
#   OUTDIR      default: <repo>/corpus-cache/c (git-ignored)
#   --verify    afterwards, run `opt -passes=verify` and `print<cycles>` on
#               every produced .bc and fail if any of them fails
# Environment:
#   PACKAGES    subset of: sqlite3 lua5.4 zlib bzip2 libyaml jq and the packages of
#               scripts/corpus/packages/*.sh (default: all)
#   LEVELS      subset of: O0 O1 O2 O3 (default: all)
#   JOBS        parallel compile jobs (default: 2)
#   LLVM_BIN    default from scripts/env.sh: /usr/lib/llvm-16/bin (PATH has LLVM 14)
#
# Layout:
#   OUTDIR/sources/<pkg>/         apt-get source files + extracted tree/
#   OUTDIR/<pkg>/<level>/<tu>.bc  one module per translation unit
#   OUTDIR/<pkg>/<level>/<tu>.log compiler output of a failed TU
#   OUTDIR/<pkg>/<level>.linked.bc all linkable TUs of a level, llvm-link'ed
#   OUTDIR/MANIFEST.tsv           package versions, TUs and flags used
# Idempotent: existing outputs are kept; delete a file/dir to rebuild it.
set -euo pipefail

VERIFY=0
if [[ ${1:-} == --verify ]]; then VERIFY=1; shift; fi
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
OUT=${1:-$REPO/corpus-cache/c}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
# shellcheck source=scripts/env.sh
source "$REPO/scripts/env.sh" # LLVM_BIN (the project's one place for it)
JOBS=${JOBS:-2}
LEVELS=${LEVELS:-O0 O1 O2 O3}
export OUT LLVM_BIN

# Versions we built with; pinned so the corpus is reproducible. If the
# archive no longer carries one (point release), we fall back to the
# current version and say so.
declare -A PIN=(
  [sqlite3]=3.40.1-2+deb12u2
  [lua5.4]=5.4.4-3+deb12u1
  [zlib]=1:1.2.13.dfsg-1
  [bzip2]=1.0.8-5
  [libyaml]=0.2.5-1
  [jq]=1.6-2.1+deb12u2
)

# More packages, one file each (scripts/corpus/packages/<pkg>.sh): each sets PIN[<pkg>] and
# defines prep_<pkg> as the ones below do.
EXTRA_PACKAGES=()
for f in "$REPO"/scripts/corpus/packages/*.sh; do
  [[ -e $f ]] || continue
  # shellcheck source=/dev/null
  source "$f"
  EXTRA_PACKAGES+=("$(basename "$f" .sh)")
done
PACKAGES=${PACKAGES:-sqlite3 lua5.4 zlib bzip2 libyaml jq ${EXTRA_PACKAGES[*]}}

START=$(date +%s)
log() { printf '[corpus] %s\n' "$*" >&2; }

for tool in clang-16 opt llvm-link llvm-dis; do
  [[ -x $LLVM_BIN/$tool ]] || { log "missing $LLVM_BIN/$tool (apt-get install clang-16 llvm-16)"; exit 1; }
done
command -v dpkg-source >/dev/null || { log "missing dpkg-source (apt-get install dpkg-dev)"; exit 1; }

# ---------------------------------------------------------------- fetching
APT_UPDATED=0
fetch_pkg() { # pkg -> extracts into $OUT/sources/<pkg>/tree
  local pkg=$1 dir=$OUT/sources/$1
  mkdir -p "$dir"
  if ! compgen -G "$dir/${pkg}_*.dsc" >/dev/null; then
    # deb-src lists may be missing or stale on a fresh machine (scripts/env.sh).
    if [[ $APT_UPDATED == 0 ]]; then
      ensure_deb_src "$pkg" >"$OUT/sources/apt-update.log" 2>&1 || true
      APT_UPDATED=1
    fi
    local pin=${PIN[$pkg]:-}
    log "$pkg: apt-get source --download-only ${pkg}${pin:+=$pin}"
    if ! (cd "$dir" && apt-get source --download-only "${pkg}${pin:+=$pin}") >"$dir/apt.log" 2>&1; then
      [[ -n $pin ]] && log "$pkg: pinned version $pin unavailable, trying the current one"
      if [[ -z $pin ]] || ! (cd "$dir" && apt-get source --download-only "$pkg") >>"$dir/apt.log" 2>&1; then
        log "$pkg: FAILED to fetch source (is a deb-src line for bookworm main configured? see $dir/apt.log)"
        return 1
      fi
    fi
  fi
  if [[ ! -e $dir/tree/.extracted ]]; then
    local dsc
    dsc=$(compgen -G "$dir/${pkg}_*.dsc" | sort | tail -1)
    rm -rf "$dir/tree"
    # dpkg-source also applies Debian's patches: we build what Debian ships.
    dpkg-source -x "$dsc" "$dir/tree" >"$dir/extract.log" 2>&1 \
      || { log "$pkg: FAILED to extract $dsc (see $dir/extract.log)"; return 1; }
    touch "$dir/tree/.extracted"
  fi
}

# ------------------------------------------------------------ per package
# Each prep_<pkg> runs inside the extracted tree, generates whatever the
# build needs (idempotently) and prints, to stdout:
#   FLAG <one clang flag>              (one per line; keeps quoting simple)
#   TU <name> <link|nolink> <relpath>  (nolink: a second main() etc.)
# Source paths are relative to the tree so no cache path leaks into the IR.

prep_sqlite3() {
  # The amalgamation needs lemon/mkkeywordhash/tclsh: `configure` is ~5 s.
  if [[ ! -s bld/sqlite3.c || ! -s bld/shell.c ]]; then
    command -v tclsh >/dev/null || { log "sqlite3: tclsh needed (apt-get install tcl)"; return 1; }
    mkdir -p bld
    (cd bld && ../configure CC="$LLVM_BIN/clang-16" --disable-tcl \
        && make sqlite3.c shell.c sqlite3.h) >bld-amalgamation.log 2>&1 \
      || { log "sqlite3: amalgamation failed (see $PWD/bld-amalgamation.log)"; return 1; }
  fi
  # Same feature set as Debian's debian/rules.
  local f
  for f in -Ibld -DSQLITE_SECURE_DELETE -DSQLITE_ENABLE_COLUMN_METADATA \
      -DSQLITE_ENABLE_FTS3 -DSQLITE_ENABLE_FTS3_PARENTHESIS \
      -DSQLITE_ENABLE_RTREE=1 -DSQLITE_SOUNDEX=1 -DSQLITE_ENABLE_UNLOCK_NOTIFY \
      -DSQLITE_OMIT_LOOKASIDE=1 -DSQLITE_ENABLE_DBSTAT_VTAB \
      -DSQLITE_ALLOW_ROWID_IN_VIEW -DSQLITE_ENABLE_UPDATE_DELETE_LIMIT=1 \
      -DSQLITE_ENABLE_LOAD_EXTENSION -DSQLITE_ENABLE_JSON1 \
      -DSQLITE_LIKE_DOESNT_MATCH_BLOBS -DSQLITE_THREADSAFE=1 \
      -DSQLITE_ENABLE_FTS3_TOKENIZER=1 -DSQLITE_USE_URI=1 \
      -DSQLITE_MAX_SCHEMA_RETRY=25 -DSQLITE_ENABLE_PREUPDATE_HOOK \
      -DSQLITE_ENABLE_SESSION -DSQLITE_ENABLE_STMTVTAB \
      -DSQLITE_MAX_VARIABLE_NUMBER=250000; do
    echo "FLAG $f"
  done
  echo "TU sqlite3 link bld/sqlite3.c"
  echo "TU shell link bld/shell.c"
}

prep_lua5.4() {
  # Debian's luaconf.h patch includes a header that debian/rules generates.
  local mh=src/lua5.4-deb-multiarch.h
  if [[ ! -s $mh ]]; then
    printf '#ifndef _LUA_DEB_MULTIARCH_\n#define _LUA_DEB_MULTIARCH_\n#define DEB_HOST_MULTIARCH "x86_64-linux-gnu"\n#endif\n' >"$mh"
  fi
  # Flags of upstream `make linux` (Debian uses linux-readline; we skip
  # readline so no -dev package is needed; it only touches lua.c).
  printf 'FLAG %s\n' -std=gnu99 -DLUA_COMPAT_5_3 -DLUA_USE_LINUX
  local f n
  for f in src/*.c; do
    n=$(basename "$f" .c)
    # luac.c is a second program with its own main().
    if [[ $n == luac ]]; then echo "TU $n nolink $f"; else echo "TU $n link $f"; fi
  done
}

prep_zlib() {
  # What zlib's ./configure passes on Linux; zconf.h ships prebuilt.
  printf 'FLAG %s\n' -I. -Icontrib/minizip -D_LARGEFILE64_SOURCE=1 -DHAVE_HIDDEN
  local f
  for f in adler32 compress crc32 deflate gzclose gzlib gzread gzwrite infback \
      inffast inflate inftrees trees uncompr zutil; do
    echo "TU $f link $f.c"
  done
  # minizip (built by Debian as libminizip) and the small test programs.
  for f in ioapi unzip zip mztools; do echo "TU minizip_$f link contrib/minizip/$f.c"; done
  echo "TU minigzip link test/minigzip.c"
  echo "TU example nolink test/example.c"
  echo "TU minizip_minizip nolink contrib/minizip/minizip.c"
  echo "TU minizip_miniunz nolink contrib/minizip/miniunz.c"
}

prep_bzip2() {
  printf 'FLAG %s\n' -D_FILE_OFFSET_BITS=64
  local f
  for f in blocksort huffman crctable randtable compress decompress bzlib bzip2; do
    echo "TU $f link $f.c"
  done
  echo "TU bzip2recover nolink bzip2recover.c"
}

prep_libyaml() {
  # Only the version macros come from config.h; pass them directly.
  printf 'FLAG %s\n' -Iinclude -DYAML_VERSION_MAJOR=0 -DYAML_VERSION_MINOR=2 \
    -DYAML_VERSION_PATCH=5 '-DYAML_VERSION_STRING="0.2.5"'
  local f
  for f in src/*.c; do echo "TU $(basename "$f" .c) link $f"; done
}

prep_jq() {
  # jq 1.6 ships parser.c/lexer.c; generate the two other built sources
  # exactly as its Makefile.am does, and pass configure's results as -D
  # (no autoreconf needed). Built without oniguruma (no regex builtins).
  if [[ ! -s src/builtin.inc ]]; then
    sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/"/' -e 's/$/\\n"/' src/builtin.jq >src/builtin.inc
  fi
  [[ -s src/version.h ]] || echo '#define JQ_VERSION "1.6"' >src/version.h
  printf 'FLAG %s\n' -I. -Isrc -D_GNU_SOURCE -DIEEE_8087
  # libm.h wraps each math function in #ifdef HAVE_<NAME>; glibc has all
  # of them except pow10 (dropped in glibc 2.27).
  grep -o 'HAVE_[A-Z0-9_]*' src/libm.h | sort -u | grep -vx HAVE_POW10 | sed 's/^/FLAG -D/'
  printf 'FLAG -D%s\n' HAVE_ALLOCA HAVE_ALLOCA_H HAVE_ATEXIT HAVE_FREXP \
    HAVE_GETTIMEOFDAY HAVE_GMTIME HAVE_GMTIME_R HAVE_ISATTY HAVE_LGAMMA_R \
    HAVE_LOCALTIME_R HAVE_MEMMEM HAVE_MKSTEMP HAVE_MODF HAVE_PTHREAD_KEY_CREATE \
    HAVE_PTHREAD_ONCE HAVE_STRFTIME HAVE_STRPTIME HAVE_TIMEGM HAVE_TM_TM_GMT_OFF \
    HAVE___THREAD
  local f n
  for f in src/*.c; do
    n=$(basename "$f" .c)
    # inject_errors.c is an LD_PRELOAD test shim, not part of jq.
    [[ $n == inject_errors ]] && continue
    echo "TU $n link $f"
  done
}

# ------------------------------------------------------------- compiling
# One job: compile TU <relsrc> of <pkg> at <level> into <tu>.bc. Never fails
# (xargs would stop feeding jobs); a failure leaves <tu>.log behind.
compile_one() {
  set -o pipefail
  local pkg=$1 level=$2 tu=$3 src=$4
  local tree=$OUT/sources/$pkg/tree dir=$OUT/$pkg/$level
  local out=$dir/$tu.bc tmp=$dir/.$tu.tmp.bc log=$dir/$tu.log
  local -a flags
  mapfile -t flags <"$OUT/$pkg/cflags"
  cd "$tree"
  rm -f "$log"
  if [[ $level == O0 ]]; then
    # "Pre-optimised" O0: unoptimised clang IR, then just enough cleanup to
    # get SSA form and a canonical CFG (no inlining, no loop transforms).
    "$LLVM_BIN/clang-16" -O0 -Xclang -disable-O0-optnone -fno-discard-value-names -g0 \
        -S -emit-llvm -Xclang -disable-llvm-passes "${flags[@]}" "$src" -o - 2>"$log.tmp" \
      | "$LLVM_BIN/opt" -passes='function(mem2reg,sroa,instcombine,simplifycfg)' -o "$tmp" 2>>"$log.tmp"
  else
    "$LLVM_BIN/clang-16" "-$level" -fno-discard-value-names -g0 -emit-llvm -c \
        "${flags[@]}" "$src" -o "$tmp" 2>"$log.tmp"
  fi
  local rc=$?
  if [[ $rc == 0 ]]; then
    mv -f "$tmp" "$out"; rm -f "$log.tmp"
  else
    rm -f "$tmp"; mv -f "$log.tmp" "$log"
    echo "[corpus] FAILED $pkg/$level/$tu (see $log)" >&2
  fi
  return 0
}
export -f compile_one

count_defs() { "$LLVM_BIN/llvm-dis" "$1" -o - | grep -c '^define ' || true; }

OKPKGS=()
FAILED_PKGS=()
MANIFEST=$OUT/MANIFEST.tsv
JOBLIST=$OUT/.jobs.$$  # per run: runs for different packages may overlap
: >"$JOBLIST"
for pkg in $PACKAGES; do
  if ! declare -F "prep_$pkg" >/dev/null; then log "unknown package $pkg"; FAILED_PKGS+=("$pkg: unknown"); continue; fi
  if ! fetch_pkg "$pkg"; then FAILED_PKGS+=("$pkg: fetch/extract failed"); continue; fi
  mkdir -p "$OUT/$pkg"
  if ! (cd "$OUT/sources/$pkg/tree" && "prep_$pkg") >"$OUT/$pkg/.prep"; then
    FAILED_PKGS+=("$pkg: source preparation failed"); continue
  fi
  sed -n 's/^FLAG //p' "$OUT/$pkg/.prep" >"$OUT/$pkg/cflags"
  sed -n 's/^TU //p' "$OUT/$pkg/.prep" >"$OUT/$pkg/tus"
  OKPKGS+=("$pkg")
  for level in $LEVELS; do
    mkdir -p "$OUT/$pkg/$level"
    while read -r tu _link src; do
      [[ -e $OUT/$pkg/$level/$tu.bc ]] && continue
      # Prefix with the source size so the biggest jobs start first.
      echo "$(stat -c %s "$OUT/sources/$pkg/tree/$src") $pkg $level $tu $src" >>"$JOBLIST"
    done <"$OUT/$pkg/tus"
  done
done

NJOBS=$(wc -l <"$JOBLIST")
log "compiling $NJOBS TU/level jobs with $JOBS parallel jobs"
sort -k1,1nr -k3,3r "$JOBLIST" | cut -d' ' -f2- \
  | xargs -r -P"$JOBS" -L1 bash -c 'compile_one "$@"' _
rm -f "$JOBLIST"

# ---------------------------------------------------------------- linking
for pkg in "${OKPKGS[@]}"; do
  for level in $LEVELS; do
    linked=$OUT/$pkg/$level.linked.bc
    inputs=()
    while read -r tu link _src; do
      [[ $link == link && -e $OUT/$pkg/$level/$tu.bc ]] && inputs+=("$OUT/$pkg/$level/$tu.bc")
    done <"$OUT/$pkg/tus"
    ((${#inputs[@]})) || continue
    stale=0
    [[ -e $linked ]] || stale=1
    for i in "${inputs[@]}"; do [[ $i -nt $linked ]] && stale=1; done
    # The input list is part of the key too (a TU that failed before may
    # have been fixed since).
    printf '%s\n' "${inputs[@]}" | cmp -s - "$linked.inputs" || stale=1
    if ((stale)); then
      if "$LLVM_BIN/llvm-link" "${inputs[@]}" -o "$linked.tmp" 2>"$OUT/$pkg/$level.link.log"; then
        mv -f "$linked.tmp" "$linked"
        printf '%s\n' "${inputs[@]}" >"$linked.inputs"
      else
        rm -f "$linked.tmp"; log "FAILED to link $pkg/$level (see $OUT/$pkg/$level.link.log)"
        FAILED_PKGS+=("$pkg: llvm-link failed at $level")
      fi
    fi
  done
done

# --------------------------------------------------------------- manifest
# Per package (so a PACKAGES=... run does not lose the others), then one
# combined file over every package present in OUT.
for pkg in "${OKPKGS[@]}"; do
  ver=$(sed -n 's/^Version: //p' "$(compgen -G "$OUT/sources/$pkg/${pkg}_*.dsc" | sort | tail -1)")
  flagstr=$(tr '\n' ' ' <"$OUT/$pkg/cflags")
  while read -r tu link src; do
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$pkg" "$ver" "$tu" "$link" "$src" "$flagstr"
  done <"$OUT/$pkg/tus" >"$OUT/$pkg/MANIFEST.tsv"
done
{
  printf '# clang: %s\n' "$("$LLVM_BIN/clang-16" --version | head -1)"
  printf '# O0: clang-16 -O0 -Xclang -disable-O0-optnone -fno-discard-value-names -g0 -S -emit-llvm -Xclang -disable-llvm-passes FLAGS SRC | opt -passes=function(mem2reg,sroa,instcombine,simplifycfg)\n'
  printf '# On: clang-16 -On -fno-discard-value-names -g0 -emit-llvm -c FLAGS SRC   (run in the extracted source tree)\n'
  printf 'package\tversion\ttu\tlink\tsource\tflags\n'
  cat "$OUT"/*/MANIFEST.tsv
} >"$MANIFEST"

# ---------------------------------------------------------------- summary
declare -A TOT_OK TOT_FAIL TOT_DEFS TOT_LDEFS
# Benchmark candidate: any module (TU or linked) with >=1000 functions
# whose size is closest to 3 MB.
best="" bestdiff=""
consider() { # file size defs
  local d=$(($2 - 3000000)); d=${d#-}
  if (($3 >= 1000)) && { [[ -z $bestdiff ]] || ((d < bestdiff)); }; then
    bestdiff=$d best="$1 ($2 bytes, $3 functions)"
  fi
}
printf '\n%-9s %-5s %6s %6s %9s %12s %11s\n' package level TUs_ok failed functions linked_funcs linked_size
for pkg in "${OKPKGS[@]}"; do
  for level in $LEVELS; do
    ok=0 fail=0 defs=0
    while read -r tu _link _src; do
      if [[ -e $OUT/$pkg/$level/$tu.bc ]]; then
        n=$(count_defs "$OUT/$pkg/$level/$tu.bc")
        ok=$((ok + 1)); defs=$((defs + n))
        consider "$OUT/$pkg/$level/$tu.bc" "$(stat -c %s "$OUT/$pkg/$level/$tu.bc")" "$n"
      else
        fail=$((fail + 1))
      fi
    done <"$OUT/$pkg/tus"
    linked=$OUT/$pkg/$level.linked.bc ldefs=- lsize=-
    if [[ -e $linked ]]; then
      ldefs=$(count_defs "$linked"); lsize=$(stat -c %s "$linked")
      consider "$linked" "$lsize" "$ldefs"
    fi
    printf '%-9s %-5s %6d %6d %9d %12s %11s\n' "$pkg" "$level" "$ok" "$fail" "$defs" "$ldefs" "$lsize"
    TOT_OK[$level]=$((${TOT_OK[$level]:-0} + ok)); TOT_FAIL[$level]=$((${TOT_FAIL[$level]:-0} + fail))
    TOT_DEFS[$level]=$((${TOT_DEFS[$level]:-0} + defs))
    [[ $ldefs == - ]] || TOT_LDEFS[$level]=$((${TOT_LDEFS[$level]:-0} + ldefs))
  done
done
for level in $LEVELS; do
  printf '%-9s %-5s %6d %6d %9d %12s\n' TOTAL "$level" "${TOT_OK[$level]:-0}" "${TOT_FAIL[$level]:-0}" \
    "${TOT_DEFS[$level]:-0}" "${TOT_LDEFS[$level]:-0}"
done
echo
[[ -n $best ]] && echo "~3 MB benchmark module: $best"
for f in "${FAILED_PKGS[@]}"; do echo "FAILED package $f"; done

# ------------------------------------------------------------------ verify
VERIFY_FAILS=0
if ((VERIFY)); then
  log "verifying every .bc (opt -passes=verify, print<cycles>)"
  nbc=0
  while IFS= read -r -d '' bc; do
    nbc=$((nbc + 1))
    if ! "$LLVM_BIN/opt" -passes=verify -disable-output "$bc" 2>/dev/null \
      || ! "$LLVM_BIN/opt" -passes='print<cycles>' -disable-output "$bc" 2>/dev/null; then
      echo "VERIFY FAILED: $bc"; VERIFY_FAILS=$((VERIFY_FAILS + 1))
    fi
  done < <(find "$OUT" -path "$OUT/sources" -prune -o -name '*.bc' -print0)
  echo "verified $nbc .bc files, $VERIFY_FAILS failures"
fi

echo "elapsed: $(($(date +%s) - START)) s"
((VERIFY_FAILS == 0 && ${#FAILED_PKGS[@]} == 0))
