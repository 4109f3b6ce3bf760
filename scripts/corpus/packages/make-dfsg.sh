# make-dfsg (Debian source package make-dfsg): GNU make 4.3, the program `make`. Linked: the
# Makefile.am's make_SOURCES for a POSIX host (src/*.c with posixos.c and the remote-stub.c
# of a build without pmake's Customs; guile.c compiles to its no-Guile stubs, getopt*.c to
# nothing, as glibc has getopt_long) and the members of lib/libgnu.a that linking the archive
# pulls in: findprog-in and what it needs (xconcat-filename, concat-filename, xalloc-die,
# exitfail). The other always-built members are left out, as the linker leaves them out:
# nothing references basename/dirname/stripslash/getprogname/fd-hook, and xmalloc.c's
# functions are all defined by make's own misc.c (linking both would clash). There is no
# second program in the package.
#
# The dfsg tarball ships no configure script (Debian's build runs autoreconf, which would
# need autoconf, automake and autopoint), so we write the header configure would generate,
# bld/src/config.h, ourselves: src/config.h.in with each `#undef NAME` that configure
# defines on bookworm's glibc (amd64) turned into its `#define`, and the rest commented
# out, as config.status does. The values are what configure.ac's probes give there with
# Debian's options (--prefix=/usr, --with-guile=no, load/jobserver/posix_spawn/NLS on, high-
# resolution timestamps; bsd_signal and sys_siglist are not declared by glibc 2.36).
# gnulib's replacement headers (lib/*.in.h) are not generated: on glibc they only wrap the
# system headers, and configure keeps the system glob/fnmatch there (make-glob module), so
# lib/glob.c and lib/fnmatch.c are not built; lib/unistd.c only instantiates the wrapper's
# inline functions, so it is left out as well. No LIBOBJS replacements are needed on glibc.
#
# Flags: the Makefile's compile line (DEFS -DHAVE_CONFIG_H; AM_CPPFLAGS: the include dirs,
# rebased onto the tree, and LIBDIR/INCLUDEDIR/LOCALEDIR with Debian's multiarch libdir).
PIN[make-dfsg]=4.3-4.1

