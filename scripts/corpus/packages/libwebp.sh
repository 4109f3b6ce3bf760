# libwebp: the `cwebp` WebP encoder (examples/cwebp.c) with what it links: example_util,
# imageio's utility and decoder libraries (libimageio_util, libimagedec, which reads WebP
# input through libwebpdemux: src/demux/demux.c) and libwebp itself (src/dec, src/enc,
# src/dsp, src/utils and the sharpyuv library the encoder uses).
#
# No configure run: src/webp/config.h (the header configure writes, included through
# -DHAVE_CONFIG_H) is written here by hand with what configure finds with clang on x86-64
# Linux for Debian's build, minus the optional libraries and SIMD: no WEBP_HAVE_PNG/JPEG/TIFF/
# GIF (imageio's decoders for those formats compile to stubs that report the missing library,
# so cwebp reads PNM/PAM and WebP input only; no -dev package is needed) and no WEBP_HAVE_SSE2/
# SSE41. With HAVE_CONFIG_H defined, src/dsp/cpu.h only selects the SSE2/SSE4.1 code when
# config.h asks for it, so the portable C dsp functions are the ones used and the *_sse2.c,
# *_sse41.c, *_neon.c, *_msa.c and *_mips*.c files (empty modules here) are left out.
# Threads (WEBP_USE_THREAD, pthreads) and near-lossless (WEBP_NEAR_LOSSLESS) are on, as
# configure sets them by default. Flags are the Makefiles' -DHAVE_CONFIG_H and include
# folders (the tree top and src/) without their warning flags.
#
# dwebp.c, image_enc.c and webpinfo.c (other programs and the decoder front end's writers)
# are compiled as nolink TUs; libwebpmux, the animation decoder (anim_decode.c, which cwebp
# does not use), the GIF/animation tools, vwebp and extras/ are left out.
# shellcheck shell=bash disable=SC2034
PIN[libwebp]=1.2.4-0.2+deb12u1

prep_libwebp() {
  local cfg=src/webp/config.h
  if [[ ! -s $cfg ]]; then
    {
      printf '/* Written by freqpath scripts/corpus/packages/libwebp.sh (configure'"'"'s results,\n'
      printf '   without PNG/JPEG/TIFF/GIF/GL/SDL and without SIMD). */\n'
      printf '#define %s 1\n' HAVE_BUILTIN_BSWAP16 HAVE_BUILTIN_BSWAP32 HAVE_BUILTIN_BSWAP64 \
        HAVE_DLFCN_H HAVE_INTTYPES_H HAVE_PTHREAD_PRIO_INHERIT HAVE_STDINT_H HAVE_STDIO_H \
        HAVE_STDLIB_H HAVE_STRINGS_H HAVE_STRING_H HAVE_SYS_STAT_H HAVE_SYS_TYPES_H \
        HAVE_UNISTD_H STDC_HEADERS WEBP_NEAR_LOSSLESS WEBP_USE_THREAD
      printf '#define LT_OBJDIR ".libs/"\n'
      printf '#define PACKAGE "libwebp"\n#define PACKAGE_BUGREPORT "https://bugs.chromium.org/p/webp"\n'
      printf '#define PACKAGE_NAME "libwebp"\n#define PACKAGE_STRING "libwebp 1.2.4"\n'
      printf '#define PACKAGE_TARNAME "libwebp"\n#define PACKAGE_URL "http://developers.google.com/speed/webp"\n'
      printf '#define PACKAGE_VERSION "1.2.4"\n#define VERSION "1.2.4"\n'
    } >"$cfg.tmp" && mv "$cfg.tmp" "$cfg"
  fi
  printf 'FLAG %s\n' -DHAVE_CONFIG_H -I. -Isrc
  local f
  for f in dec/alpha_dec dec/buffer_dec dec/frame_dec dec/idec_dec dec/io_dec dec/quant_dec \
      dec/tree_dec dec/vp8_dec dec/vp8l_dec dec/webp_dec \
      dsp/alpha_processing dsp/cpu dsp/dec dsp/dec_clip_tables dsp/filters dsp/lossless \
      dsp/rescaler dsp/upsampling dsp/yuv dsp/cost dsp/enc dsp/lossless_enc dsp/ssim \
      enc/alpha_enc enc/analysis_enc enc/backward_references_cost_enc \
      enc/backward_references_enc enc/config_enc enc/cost_enc enc/filter_enc enc/frame_enc \
      enc/histogram_enc enc/iterator_enc enc/near_lossless_enc enc/picture_enc \
      enc/picture_csp_enc enc/picture_psnr_enc enc/picture_rescale_enc \
      enc/picture_tools_enc enc/predictor_enc enc/quant_enc enc/syntax_enc enc/token_enc \
      enc/tree_enc enc/vp8l_enc enc/webp_enc \
      utils/bit_reader_utils utils/bit_writer_utils utils/color_cache_utils \
      utils/filters_utils utils/huffman_encode_utils utils/huffman_utils \
      utils/quant_levels_dec_utils utils/quant_levels_utils utils/random_utils \
      utils/rescaler_utils utils/thread_utils utils/utils; do
    echo "TU ${f%%/*}_${f#*/} link src/$f.c"
  done
  for f in sharpyuv sharpyuv_csp sharpyuv_dsp sharpyuv_gamma; do
    echo "TU sy_$f link sharpyuv/$f.c"
  done
  for f in imageio_util image_dec jpegdec metadata pngdec pnmdec tiffdec webpdec wicdec; do
    echo "TU io_$f link imageio/$f.c"
  done
  echo "TU demux_demux link src/demux/demux.c"
  echo "TU ex_example_util link examples/example_util.c"
  echo "TU ex_cwebp link examples/cwebp.c"
  # Other programs' own files (each with a main(), or only used by them).
  echo "TU io_image_enc nolink imageio/image_enc.c"
  echo "TU ex_dwebp nolink examples/dwebp.c"
  echo "TU ex_webpinfo nolink examples/webpinfo.c"
}
