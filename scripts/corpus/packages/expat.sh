# expat: the libexpat XML parser (lib/xmlparse.c, xmlrole.c, xmltok.c) linked with
# xmlwf, its command-line well-formedness checker and XML rewriter (the `expat` binary
# package). Sourced by scripts/corpus/build-c-corpus.sh.
#
# Debian's tarball has no generated `configure` (debian/rules runs buildconf.sh, i.e.
# autoreconf), so instead of pulling in autotools we write the expat_config.h that
# configure.ac produces on Debian 12 amd64 (glibc 2.36: arc4random_buf, getrandom and
# SYS_getrandom all present; mmap works, hence xmlwf's unixfilemap.c). The features are
# configure's defaults, which Debian keeps: XML_DTD, XML_NS, XML_DEV_URANDOM and
# XML_CONTEXT_BYTES=1024; char is UTF-8 (no XML_UNICODE). Of configure's AM_CFLAGS only
# -fno-strict-aliasing changes code generation, so it is the one flag we copy; the
# -fvisibility=hidden it also adds only matters for a shared library.
# xmltok.c #includes xmltok_impl.c and xmltok_ns.c, so those are no TUs of their own;
# xmlwf/ct.c, xmlmime.c, readfilemap.c and win32filemap.c are not built by Makefile.am
# on Linux, and the test/example/fuzz programs are left out.

PIN[expat]=2.5.0-1+deb12u2

prep_expat() {
  local cfg=expat/expat_config.h
  if [[ ! -s $cfg ]]; then
    {
      printf '/* Written by scripts/corpus/packages/expat.sh: configure results, Debian 12 amd64. */\n'
      printf '#ifndef EXPAT_CONFIG_H\n#define EXPAT_CONFIG_H 1\n'
      printf '#define BYTEORDER 1234\n'
      printf '#define %s 1\n' HAVE_ARC4RANDOM_BUF HAVE_DLFCN_H HAVE_FCNTL_H HAVE_GETPAGESIZE \
        HAVE_GETRANDOM HAVE_INTTYPES_H HAVE_MEMORY_H HAVE_MMAP HAVE_STDINT_H HAVE_STDLIB_H \
        HAVE_STRINGS_H HAVE_STRING_H HAVE_SYSCALL_GETRANDOM HAVE_SYS_STAT_H HAVE_SYS_TYPES_H \
        HAVE_UNISTD_H STDC_HEADERS XML_DEV_URANDOM XML_DTD XML_NS
      printf '#define XML_CONTEXT_BYTES 1024\n'
      printf '#define PACKAGE "expat"\n#define PACKAGE_NAME "expat"\n'
      printf '#define PACKAGE_TARNAME "expat"\n#define PACKAGE_VERSION "2.5.0"\n'
      printf '#define PACKAGE_STRING "expat 2.5.0"\n#define PACKAGE_URL ""\n'
      printf '#define PACKAGE_BUGREPORT "expat-bugs@libexpat.org"\n'
      printf '#endif\n'
    } >"$cfg.tmp" && mv -f "$cfg.tmp" "$cfg"
  fi
  printf 'FLAG %s\n' -Iexpat -Iexpat/lib -fno-strict-aliasing
  local f
  for f in xmlparse xmlrole xmltok; do echo "TU $f link expat/lib/$f.c"; done
  for f in xmlwf xmlfile codepage unixfilemap; do echo "TU xmlwf_$f link expat/xmlwf/$f.c"; done
}
