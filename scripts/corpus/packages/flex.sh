# flex (Debian source package flex): flex 2.6.4, the scanner generator (src/, the Makefile's
# flex_OBJECTS). Sourced by scripts/corpus/build-c-corpus.sh. libfl (libmain.c, libyywrap.c,
# a runtime library for generated scanners) and the bootstrap program stage1flex are not
# part of the flex program and are left out; LIBOBJS is empty (glibc has every function
# configure checks for).
#
# Needs GNU m4 (Debian package m4): `make` runs it to rebuild skel.c from Debian's patched
# flex.skl, and flex pipes every scanner it writes through `m4 -P` (the path, /usr/bin/m4, is
# compiled in). parse.c/parse.h (bison) ship in the tarball and are up to date, so no bison.
#
# Built as `make` builds it with Debian's configure options (--prefix=/usr,
# ac_cv_lib_util_getloadavg=no): `configure` runs once into bld/ (a VPATH build, ~15 s), then
# `make -C bld/src skel.c stage1scan.c` writes bld/src/skel.c (mkskel.sh + m4) and bootstraps:
# it compiles stage1flex with clang-16 from the shipped scan.c and runs it on scan.l, giving
# the stage1scan.c that the real flex is built from.
# Debian's diff patches configure.ac and the Makefile.am files and runs autoreconf; we keep
# the shipped configure and Makefile.in (no autotools needed) and give the patched files
# aclocal.m4's timestamp so `make` does not try to regenerate them. What that loses for the
# program: AC_USE_SYSTEM_EXTENSIONS, which puts _GNU_SOURCE into Debian's config.h; we pass
# -D_GNU_SOURCE instead (the other additions, reallocarr and libfl.pc, change nothing here).
# Flags: the Makefile's compile line rebased from bld/src onto the tree (DEFS -DHAVE_CONFIG_H,
# DEFAULT_INCLUDES -I. -I../../src, AM_CPPFLAGS' LOCALEDIR); WARNINGFLAGS is empty.
PIN[flex]=2.6.4-8.2

prep_flex() {
  command -v m4 >/dev/null || { log "flex: GNU m4 needed (apt-get install m4)"; return 1; }
  if [[ ! -s bld/objects.txt ]]; then
    rm -rf bld
    mkdir -p bld
    touch -r aclocal.m4 configure.ac Makefile.am src/Makefile.am doc/Makefile.am \
      tests/Makefile.am tests/tableopts.am
    local pv='pv-%: ; @echo $($*)'
    (cd bld && ../configure CC="$LLVM_BIN/clang-16" --prefix=/usr ac_cv_lib_util_getloadavg=no \
      && cd src && make skel.c stage1scan.c \
      && make -s --no-print-directory -f Makefile -f <(echo "$pv") pv-flex_OBJECTS pv-LIBOBJS \
        | tr '\n' ' ' >../objects.tmp) >bld-configure.log 2>&1 \
      || { log "flex: configure/bootstrap failed (see $PWD/bld-configure.log)"; return 1; }
    grep -q ' flex-main\.o ' <(sed 's/.*/ & /' bld/objects.tmp) && [[ -s bld/src/stage1scan.c ]] \
      || { log "flex: could not read the object list (see $PWD/bld/objects.tmp)"; return 1; }
    mv bld/objects.tmp bld/objects.txt
  fi
  printf 'FLAG %s\n' -DHAVE_CONFIG_H -Ibld/src -Isrc '-DLOCALEDIR="/usr/share/locale"' -D_GNU_SOURCE
  local o n src
  for o in $(cat bld/objects.txt); do
    # flex-stage1scan.o -> bld/src/stage1scan.c (generated), flex-main.o -> src/main.c
    n=${o#flex-}
    n=${n%.o}
    src=bld/src/$n.c
    [[ -e $src ]] || src=src/$n.c
    [[ -e $src ]] || { log "flex: no source for $o"; return 1; }
    echo "TU $n link $src"
  done
}
