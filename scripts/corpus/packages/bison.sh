# bison (Debian source package bison): GNU Bison 3.8.2, the parser generator (src/*.c) with its
# gnulib support library lib/libbison.a. Sourced by scripts/corpus/build-c-corpus.sh.
# Linked: the Makefile's src_bison_OBJECTS and every member of lib/libbison.a
# (lib_libbison_a_OBJECTS + lib_libbison_a_LIBADD, i.e. the gnulib replacements configure
# picked: obstack, vasnprintf, ...). The examples and tests are left out (not part of bison).
#
# Needs GNU m4 (Debian package m4): configure insists on it, and bison runs it at every
# invocation to expand its skeletons (the path, /usr/bin/m4, is compiled in). The generated
# parser and scanners (src/parse-gram.c, src/scan-*.c) ship in the tarball, so neither bison
# nor flex is needed. At run time bison reads its skeletons from data/ of this tree
# (BISON_PKGDATADIR, set by the accuracy workload).
#
# `configure` runs once into bld/ (a VPATH build, ~1 min) with Debian's options (defaults,
# --prefix=/usr) plus --disable-threads (bison is single-threaded; gnulib's locks become
# no-ops); NLS stays on (gettext is in glibc), libtextstyle is not found, so gnulib's stub is
# used, as in Debian's build. Then `make` generates only the lib/ part of BUILT_SOURCES (the
# replacement <stdio.h>, <unistd.h>, ... wrappers and configmake.h); the rest of BUILT_SOURCES
# would extract the examples from the manual, which this +dfsg tarball lacks.
# Debian's patches only touch examples/*.mk, which leaves them newer than Makefile.in, and
# `make` would then rerun automake; we give them Makefile.in's timestamp first (Debian's
# build runs autoreconf instead).
# Flags: the Makefile's compile line rebased from bld/ onto the tree (AM_CPPFLAGS -I. -I./lib
# -I.. -I../lib, and src_bison_CPPFLAGS' INSTALLDIR, only read by the relocatable-program
# code, which is off). lib_libbison_a_CPPFLAGS adds -DDEFAULT_TEXT_DOMAIN="bison-gnulib",
# which must not reach src/ (bison's own messages use the default domain): each lib TU is
# compiled through a two-line wrapper in bld/corpus-tu/ that defines it and includes the
# source. config.h is included by every file, so there are no other -D flags.
PIN[bison]=2:3.8.2+dfsg-1

prep_bison() {
  command -v m4 >/dev/null || { log "bison: GNU m4 needed (apt-get install m4)"; return 1; }
  if [[ ! -s bld/objects.txt ]]; then
    rm -rf bld
    mkdir -p bld
    touch -r Makefile.in examples/local.mk examples/c/lexcalc/local.mk
    local pv='pv-%: ; @echo $($*)'
    (cd bld && ../configure CC="$LLVM_BIN/clang-16" --prefix=/usr --disable-threads \
      && make $(make -s --no-print-directory -f Makefile -f <(echo "$pv") pv-BUILT_SOURCES \
          | tr ' ' '\n' | grep '^lib/') \
      && make -s --no-print-directory -f Makefile -f <(echo "$pv") pv-lib_libbison_a_OBJECTS \
        pv-lib_libbison_a_LIBADD | tr '\n' ' ' >objects.tmp \
      && echo >>objects.tmp \
      && make -s --no-print-directory -f Makefile -f <(echo "$pv") pv-src_bison_OBJECTS \
        >>objects.tmp) >bld-configure.log 2>&1 \
      || { log "bison: configure/generated headers failed (see $PWD/bld-configure.log)"; return 1; }
    # Line 1: libbison.a's objects, line 2: the program's.
    [[ $(wc -l <bld/objects.tmp) == 2 ]] && grep -q ' src/bison-main\.o ' <(sed -n '2s/.*/ & /p' bld/objects.tmp) \
      || { log "bison: could not read the object lists (see $PWD/bld/objects.tmp)"; return 1; }
    mv bld/objects.tmp bld/objects.txt
  fi
  printf 'FLAG %s\n' -Ibld -Ibld/lib -I. -Ilib '-DINSTALLDIR="/usr/bin"'
  mkdir -p bld/corpus-tu
  local o src name w
  for o in $(sed -n 1p bld/objects.txt); do
    # lib/bitset/libbison_a-array.o -> lib/bitset/array.c
    src=$(sed -e 's|libbison_a-||' -e 's|\.o$|.c|' <<<"$o")
    [[ -e $src ]] || { log "bison: no source for $o"; return 1; }
    name=${src#lib/}
    name=lib_${name%.c}
    name=${name//\//_}
    w=bld/corpus-tu/$name.c
    if [[ ! -s $w ]]; then
      printf '#define DEFAULT_TEXT_DOMAIN "bison-gnulib"\n#include "../../%s"\n' "$src" >"$w"
    fi
    echo "TU $name link $w"
  done
  for o in $(sed -n 2p bld/objects.txt); do
    # src/bison-scan-gram-c.o -> src/scan-gram-c.c
    src=$(sed -e 's|^src/bison-|src/|' -e 's|\.o$|.c|' <<<"$o")
    [[ -e $src ]] || { log "bison: no source for $o"; return 1; }
    name=${src#src/}
    echo "TU ${name%.c} link $src"
  done
}
