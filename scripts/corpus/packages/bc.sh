# bc (Debian source package bc): GNU bc 1.07.1, the arbitrary-precision calculator; bc's own
# sources plus lib/ (libbc.a: number.c is the bignum arithmetic) are linked. dc, the second
# program of the package, is compiled as nolink TUs; lib/testmul.c (a tuning program) is left
# out.
#
# No configure run (its Makefiles would try to rerun automake, as Debian patches
# Makefile.am): bld/config.h is written by hand with what `configure` finds on bookworm.
# bc.c/scan.c (bison/flex output) ship prebuilt, patched by Debian. bld/libmath.h (the -l
# math library, pre-compiled to bc byte code) is made as bc/Makefile.am makes it: build a
# bootstrap bc ("fbc") with an empty library, run `fbc -c libmath.b`, and quote its output
# into a C initialiser (bc/fix-libmath_h does that with ed; a sed equivalent here, so ed
# is not needed).
#
# Flags: configure's -funsigned-char, debian/rules' -D_POSIX_SOURCE -DDOT_IS_LAST
# -DDONTEXIT; no readline (Debian uses --with-readline; it only matters on a terminal).
# -Wno-implicit-function-declaration: Debian's patch 05 calls checkferror_* in dc without a
# prototype, which gcc 12 (Debian's compiler) only warns about and clang 16 rejects.
PIN[bc]=1.07.1-3

prep_bc() {
  local -a flags=(-funsigned-char -DHAVE_CONFIG_H -D_POSIX_SOURCE -DDOT_IS_LAST -DDONTEXIT
    -Wno-implicit-function-declaration -Ibld -Ibc -Ih)
  local bcsrc=(bc/main.c bc/bc.c bc/scan.c bc/execute.c bc/load.c bc/storage.c bc/util.c
    bc/global.c bc/warranty.c)
  local libsrc=(lib/getopt.c lib/getopt1.c lib/number.c lib/vfprintf.c)
  mkdir -p bld
  if [[ ! -s bld/config.h ]]; then
    {
      printf '#define BC_COPYRIGHT "%s"\n' "Copyright 1991-1994, 1997, 1998, 2000, 2004, 2006, 2008, 2012-2017 Free Software Foundation, Inc."
      printf '#define DC_COPYRIGHT "%s"\n' "Copyright 1994, 1997, 1998, 2000, 2001, 2003-2006, 2008, 2010, 2012-2017 Free Software Foundation, Inc."
      printf '#define DC_VERSION "1.4.1"\n#define PACKAGE "bc"\n#define VERSION "1.07.1"\n'
      printf '#define HAVE_%s 1\n' ERRNO_H FSTAT INTTYPES_H ISGRAPH LIMITS_H MEMORY_H SETVBUF \
        STDARG_H STDDEF_H STDINT_H STDLIB_H STRINGS_H STRING_H STRTOL SYS_STAT_H SYS_TYPES_H \
        UNISTD_H VPRINTF
      printf '#define STDC_HEADERS 1\n#ifndef _GNU_SOURCE\n# define _GNU_SOURCE 1\n#endif\n'
    } >bld/config.h.tmp && mv bld/config.h.tmp bld/config.h
  fi
  if [[ ! -s bld/libmath.h ]]; then
    # global.c includes "libmath.h": the bootstrap build finds the empty one in bld/fbc.
    mkdir -p bld/fbc
    echo '{0}' >bld/fbc/libmath.h
    if ! { "$LLVM_BIN/clang-16" -O1 "${flags[@]}" -Ibld/fbc "${bcsrc[@]}" "${libsrc[@]}" \
          -o bld/fbc/fbc \
        && bld/fbc/fbc -c bc/libmath.b </dev/null >bld/fbc/libmath.code; } >bld-libmath.log 2>&1
    then
      log "bc: building the bootstrap bc for libmath.h failed (see $PWD/bld-libmath.log)"
      return 1
    fi
    # fix-libmath_h: drop the last line, quote each line, wrap in {"...",...,0}.
    sed -e '$d' bld/fbc/libmath.code | sed -e 's/^/"/' -e 's/$/",/' -e '1s/^/{/' -e '$s/,$/,0}/' \
      >bld/libmath.h.tmp && mv bld/libmath.h.tmp bld/libmath.h
    rm -rf bld/fbc
  fi
  printf 'FLAG %s\n' "${flags[@]}"
  local f
  for f in "${bcsrc[@]}" "${libsrc[@]}"; do echo "TU $(basename "$f" .c) link $f"; done
  for f in dc/*.c; do echo "TU dc_$(basename "$f" .c) nolink $f"; done
}
