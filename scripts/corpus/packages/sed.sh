# sed (Debian source package sed): GNU sed 4.9, the stream editor. Linked: sed's own sources
# (sed/*.c, plus the generated sed/version.c) and every member of lib/libsed.a, the gnulib
# support library (dfa.c, the DFA matcher sed runs before the regex engine; obstack,
# quotearg, tempname for -i, ...). There is no second program in the package.
#
# `configure` runs once into bld/ (a VPATH build) with Debian's options (debian/rules:
# --without-included-regex, so regcomp/regexec come from glibc, as in Debian's sed, and
# --with-packager=Debian), minus the optional libraries Debian links: --without-selinux
# --disable-acl (no -dev packages needed; gnulib's stub se-*.c and acl files are compiled
# instead) and --disable-nls. Then one `make` writes bld/config.h, the gnulib replacement
# headers (bld/lib/*.h, the BUILT_SOURCES) and bld/sed/version.c; MAKEINFO=true keeps it from
# ever rebuilding the shipped manual. The TU list is the Makefile's own object lists
# (lib_libsed_a_OBJECTS + its LIBADD, sed_sed_OBJECTS, sed_libver_a_OBJECTS), printed by make.
#
# Flags: the compile line of the generated Makefile, rebased from bld/ onto the tree:
# DEFS (-DHAVE_CONFIG_H), DEFAULT_INCLUDES (-Ibld -I.), AM_CPPFLAGS (-I. -Ilib -Ibld/lib
# -Ibld/sed) and sed_sed_CPPFLAGS' LOCALEDIR (Debian's prefix is /usr). Debian's hardening
# flags are left out, as for the other corpus packages.
PIN[sed]=4.9-1+deb12u1

prep_sed() {
  if [[ ! -e bld/.corpus-built ]]; then
    rm -rf bld
    mkdir -p bld
    (cd bld && ../configure CC="$LLVM_BIN/clang-16" --prefix=/usr --without-included-regex \
        --with-packager=Debian --without-selinux --disable-acl --disable-nls \
      && make MAKEINFO=true) >bld-configure.log 2>&1 \
      || { log "sed: configure/make failed (see $PWD/bld-configure.log)"; return 1; }
    touch bld/.corpus-built
  fi
  local objs
  objs=$(printf 'corpus-print-objs:\n\t@echo $(lib_libsed_a_OBJECTS) $(lib_libsed_a_LIBADD) $(sed_sed_OBJECTS) $(sed_libver_a_OBJECTS)\n' \
    | make -s -C bld -f Makefile -f - corpus-print-objs) \
    || { log "sed: could not list the Makefile's objects"; return 1; }
  printf 'FLAG %s\n' -DHAVE_CONFIG_H -Ibld -I. -Ilib -Ibld/lib -Ibld/sed \
    '-DLOCALEDIR="/usr/share/locale"'
  local o src name
  for o in $objs; do
    # lib/malloc/libsed_a-dynarray_finalize.o -> lib/malloc/dynarray_finalize.c,
    # sed/sed-execute.o -> sed/execute.c; sed/version.c is generated into bld/.
    src=$(sed -e 's|libsed_a-||' -e 's|^sed/sed-|sed/|' -e 's|\.o$|.c|' <<<"$o")
    [[ -e $src ]] || src=bld/$src
    [[ -e $src ]] || { log "sed: no source for $o"; return 1; }
    name=${src#bld/}
    name=${name#lib/}
    name=${name#sed/}
    name=${name%.c}
    echo "TU ${name//\//_} link $src"
  done
}
