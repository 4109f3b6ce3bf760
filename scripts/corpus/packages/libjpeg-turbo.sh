# libjpeg-turbo: the `cjpeg` JPEG compressor (cjpeg.c with cdjpeg.c, rdswitch.c and its
# image readers rdppm.c, rdbmp.c, rdtarga.c, rdgif.c) and the libjpeg it uses, portable C
# only: upstream's CMake build with WITH_SIMD=0 compiles jsimd_none.c (every jsimd_can_*
# answers 0) instead of the simd/ folder, which is left out. Debian builds with SIMD.
#
# cmake is not needed: the three headers it generates are written here from the shipped
# templates with the values CMake finds with clang on x86-64 Linux for Debian's settings
# (libjpeg v6.2 API, arithmetic coding both ways, in-memory source/destination managers, 8-bit
# samples); BUILD, a date CMake stamps in, is the date of this Debian upload. Flags: the
# reader defines CMake gives cjpeg (-DBMP_SUPPORTED -DGIF_SUPPORTED -DPPM_SUPPORTED
# -DTARGA_SUPPORTED; only the cjpeg/djpeg front-end files read them); no -DNDEBUG, as with
# Debian's build type "None".
#
# Linked, as when cjpeg is linked statically against libjpeg.a (only the members it needs
# are pulled in): the compression half of the library (jc*.c, the forward DCTs) plus the
# shared modules. The decompression half (jd*.c, inverse DCTs, colour quantizers), jctrans.c
# and the other programs' front-end files (djpeg, jpegtran and their writers, rdjpgcom,
# wrjpgcom) are compiled as nolink TUs; TurboJPEG (turbojpeg.c, tj*.c), the Java glue and the
# fuzzers are left out.
# shellcheck shell=bash disable=SC2034
PIN[libjpeg-turbo]=1:2.1.5-2

prep_libjpeg-turbo() {
  local gen=freqpath-gen
  mkdir -p "$gen"
  if [[ ! -s $gen/jconfig.h ]]; then
    sed -e 's/@JPEG_LIB_VERSION@/62/' -e 's/@VERSION@/2.1.5/' \
        -e 's/@LIBJPEG_TURBO_VERSION_NUMBER@/2001005/' -e 's/@BITS_IN_JSAMPLE@/8/' \
        -e 's/^#cmakedefine \(C_ARITH_CODING_SUPPORTED\|D_ARITH_CODING_SUPPORTED\|MEM_SRCDST_SUPPORTED\) 1$/#define \1 1/' \
        -e 's/^#cmakedefine \(WITH_SIMD\|RIGHT_SHIFT_IS_UNSIGNED\) 1$/\/* #undef \1 *\//' \
        jconfig.h.in >"$gen/jconfig.h.tmp" && mv "$gen/jconfig.h.tmp" "$gen/jconfig.h"
  fi
  if [[ ! -s $gen/jconfigint.h ]]; then
    sed -e 's/@BUILD@/20230203/' -e 's/@INLINE@/__inline__ __attribute__((always_inline))/' \
        -e 's/@THREAD_LOCAL@/__thread/' -e 's/@CMAKE_PROJECT_NAME@/libjpeg-turbo/' \
        -e 's/@VERSION@/2.1.5/' -e 's/@SIZE_T@/8/' \
        -e 's/^#cmakedefine HAVE_BUILTIN_CTZL$/#define HAVE_BUILTIN_CTZL/' \
        -e 's/^#cmakedefine HAVE_INTRIN_H$/\/* #undef HAVE_INTRIN_H *\//' \
        jconfigint.h.in >"$gen/jconfigint.h.tmp" && mv "$gen/jconfigint.h.tmp" "$gen/jconfigint.h"
  fi
  if [[ ! -s $gen/jversion.h ]]; then
    sed 's/@COPYRIGHT_YEAR@/1991-2023/' jversion.h.in >"$gen/jversion.h.tmp" \
      && mv "$gen/jversion.h.tmp" "$gen/jversion.h"
  fi
  if grep -q '@\|#cmakedefine' "$gen"/*.h; then
    log "libjpeg-turbo: unreplaced template variables in $PWD/$gen"; return 1
  fi
  printf 'FLAG %s\n' "-I$gen" -I. -DBMP_SUPPORTED -DGIF_SUPPORTED -DPPM_SUPPORTED \
    -DTARGA_SUPPORTED
  local f
  for f in cjpeg cdjpeg rdswitch rdppm rdbmp rdtarga rdgif \
      jcapimin jcapistd jccoefct jccolor jcdctmgr jchuff jcicc jcinit jcmainct jcmarker \
      jcmaster jcparam jcphuff jcprepct jcsample jcarith jfdctflt jfdctfst jfdctint \
      jdatadst jcomapi jerror jutils jmemmgr jmemnobs jaricom jsimd_none; do
    echo "TU $f link $f.c"
  done
  for f in jctrans jdapimin jdapistd jdatasrc jdcoefct jdcolor jddctmgr jdhuff jdicc \
      jdinput jdmainct jdmarker jdmaster jdmerge jdphuff jdpostct jdsample jdtrans jdarith \
      jidctflt jidctfst jidctint jidctred jquant1 jquant2 \
      djpeg wrppm wrbmp wrtarga wrgif rdcolmap jpegtran transupp rdjpgcom wrjpgcom; do
    echo "TU $f nolink $f.c"
  done
}
