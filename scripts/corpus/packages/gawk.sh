# gawk (Debian source package gawk): GNU awk 5.2, the interpreter (the top-level *.c, its
# byacc/bison grammars awkgram.c and command.c ship prebuilt) plus support/libsupport.a
# (gnulib's regex and dfa matchers, getopt, random, the dynarray helpers and pma.c, the
# persistent-memory allocator). The extension/*.so modules are separate shared objects and
# are not built.
#
# `configure` runs once into bld/ (a VPATH build) with Debian's options (debian/rules:
# --disable-rpath; dh's --prefix=/usr and multiarch libdir) minus the two optional libraries
# Debian links: --without-readline (only the debugger's command line) and --without-mpfr
# (no -M arbitrary precision), so no -dev package is needed; libsigsegv is not installed,
# so configure leaves stack-overflow recovery out. It writes bld/config.h; nothing else is
# generated for the compile. The TU list is the Makefiles' own object lists (gawk_OBJECTS,
# support's libsupport_a_OBJECTS), printed by make.
#
# Flags: the generated Makefiles' compile lines rebased onto the tree: DEFS (the search
# paths as Debian's prefix gives them, -DHAVE_CONFIG_H -DGAWK, LOCALEDIR), the include dirs
# (support/, bld/ for config.h, the tree), and the -DNDEBUG configure puts in CFLAGS (Debian's
# patch 0001 adds it for pma.c too). Debian's hardening flags are left out, as for the other
# corpus packages.
PIN[gawk]=1:5.2.1-2

prep_gawk() {
  if [[ ! -s bld/objects.txt ]]; then
    rm -rf bld
    mkdir -p bld
    local pv='corpus-pv-%: ; @echo $($*)'
    (cd bld && ../configure CC="$LLVM_BIN/clang-16" --prefix=/usr \
        --libdir=/usr/lib/x86_64-linux-gnu --disable-rpath --without-readline --without-mpfr \
      && make -s --no-print-directory -f Makefile -f <(echo "$pv") corpus-pv-gawk_OBJECTS \
        >objects.tmp \
      && make -s --no-print-directory -C support -f Makefile -f <(echo "$pv") \
        corpus-pv-libsupport_a_OBJECTS >>objects.tmp) >bld-configure.log 2>&1 \
      || { log "gawk: configure failed (see $PWD/bld-configure.log)"; return 1; }
    # Line 1: gawk's objects, line 2: libsupport.a's.
    [[ $(wc -l <bld/objects.tmp) == 2 ]] && grep -q ' main\.o ' <(sed -n '1s/.*/ & /p' bld/objects.tmp) \
      || { log "gawk: could not read the object lists (see $PWD/bld/objects.tmp)"; return 1; }
    mv bld/objects.tmp bld/objects.txt
  fi
  printf 'FLAG %s\n' '-DDEFPATH=".:/usr/share/awk"' '-DDEFLIBPATH="/usr/lib/x86_64-linux-gnu/gawk"' \
    '-DSHLIBEXT="so"' -DHAVE_CONFIG_H -DGAWK '-DLOCALEDIR="/usr/share/locale"' -DNDEBUG \
    -Isupport -Ibld -I.
  local o n
  for o in $(sed -n 1p bld/objects.txt); do
    n=${o%.o}
    echo "TU $n link $n.c"
  done
  for o in $(sed -n 2p bld/objects.txt); do
    n=${o%.o}
    echo "TU support_${n//\//_} link support/$n.c"
  done
}
