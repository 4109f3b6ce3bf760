# lame: the `lame` command-line MP3 encoder (frontend/main.c, lame_main.c and the other
# common frontend sources of frontend/Makefile.am) linked with libmp3lame (the encoder,
# libmp3lame/Makefile.am's list) and mpglib (the MP3 decoder behind --decode and MP3 input).
#
# config.h comes from upstream's ./configure, run once with clang-16 into bld/ (about 15 s):
# like Debian's build (debian/rules) but without nasm (--disable-nasm), with lame's own
# WAV/AIFF/raw/MP3 file reading instead of libsndfile (--with-fileio=lame), static, no GTK
# frame analyzer (mp3x) and no mp3rtp. Two configure results are then removed from a copy
# of config.h (freqpath-gen/config.h, which is the one included): HAVE_XMMINTRIN_H, which
# would select the SSE intrinsics paths (quantize.c, fft.c; libmp3lame/vector is left out,
# so only the portable C code is built), and HAVE_TERMCAP/HAVE_TERMCAP_H, which would make
# the console code need -lncurses. Flags are the Makefiles' -DHAVE_CONFIG_H and include
# folders (libmp3lame, mpglib, include, the config folder) without their -O3 -Wall -pipe.
# mp3rtp.c/rtp.c and mp3x.c/gtkanal.c/gpkplotting.c (other programs) and amiga_mpega.c are
# left out.
# shellcheck shell=bash disable=SC2034
PIN[lame]=3.100-6

prep_lame() {
  if [[ ! -s bld/config.h ]]; then
    mkdir -p bld
    (cd bld && ../configure CC="$LLVM_BIN/clang-16" --disable-nasm --disable-gtktest \
        --disable-mp3x --disable-mp3rtp --disable-shared --disable-rpath \
        --with-fileio=lame) >bld-configure.log 2>&1 \
      || { log "lame: configure failed (see $PWD/bld-configure.log)"; return 1; }
    [[ -s bld/config.h ]] || { log "lame: configure wrote no bld/config.h"; return 1; }
  fi
  local gen=freqpath-gen
  mkdir -p "$gen"
  if [[ ! -s $gen/config.h || bld/config.h -nt $gen/config.h ]]; then
    sed -E 's@^#define (HAVE_XMMINTRIN_H|HAVE_TERMCAP|HAVE_TERMCAP_H) 1$@/* freqpath: #undef \1 */@' \
      bld/config.h >"$gen/config.h.tmp" && mv "$gen/config.h.tmp" "$gen/config.h"
  fi
  printf 'FLAG %s\n' -DHAVE_CONFIG_H "-I$gen" -Iinclude -Ilibmp3lame -Impglib
  local f
  for f in VbrTag bitstream encoder fft gain_analysis id3tag lame newmdct presets psymodel \
      quantize quantize_pvt reservoir set_get tables takehiro util vbrquantize version \
      mpglib_interface; do
    echo "TU lib_$f link libmp3lame/$f.c"
  done
  for f in common dct64_i386 decode_i386 interface layer1 layer2 layer3 tabinit; do
    echo "TU mpglib_$f link mpglib/$f.c"
  done
  for f in lame_main main brhist console get_audio lametime parse timestatus; do
    echo "TU fe_$f link frontend/$f.c"
  done
}
