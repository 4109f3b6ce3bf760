# mawk (Debian source package mawk): the awk interpreter, built as Debian builds it
# (`configure` with defaults, mawk's own regex engine, `make mawk`), minus Debian's hardening
# flags, which the other corpus packages leave out too.
#
# `configure` runs once into bld/ (a VPATH build), which also writes bld/config.h and
# generates bld/scancode.c (the scanner's character-class table) with the helper program
# makescan.c, compiled with clang-16 and run by `make scancode.c`. parse.c/parse.h (byacc)
# and array.c (notangle) ship prebuilt, so no generator tool is needed.
#
# Two configure fix-ups, both so we get what Debian's gcc-12 build got:
#  - configure's probes leave out the headers (e.g. <stdlib.h> for srandom); gcc 12 only
#    warns about the implicit declarations, clang 16 errors, and every probe then fails.
#    The probes run with -Wno-implicit-function-declaration (configure only; the TUs
#    compile clean without it).
#  - bookworm's glibc 2.36 has arc4random, which configure would now prefer for rand();
#    Debian's mawk uses srandom/random (`mawk -W version`: "random-funcs: srandom/random"),
#    and arc4random cannot be seeded, so `srand(N)` would not make runs repeatable. We
#    rewrite the three config.h lines to srandom/random, as configure writes them when
#    arc4random is absent.
# Flags: the CPPFLAGS of the generated Makefile (-DLOCAL_REGEXP: the built-in regex engine).
PIN[mawk]=1.3.4.20200120-3.1

prep_mawk() {
  if [[ ! -s bld/scancode.c || ! -s bld/config.h ]]; then
    rm -rf bld
    mkdir -p bld
    (cd bld && ../configure CC="$LLVM_BIN/clang-16" \
        CFLAGS="-O2 -Wno-implicit-function-declaration" \
      && sed -i -e 's|^#define NAME_RANDOM .*|#define NAME_RANDOM "srandom/random"|' \
          -e 's|^#define MAWK_RAND_MAX .*|#define MAWK_RAND_MAX (1UL<<31)-1|' \
          -e 's|^#define mawk_rand .*|#define mawk_rand random|' \
          -e 's|^#define mawk_srand .*|#define mawk_srand srandom|' config.h \
      && make scancode.c) >bld-configure.log 2>&1 \
      || { log "mawk: configure/scancode.c failed (see $PWD/bld-configure.log)"; rm -f bld/scancode.c; return 1; }
    grep -q '^#define mawk_srand srandom$' bld/config.h \
      || { log "mawk: configure did not pick a random(3)-style generator (see $PWD/bld/config.h)"; rm -f bld/scancode.c; return 1; }
  fi
  printf 'FLAG %s\n' -Ibld -I. -DHAVE_CONFIG_H -DLOCAL_REGEXP -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=500
  local f
  # The Makefile's OBJS; regexp.c #includes the rexp*.c engine files.
  for f in parse scan memory main hash execute code da error init bi_vars cast print \
      bi_funct kw jmp array field split re_cmpl regexp zmalloc fin files matherr fcall \
      version; do
    echo "TU $f link $f.c"
  done
  echo "TU scancode link bld/scancode.c"
  # fpe_check.c is configure's floating-point probe (own main), not part of mawk.
}
