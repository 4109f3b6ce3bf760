# glpk (Debian source package glpk): the GNU Linear Programming Kit's solver program
# `glpsol` (examples/glpsol.c) linked with libglpk: the simplex and interior-point LP
# solvers, the branch-and-cut MIP solver with its cuts and heuristics, the LP/MIP
# preprocessor, the MathProg (GMPL) translator, the CPLEX LP, MPS, GLPK and DIMACS readers
# and writers, and the graph/network routines. Sourced by scripts/corpus/build-c-corpus.sh.
#
# The TUs are libglpk_la_SOURCES of src/Makefile.am as Debian patches it (its patches drop
# the embedded zlib, AMD and COLAMD copies from that list), plus two of those copies back:
# src/amd/*.c and src/colamd/colamd.c, which Debian replaces with libsuitesparse-dev (the
# interior-point solver's orderings need them; the bundled copies avoid a -dev package).
# zlib stays external as in Debian's build (src/env/stream.c includes <zlib.h>; the program
# links -lz): zlib1g-dev must be installed. Built without GMP (glpk then uses its own bignum
# code, misc/mygmp.c, for the exact simplex), without ODBC/MySQL and without shared-library
# loading (configure's defaults; Debian enables them, but they only matter for MathProg
# table drivers we do not use).
# config.h is written by hand with what configure finds on Linux: <sys/time.h>,
# gettimeofday and the C11 TLS keyword (--enable-reentrant is the default). Flags: the
# Makefile's -DHAVE_CONFIG_H and include folders (src and each src/<part>).
PIN[glpk]=5.0-1

prep_glpk() {
  [[ -e /usr/include/zlib.h ]] || { log "glpk: zlib.h needed (apt-get install zlib1g-dev)"; return 1; }
  if [[ ! -s config.h ]]; then
    printf '%s\n' '/* config.h for the freqpath corpus (see scripts/corpus/packages/glpk.sh) */' \
      '#define HAVE_SYS_TIME_H 1' '#define HAVE_GETTIMEOFDAY 1' '#define TLS _Thread_local' \
      >config.h
  fi
  local srcs
  srcs=$(sed -n '/^libglpk_la_SOURCES = /,/^$/p' src/Makefile.am | grep -o '^[a-z0-9_]*/[a-z0-9_]*\.c')
  [[ -n $srcs ]] || { log "glpk: no libglpk_la_SOURCES in src/Makefile.am"; return 1; }
  printf 'FLAG %s\n' -DHAVE_CONFIG_H -I. -Isrc
  local d
  for d in api bflib draft env intopt minisat misc mpl npp proxy simplex amd colamd; do
    echo "FLAG -Isrc/$d"
  done
  local f n
  for f in $srcs $(cd src && ls amd/*.c) colamd/colamd.c; do
    n=${f%.c}
    echo "TU ${n//\//_} link src/$f"
  done
  echo "TU glpsol link examples/glpsol.c"
}
