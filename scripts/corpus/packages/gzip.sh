# gzip (Debian source package gzip): GNU gzip, the `gzip` program (gzip.c with its deflate,
# inflate and legacy-format decoders: pack, LZH, LZW) linked with version.c and the gnulib
# library lib/libgzip.a, as the package's Makefile links it.
#
# Configured once with clang-16 into bld/ (out of tree, about a minute), with DEFS=NO_ASM as
# debian/rules exports it: configure then skips the assembler longest_match (lib/match.c as
# x86 asm), so deflate.c's portable C version is used. Then gzip is built once with make
# (about 20 s): that generates what the TUs need (bld/lib/config.h, gnulib's replacement
# headers such as bld/lib/stdio.h, bld/version.[ch]) and links with a map file, which names
# the members of lib/libgzip.a the linker pulls in. Only those are `link` TUs: llvm-link would
# take every member, and some must stay out (gzip's util.c defines its own xalloc_die, as
# lib/xalloc-die.c does); the unused gnulib modules are `nolink`. The TU list comes from the
# generated Makefiles (gzip_OBJECTS; libgzip_a_OBJECTS and the configure-chosen gl_LIBOBJS).
# Debian's patch to configure.ac (it turns gnulib's -Werror off; Debian runs autoreconf) makes
# configure.ac newer than aclocal.m4, so make would try to rerun aclocal/automake (not
# installed); we give configure.ac the timestamp of aclocal.m4 instead. The shipped configure
# lacks only what that patch changes, which matters only with --enable-gcc-warnings.
# Flags: the Makefiles' -DHAVE_CONFIG_H and include folders (gnulib's first, so its headers
# win; the top folder has no header of the same name); Debian adds no flag that changes the
# code (its -DUNALIGNED_OK line tests an unset variable). The shell-script tools (zgrep,
# zdiff, gzexe, ...) are not C; doc/ and tests/ are not built.
PIN[gzip]=1.12-1

prep_gzip() {
  if [[ ! -s bld/lib/config.h || ! -s bld/gzip.members ]]; then
    [[ configure.ac -nt aclocal.m4 ]] && touch -r aclocal.m4 configure.ac
    rm -rf bld
    mkdir -p bld
    # The link writes a map, whose first section names every archive member it pulled in.
    (cd bld && ../configure CC="$LLVM_BIN/clang-16" DEFS=NO_ASM --disable-silent-rules \
        && make -C lib && make version.h && make gzip LDFLAGS=-Wl,-Map=gzip.map \
        && sed -n '1,/^Discarded input sections/p' gzip.map \
          | grep -o '^[^ ]*\.a([^)]*)' | sort -u >gzip.members.tmp \
        && mv gzip.members.tmp gzip.members) >bld-configure.log 2>&1 \
      || { log "gzip: configure/make failed (see $PWD/bld-configure.log)"; rm -f bld/gzip.members; return 1; }
    if grep -q '^#define ASMV' bld/lib/config.h; then
      log "gzip: configure chose the assembler longest_match (see $PWD/bld/lib/config.h)"
      rm -f bld/gzip.members; return 1
    fi
  fi
  printf 'FLAG %s\n' -DHAVE_CONFIG_H -Ibld/lib -Ilib -Ibld -I.
  # The values of Makefile variables (here: object names, relative to the Makefile's folder).
  gzip_make_vars() { # folder var...
    local dir=$1; shift
    printf 'freqpath-print:\n\t@echo%s\n' "$(printf ' $(%s)' "$@")" \
      | make -s --no-print-directory -C "$dir" -f Makefile -f - freqpath-print
  }
  local objs o n link
  objs=$(gzip_make_vars bld gzip_OBJECTS) || { log "gzip: cannot read bld/Makefile"; return 1; }
  for o in $objs; do echo "TU ${o%.o} link ${o%.o}.c"; done
  grep -qx 'libver.a(version.o)' bld/gzip.members || { log "gzip: version.o not linked?"; return 1; }
  echo "TU version link bld/version.c"
  objs=$(gzip_make_vars bld/lib libgzip_a_OBJECTS gl_LIBOBJS) || { log "gzip: cannot read bld/lib/Makefile"; return 1; }
  for o in $objs; do
    # libgzip_a-foo.o, glthread/libgzip_a-lock.o, or foo.o (gl_LIBOBJS) -> lib/.../foo.c.
    # Only the archive members the linker pulled in are `link` (e.g. gzip's util.c has its
    # own xalloc_die, so lib/xalloc-die.c stays out, as in the real program).
    n=${o%.o}
    n=${n/libgzip_a-/}
    [[ -s lib/$n.c ]] || { log "gzip: no lib/$n.c for object $o"; return 1; }
    link=nolink
    grep -qx "lib/libgzip.a($(basename "$o"))" bld/gzip.members && link=link
    echo "TU lib_${n//\//_} $link lib/$n.c"
  done
}
