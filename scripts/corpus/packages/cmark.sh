# cmark: the CommonMark reference implementation. We build the `cmark` command-line converter
# (src/main.c) statically linked with the library sources, as Debian's cmark binary package does
# (cmake with CMARK_STATIC, the executable compiled with -DCMARK_STATIC_DEFINE).
#
# cmake is not needed: it only generates three small headers, which we make here from the
# shipped templates (config.h: every feature test succeeds with clang on Linux; the export
# header: a static build exports nothing special). Flags: -std=c99 (the project sets C99
# without extensions); no -DNDEBUG, because Debian's cmake build type "None" keeps the asserts.
# The library sources list is the one of src/CMakeLists.txt; scanners.c (from re2c) ships
# prebuilt. api_test and the fuzzing harness are other programs and are left out.
# shellcheck shell=bash disable=SC2034
PIN[cmark]=0.30.2-6

prep_cmark() {
  local gen=freqpath-gen
  mkdir -p "$gen"
  if [[ ! -s $gen/config.h ]]; then
    sed 's/^#cmakedefine \([A-Z_0-9]*\)$/#define \1/' src/config.h.in >"$gen/config.h.tmp" \
      && mv "$gen/config.h.tmp" "$gen/config.h"
  fi
  if [[ ! -s $gen/cmark_version.h ]]; then
    sed -e 's/@PROJECT_VERSION_MAJOR@/0/g' -e 's/@PROJECT_VERSION_MINOR@/30/g' \
        -e 's/@PROJECT_VERSION_PATCH@/2/g' src/cmark_version.h.in >"$gen/cmark_version.h.tmp" \
      && mv "$gen/cmark_version.h.tmp" "$gen/cmark_version.h"
  fi
  if [[ ! -s $gen/cmark_export.h ]]; then
    printf '%s\n' '#ifndef CMARK_EXPORT_H' '#define CMARK_EXPORT_H' \
      '/* static build (CMARK_STATIC_DEFINE): no visibility attributes */' \
      '#define CMARK_EXPORT' '#define CMARK_NO_EXPORT' '#endif' >"$gen/cmark_export.h"
  fi
  if grep -q '#cmakedefine\|@PROJECT' "$gen/config.h" "$gen/cmark_version.h"; then
    log "cmark: unexpected template in src/*.h.in (see $PWD/$gen)"; return 1
  fi
  printf 'FLAG %s\n' -std=c99 "-I$gen" -Isrc -DCMARK_STATIC_DEFINE
  local n
  for n in cmark node iterator blocks inlines scanners utf8 buffer references render man xml \
      html commonmark latex houdini_href_e houdini_html_e houdini_html_u cmark_ctype main; do
    echo "TU $n link src/$n.c"
  done
}
