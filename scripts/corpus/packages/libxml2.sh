# libxml2: the GNOME XML library (every source file of libxml2_la_SOURCES in Makefile.am)
# linked with xmllint, its command-line tool (the `libxml2-utils` binary package): parsing,
# DTD/RelaxNG/XSD/Schematron validation, XPath, XInclude, C14N, HTML, the reader/push/SAX
# interfaces and catalogs. Sourced by scripts/corpus/build-c-corpus.sh.
#
# `configure` runs once into bld/ (a VPATH build, ~20 s), writing bld/config.h and
# bld/include/libxml/xmlversion.h (the feature switches). Debian configures with its defaults
# plus --with-icu --with-history (readline); we keep the defaults but drop every optional
# external dependency so no -dev package is needed: no ICU, readline/history, zlib, lzma or
# Python, and no threads (--without-threads: the library's locking and per-thread globals
# become plain globals, which is all a single-threaded xmllint uses). iconv (glibc), HTTP/FTP,
# catalogs, modules (dlopen, in glibc 2.36's libc) and DOCBparser stay on as in Debian.
# Flags: the Makefile's DEFS and AM_CPPFLAGS; the generated bld/include must come before the
# tree's include/ because the tarball ships a prebuilt xmlversion.h with threads/zlib/lzma on.
# Its EXTRA_CFLAGS are warnings only. trio.c/triostr.c are only built when the libc lacks
# vsnprintf; the test*/runtest programs and xmlcatalog have their own main() and are left out.
PIN[libxml2]=2.9.14+dfsg-1.3~deb12u6

prep_libxml2() {
  if [[ ! -s bld/config.h || ! -s bld/include/libxml/xmlversion.h ]]; then
    rm -rf bld
    mkdir -p bld
    (cd bld && ../configure CC="$LLVM_BIN/clang-16" --without-python --without-icu \
        --without-readline --without-history --without-zlib --without-lzma --without-threads) \
      >bld-configure.log 2>&1 \
      || { log "libxml2: configure failed (see $PWD/bld-configure.log)"; rm -f bld/config.h; return 1; }
    grep -q '^WITH_THREADS = 0$' bld/Makefile \
      || { log "libxml2: configure did not turn threads off (see $PWD/bld/Makefile)"; rm -f bld/config.h; return 1; }
  fi
  printf 'FLAG %s\n' -Ibld -I. -Ibld/include -Iinclude -DHAVE_CONFIG_H
  local f
  for f in SAX entities encoding error parserInternals parser tree hash list xmlIO xmlmemory \
      uri valid xlink HTMLparser HTMLtree debugXML xpath xpointer xinclude nanohttp nanoftp \
      DOCBparser catalog globals threads c14n xmlstring buf xmlregexp xmlschemas \
      xmlschemastypes xmlunicode xmlreader relaxng dict SAX2 xmlwriter legacy chvalid pattern \
      xmlsave xmlmodule schematron xzlib; do
    echo "TU $f link $f.c"
  done
  echo "TU xmllint link xmllint.c"
}