prep_make-dfsg() {
  local cfg=bld/src/config.h
  if [[ ! -s $cfg ]]; then
    mkdir -p bld/src
    local defs=(
      STDC_HEADERS 1 HAVE_DIRENT_H 1 HAVE_STDLIB_H 1 HAVE_LOCALE_H 1 HAVE_UNISTD_H 1
      HAVE_LIMITS_H 1 HAVE_FCNTL_H 1 HAVE_STRING_H 1 HAVE_MEMORY_H 1 HAVE_SYS_PARAM_H 1
      HAVE_SYS_RESOURCE_H 1 HAVE_SYS_TIME_H 1 HAVE_SYS_SELECT_H 1 HAVE_SYS_FILE_H 1
      HAVE_SPAWN_H 1 HAVE_INTTYPES_H 1 HAVE_STDINT_H 1 HAVE_STRINGS_H 1 HAVE_SYS_STAT_H 1
      HAVE_SYS_TYPES_H 1 HAVE_SYS_WAIT_H 1 HAVE_WCHAR_H 1 HAVE_ALLOCA 1 HAVE_ALLOCA_H 1
      TIME_WITH_SYS_TIME 1 RETSIGTYPE void HAVE_UINTMAX_T 1 HAVE_LONG_LONG_INT 1
      HAVE_UNSIGNED_LONG_LONG_INT 1 HAVE__BOOL 1 HAVE_WCHAR_T 1 HAVE_WINT_T 1
      ST_MTIM_NSEC st_mtim.tv_nsec FILE_TIMESTAMP_HI_RES 1 HAVE_CLOCK_GETTIME 1
      HAVE_GETTIMEOFDAY 1
      HAVE_STRDUP 1 HAVE_STRNDUP 1 HAVE_MEMRCHR 1 HAVE_UMASK 1 HAVE_MKSTEMP 1 HAVE_MKTEMP 1
      HAVE_FDOPEN 1 HAVE_DUP 1 HAVE_DUP2 1 HAVE_GETCWD 1 HAVE_REALPATH 1 HAVE_SIGSETMASK 1
      HAVE_SIGACTION 1 HAVE_GETGROUPS 1 HAVE_SETEUID 1 HAVE_SETEGID 1 HAVE_SETLINEBUF 1
      HAVE_SETREUID 1 HAVE_SETREGID 1 HAVE_GETRLIMIT 1 HAVE_SETRLIMIT 1 HAVE_SETVBUF 1
      HAVE_PIPE 1 HAVE_STRSIGNAL 1 HAVE_LSTAT 1 HAVE_READLINK 1 HAVE_ATEXIT 1 HAVE_ISATTY 1
      HAVE_TTYNAME 1 HAVE_PSELECT 1 HAVE_POSIX_SPAWN 1 HAVE_POSIX_SPAWNATTR_SETSIGMASK 1
      HAVE_DECL_BSD_SIGNAL 0 HAVE_FORK 1 HAVE_VFORK 1 HAVE_WORKING_FORK 1
      HAVE_WORKING_VFORK 1 HAVE_STRCASECMP 1 HAVE_STRNCASECMP 1 HAVE_STRCOLL 1
      HAVE_STRUCT_DIRENT_D_TYPE 1 HAVE_DECL_SYS_SIGLIST 0 HAVE_DECL__SYS_SIGLIST 0
      HAVE_DECL___SYS_SIGLIST 0 HAVE_WAITPID 1 HAVE_WAIT3 1 HAVE_SA_RESTART 1
      MAKE_JOBSERVER 1 HAVE_DECL_DLOPEN 1 HAVE_DECL_DLSYM 1 HAVE_DECL_DLERROR 1 MAKE_LOAD 1
      MAKE_SYMLINKS 1 USE_POSIX_SPAWN 1 SCCS_GET '"get"' MAKE_HOST '"x86_64-pc-linux-gnu"'
      PATH_SEPARATOR_CHAR "':'"
      HAVE_GETDTABLESIZE 1 HAVE_DECL_GETDTABLESIZE 1 HAVE_DECL_PROGRAM_INVOCATION_NAME 1
      HAVE_DECL_PROGRAM_INVOCATION_SHORT_NAME 1 HAVE_DECL___ARGV 0 HAVE_DECL_STRERROR_R 1
      HAVE_STRERROR_R 1 STRERROR_R_CHAR_P 1 HAVE_STPCPY 1 HAVE_MALLOC_POSIX 1
      HAVE_WORKING_O_NOATIME 1 HAVE_WORKING_O_NOFOLLOW 1 HAVE_SIGNED_SIG_ATOMIC_T 1
      HAVE_SIGNED_WCHAR_T 1 ENABLE_NLS 1 HAVE_GETTEXT 1 HAVE_DCGETTEXT 1 HAVE_ICONV 1
      PACKAGE '"make"' VERSION '"4.3"' PACKAGE_NAME '"GNU make"' PACKAGE_TARNAME '"make"'
      PACKAGE_VERSION '"4.3"' PACKAGE_STRING '"GNU make 4.3"'
      PACKAGE_BUGREPORT '"bug-make@gnu.org"' PACKAGE_URL '"http://www.gnu.org/software/make/"'
      _ALL_SOURCE 1 _DARWIN_C_SOURCE 1 _GNU_SOURCE 1 _NETBSD_SOURCE 1 _OPENBSD_SOURCE 1
      _POSIX_PTHREAD_SEMANTICS 1 __STDC_WANT_IEC_60559_ATTRIBS_EXT__ 1
      __STDC_WANT_IEC_60559_BFP_EXT__ 1 __STDC_WANT_IEC_60559_DFP_EXT__ 1
      __STDC_WANT_IEC_60559_FUNCS_EXT__ 1 __STDC_WANT_IEC_60559_TYPES_EXT__ 1
      __STDC_WANT_LIB_EXT2__ 1 __STDC_WANT_MATH_SPEC_FUNCS__ 1 _TANDEM_SOURCE 1
      __EXTENSIONS__ 1 __x86_64__ 1
    )
    local script="" i
    for ((i = 0; i < ${#defs[@]}; i += 2)); do
      script+="s|^\\( *# *\\)undef ${defs[i]}\$|\\1define ${defs[i]} ${defs[i + 1]}|;"
    done
    sed -e "$script" -e 's|^\( *# *undef .*\)$|/* \1 */|' src/config.h.in >"$cfg.tmp"
    # Every name above must have been found in config.h.in.
    for ((i = 0; i < ${#defs[@]}; i += 2)); do
      grep -q "^ *# *define ${defs[i]} " "$cfg.tmp" \
        || { log "make-dfsg: config.h.in has no #undef ${defs[i]}"; return 1; }
    done
    mv "$cfg.tmp" "$cfg"
  fi
  printf 'FLAG %s\n' -DHAVE_CONFIG_H -Ibld/src -Isrc -Ilib '-DLIBDIR="/usr/lib/x86_64-linux-gnu"' \
    '-DINCLUDEDIR="/usr/include"' '-DLOCALEDIR="/usr/share/locale"'
  local f
  for f in ar arscan commands default dir expand file function getopt getopt1 guile hash \
      implicit job load loadapi main misc output read remake rule signame strcache variable \
      version vpath posixos remote-stub; do
    echo "TU ${f//-/_} link src/$f.c"
  done
  # The libgnu.a members the linker pulls in (from find_in_given_path, job.c's PATH search).
  for f in findprog-in xconcat-filename concat-filename xalloc-die exitfail; do
    echo "TU lib_${f//-/_} link lib/$f.c"
  done
}
