# pcre2: the 8-bit PCRE2 library (compiler, interpreter, DFA matcher, substitution,
# conversion of globs/POSIX patterns, Unicode tables) linked with pcre2grep, its grep
# program (from the pcre2-utils binary package). Sourced by scripts/corpus/build-c-corpus.sh.
#
# pcre2 ships a generated `configure`; we run it once into bld/ (out of tree) with
# Debian's options minus what we do not want: --disable-jit (the JIT is machine-code
# generation through sljit, not interesting here, and its stub pcre2_jit_compile.c is still
# part of the library as in every non-JIT build), --disable-pcre2grep-callout (as Debian),
# no 16/32-bit libraries (pcre2grep only uses the 8-bit one), no libz/libbz2/readline
# (configure's defaults). That gives bld/src/config.h (HAVE_CONFIG_H) and bld/src/pcre2.h.
# The character tables are the shipped default ones, pcre2_chartables.c.dist, copied into
# bld/src as the Makefile links it. Every library TU needs PCRE2_CODE_UNIT_WIDTH=8 (the
# Makefile's per-library -D; pcre2grep.c defines the same value itself). Of configure's
# extra CFLAGS only -fvisibility=hidden would apply, which matters for a shared library
# only. pcre2_ucptables.c, pcre2_jit_match.c and pcre2_jit_misc.c are #included by other
# files; pcre2test (with pcre2_printint.c included), the POSIX wrapper library and the
# chartable generator are compiled but not linked; the demo/fuzz/test programs are left out.

PIN[pcre2]=10.42-1

prep_pcre2() {
  if [[ ! -s bld/src/config.h || ! -s bld/src/pcre2.h ]]; then
    mkdir -p bld
    (cd bld && ../configure CC="$LLVM_BIN/clang-16" --disable-jit --disable-pcre2grep-callout \
        --disable-shared) >bld-configure.log 2>&1 \
      || { log "pcre2: configure failed (see $PWD/bld-configure.log)"; return 1; }
  fi
  [[ -s bld/src/pcre2_chartables.c ]] || cp src/pcre2_chartables.c.dist bld/src/pcre2_chartables.c
  printf 'FLAG %s\n' -DHAVE_CONFIG_H -DPCRE2_CODE_UNIT_WIDTH=8 -Ibld/src -Isrc
  local f
  for f in auto_possess compile config context convert dfa_match error extuni find_bracket \
      jit_compile maketables match match_data newline ord2utf pattern_info script_run \
      serialize string_utils study substitute substring tables ucd valid_utf xclass; do
    echo "TU pcre2_$f link src/pcre2_$f.c"
  done
  echo "TU pcre2_chartables link bld/src/pcre2_chartables.c"
  echo "TU pcre2grep link src/pcre2grep.c"
  echo "TU pcre2test nolink src/pcre2test.c"
  echo "TU pcre2posix nolink src/pcre2posix.c"
  echo "TU pcre2_dftables nolink src/pcre2_dftables.c"
}
