# dash (Debian source package dash): the Debian Almquist shell, /bin/sh on Debian. All of
# dash's own sources (src/Makefile.am's dash_CFILES, including Debian's priv.c) and the five
# sources its build generates are linked; the generator programs (mkinit, mknodes, mksyntax,
# mksignames) are build tools and left out.
#
# `configure` runs once into bld/ with debian/rules' options (--disable-fnmatch
# --disable-lineno --disable-glob: dash's own pattern matcher and globbing, no $LINENO),
# writing bld/config.h; no libedit (Debian does not link it either). The generated sources are
# then made in bld/src as src/Makefile.am makes them, without `make` (Debian's patches touch
# configure.ac and Makefile.am, and `make` would want to rerun automake; Debian runs
# autoreconf instead): token.h/token_vars.h by mktokens, builtins.def by preprocessing
# builtins.def.in, builtins.c/.h by mkbuiltins, and nodes.c/.h, syntax.c/.h, signames.c and
# init.c by the helper programs, compiled with clang-16 and run.
#
# Flags: src/Makefile.am's (-include config.h -DBSD=1 -DSHELL, and its include path), plus
# -include bld/profile-hooks.h, a header written here for the IR-PGO ground truth
# (scripts/accuracy) only. dash always leaves with _exit(), which skips the atexit handler that
# writes the profile, and it forks a child per subshell, pipeline element, command substitution
# and background job; a child inherits the parent's counters and its profile file name (the
# runtime expands %p once, at start-up), so it would count the parent's work again and append
# to the parent's file, possibly at the same time as a sibling. The header turns _exit into
# exit (except in a vfork child, which shares the parent's memory until it execs and must not
# run the exit handlers), and in a fork child resets the counters and re-reads the
# LLVM_PROFILE_FILE pattern (setting it twice, as the runtime ignores setting the same pattern
# again), through the runtime's __llvm_profile_reset_counters and __llvm_profile_set_filename,
# both declared weak so a build without the runtime still links and skips this. Each process
# then writes only what it ran, to its own file, and the merged profile counts every
# execution once. It adds two small branches (in jobs.c, and where _exit is called: trap.c,
# error.c, redir.c); nothing else changes.
PIN[dash]=0.5.12-2

prep_dash() {
  local cfiles=(alias arith_yacc arith_yylex cd error eval exec expand histedit input jobs mail
    main memalloc miscbltin mystring options parser priv redir show trap output bltin/printf
    system bltin/test bltin/times var)
  if [[ ! -e bld/.corpus-built ]]; then
    rm -rf bld
    mkdir -p bld/src
    local cc=$LLVM_BIN/clang-16 h
    (cd bld && ../configure CC="$cc" --disable-fnmatch --disable-lineno --disable-glob \
      && cd src \
      && sh ../../src/mktokens \
      && "$cc" -E -x c -include ../config.h -DBSD=1 -DSHELL -I. -I../../src -I.. \
        -o builtins.def ../../src/builtins.def.in \
      && sh ../../src/mkbuiltins builtins.def \
      && for h in mkinit mknodes mksyntax mksignames; do
           "$cc" -O1 -I. -I../../src -I.. -DBSD=1 -DSHELL -o "$h" "../../src/$h.c" || exit 1
         done \
      && ./mknodes ../../src/nodetypes ../../src/nodes.c.pat \
      && ./mksyntax \
      && ./mksignames \
      && ./mkinit $(printf '../../src/%s.c ' "${cfiles[@]}")) >bld-configure.log 2>&1 \
      || { log "dash: configure/generated sources failed (see $PWD/bld-configure.log)"; return 1; }
    for h in builtins.c builtins.h init.c nodes.c nodes.h signames.c syntax.c syntax.h token.h; do
      [[ -s bld/src/$h ]] || { log "dash: bld/src/$h was not generated (see $PWD/bld-configure.log)"; return 1; }
    done
    {
      printf '/* IR-PGO ground truth hooks: see scripts/corpus/packages/dash.sh in freqpath. */\n'
      printf '#include <stdlib.h>\n#include <string.h>\n#include <unistd.h>\n'
      printf 'extern int vforked;\n'
      printf 'extern void __llvm_profile_reset_counters(void) __attribute__((weak));\n'
      printf 'extern void __llvm_profile_set_filename(const char *) __attribute__((weak));\n'
      printf 'static inline void corpus_exit(int status)\n{\n'
      printf '\tif (!vforked)\n\t\texit(status);\n\t_exit(status);\n}\n'
      printf 'static inline pid_t corpus_fork(void)\n{\n'
      printf '\tpid_t pid = fork();\n'
      printf '\tif (pid == 0 && __llvm_profile_reset_counters && __llvm_profile_set_filename) {\n'
      printf '\t\tconst char *pat = getenv("LLVM_PROFILE_FILE");\n'
      printf '\t\t__llvm_profile_reset_counters();\n'
      printf '\t\tif (pat && strstr(pat, "%%p")) {\n'
      printf '\t\t\t__llvm_profile_set_filename("");\n'
      printf '\t\t\t__llvm_profile_set_filename(pat);\n'
      printf '\t\t}\n\t}\n\treturn pid;\n}\n'
      printf '#define _exit(status) corpus_exit(status)\n#define fork() corpus_fork()\n'
    } >bld/profile-hooks.h
    touch bld/.corpus-built
  fi
  printf 'FLAG %s\n' -include bld/config.h -include bld/profile-hooks.h -DBSD=1 -DSHELL \
    -Ibld/src -Isrc -Ibld
  local f
  for f in "${cfiles[@]}"; do echo "TU ${f//\//_} link src/$f.c"; done
  for f in builtins init nodes signames syntax; do echo "TU $f link bld/src/$f.c"; done
}
