# m4 (Debian source package m4): GNU m4, the macro processor (src/*.c) with its gnulib
# support library lib/libm4.a. Sourced by scripts/corpus/build-c-corpus.sh.
#
# (It stands in for re2c, which is written in C++.)
#
# `configure` runs once into bld/ (a VPATH build, ~1.5 min), writing bld/lib/config.h; then
# `make` generates only gnulib's BUILT_SOURCES in bld/lib (the replacement <stdio.h>,
# <unistd.h>, ... wrappers and configmake.h, by sed from the *.in.h files), and we record the
# object lists of the Makefiles, so the TUs are exactly what `make` would compile with
# clang-16: lib's am_libm4_a_OBJECTS plus M4_LIBOBJS (the glibc functions gnulib's probes
# decided to replace, e.g. regex, obstack, vasnprintf) and src's m4_OBJECTS.
# Configure options: Debian's (--disable-rpath, otherwise defaults) plus --disable-threads
# (m4 is single-threaded; gnulib's glthread locks become no-ops). Debian links the external
# libsigsegv; without it configure uses gnulib's bundled copy (lib/sigsegv.c, stackvma.c), so
# no -dev package is needed. NLS stays on (gettext is in glibc).
# Debian's patch 02 touches m4/host-cpu-c-abi.m4 and m4/stack-direction.m4 (loongarch only),
# which leaves them newer than aclocal.m4, and `make` would then try to rerun aclocal; we
# give them aclocal.m4's timestamp first (Debian's build runs autoreconf instead).
# Flags: the Makefiles' compile lines (-I bld/lib for config.h and the generated headers,
# -I lib for the sources' own headers); no -D flags, config.h is included by every file.
PIN[m4]=1.4.19-3

prep_m4() {
  if [[ ! -s bld/objects.txt ]]; then
    rm -rf bld
    mkdir -p bld
    touch -r aclocal.m4 m4/host-cpu-c-abi.m4 m4/stack-direction.m4
    local pv='pv-%: ; @echo $($*)'
    (cd bld && ../configure CC="$LLVM_BIN/clang-16" --disable-rpath --disable-threads \
      && cd lib \
      && make $(make -s --no-print-directory -f Makefile -f <(echo "$pv") pv-BUILT_SOURCES) \
      && make -s --no-print-directory -f Makefile -f <(echo "$pv") pv-am_libm4_a_OBJECTS \
        pv-M4_LIBOBJS | tr '\n' ' ' >../objects.tmp \
      && echo >>../objects.tmp \
      && (cd ../src && make -s --no-print-directory -f Makefile -f <(echo "$pv") \
        pv-m4_OBJECTS) >>../objects.tmp) >bld-configure.log 2>&1 \
      || { log "m4: configure/generated headers failed (see $PWD/bld-configure.log)"; return 1; }
    # Line 1: libm4.a's objects, line 2: the program's.
    [[ $(wc -l <bld/objects.tmp) == 2 ]] && grep -q ' m4\.o ' <(sed -n '2s/.*/ & /p' bld/objects.tmp) \
      || { log "m4: could not read the object lists (see $PWD/bld/objects.tmp)"; return 1; }
    mv bld/objects.tmp bld/objects.txt
  fi
  printf 'FLAG %s\n' -Ibld/lib -Ilib
  local o n
  for o in $(sed -n 1p bld/objects.txt); do
    n=${o%.o}
    echo "TU lib_${n//\//_} link lib/$n.c"
  done
  for o in $(sed -n 2p bld/objects.txt); do
    n=${o%.o}
    echo "TU $n link src/$n.c"
  done
}
