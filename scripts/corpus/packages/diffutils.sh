# diffutils (Debian source package diffutils): GNU diffutils 3.8. Linked: GNU diff (the
# Makefile's diff_SOURCES: analyze/context/diff/dir/ed/ifdef/io/normal/side/util.c, plus the
# generated src/version.c) and every member of lib/libdiffutils.a, the gnulib support library
# (hash, exclude, c-stack with its libsigsegv replacement, nstrftime, mbchar, quotearg, ...).
# The package's other programs, cmp, diff3 and sdiff (one file and one main() each), are
# compiled as nolink TUs.
#
# `configure` runs once into bld/ (a VPATH build) as debian/rules runs it (defaults,
# --disable-silent-rules) with --prefix=/usr and --disable-nls; one `make` then writes
# bld/lib/config.h, the gnulib replacement headers (bld/lib/*.h) and bld/src/{version.c,
# paths.h}. configure finds glibc's regex good enough (as it does for Debian), so gnulib's
# regex.c is not built. The TU list is the Makefile's own libdiffutils_a_OBJECTS + LIBADD.
#
# Debian's patch (LoongArch support) touches m4/host-cpu-c-abi.m4 and m4/stack-direction.m4,
# so make would rerun aclocal/automake (Debian autoreconfs; we have no automake). The patch
# changes nothing for x86-64, so those two files get aclocal.m4's timestamp back first.
#
# Flags: the generated Makefiles' compile lines (src/: -I. -I$(srcdir) -I../lib
# -I$(top_srcdir)/lib; lib/: -I. -I$(srcdir)) rebased from bld/ onto the tree; config.h is
# included unconditionally, so there is no -DHAVE_CONFIG_H. Debian's hardening flags are left
# out, as for the other corpus packages.
PIN[diffutils]=1:3.8-4

prep_diffutils() {
  if [[ ! -e bld/.corpus-built ]]; then
    rm -rf bld
    mkdir -p bld
    touch -r aclocal.m4 m4/host-cpu-c-abi.m4 m4/stack-direction.m4
    (cd bld && ../configure CC="$LLVM_BIN/clang-16" --prefix=/usr --disable-silent-rules \
        --disable-nls \
      && make MAKEINFO=true) >bld-configure.log 2>&1 \
      || { log "diffutils: configure/make failed (see $PWD/bld-configure.log)"; return 1; }
    touch bld/.corpus-built
  fi
  local objs
  objs=$(printf 'corpus-print-objs:\n\t@echo $(libdiffutils_a_OBJECTS) $(libdiffutils_a_LIBADD)\n' \
    | make -s -C bld/lib -f Makefile -f - corpus-print-objs) \
    || { log "diffutils: could not list the Makefile's objects"; return 1; }
  printf 'FLAG %s\n' -Ibld/src -Isrc -Ibld/lib -Ilib
  local o name f
  for o in $objs; do
    [[ -e lib/${o%.o}.c ]] || { log "diffutils: no source for lib/$o"; return 1; }
    name=${o%.o}
    echo "TU lib_${name//\//_} link lib/${o%.o}.c"
  done
  for f in analyze context diff dir ed ifdef io normal side util; do
    echo "TU $f link src/$f.c"
  done
  echo "TU version link bld/src/version.c"
  for f in cmp diff3 sdiff; do echo "TU $f nolink src/$f.c"; done
}
