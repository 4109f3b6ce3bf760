# mujs: Artifex's small ES5 JavaScript interpreter. We build the `mujs` shell (main.c) with the
# library's separate sources (js*.c, utf.c, regexp.c: the Makefile's SRCS), which is the code of
# Debian's libmujs2 + mujs packages.
#
# Flags: -std=c99 as in the upstream Makefile. Debian builds with HAVE_READLINE; we leave it out
# so no -dev package is needed (it only swaps main.c's interactive line editor for a small
# fgets() fallback, which the workload never uses). astnames.h and opnames.h ship prebuilt.
# Left out: one.c (#includes every library source: the same code again as one TU) and
# pp.c (mujs-pp, a second program with its own main) as nolink.
# shellcheck shell=bash disable=SC2034
PIN[mujs]=1.3.2-1

prep_mujs() {
  [[ -s astnames.h && -s opnames.h ]] || { log "mujs: astnames.h/opnames.h missing"; return 1; }
  printf 'FLAG %s\n' -std=c99
  local f n
  for f in js*.c utf*.c regexp.c main.c; do
    n=$(basename "$f" .c)
    echo "TU $n link $f"
  done
  echo "TU pp nolink pp.c"
}
