# flac: the `flac` command-line encoder/decoder (src/flac) with the pieces it
# links: libFLAC (src/libFLAC) and the helper libraries of src/share (getopt,
# grabbag, utf8, replaygain analysis/synthesis).
#
# config.h comes from upstream's ./configure, run once with clang-16 into bld/
# (a few seconds; only config.h is used). Configured like Debian's build but
# without Ogg (no libogg-dev needed), without libFLAC++ and with the portable C
# code only: --disable-asm-optimizations sets FLAC__NO_ASM, so the *_intrin_*.c
# files (SSE/AVX/NEON/VSX intrinsics) would compile to empty modules and are
# left out. Flags are those of the Makefiles (-DHAVE_CONFIG_H, the include
# folders, -DFLAC__NO_DLL) minus warnings, -fvisibility and the
# -fassociative-math group libFLAC adds (the shared flag list applies to every
# TU here; strict FP semantics for all of them).
PIN[flac]=1.4.2+ds-2

prep_flac() {
  if [[ ! -s bld/config.h ]]; then
    mkdir -p bld
    (cd bld && ../configure CC="$LLVM_BIN/clang-16" --disable-ogg \
        --disable-asm-optimizations --disable-avx --disable-altivec --disable-vsx \
        --disable-cpplibs --disable-doxygen-docs --disable-examples \
        --disable-programs --disable-version-from-git --disable-shared \
        --disable-stack-smash-protection --disable-fortify-source) \
      >bld-configure.log 2>&1 \
      || { log "flac: configure failed (see $PWD/bld-configure.log)"; return 1; }
    [[ -s bld/config.h ]] || { log "flac: configure wrote no bld/config.h"; return 1; }
  fi
  printf 'FLAG %s\n' -DHAVE_CONFIG_H -Ibld -Iinclude -Isrc/libFLAC/include -DFLAC__NO_DLL
  local f n
  for f in bitmath bitreader bitwriter cpu crc fixed float format lpc md5 memory \
      metadata_iterators metadata_object stream_decoder stream_encoder \
      stream_encoder_framing window; do
    echo "TU libFLAC_$f link src/libFLAC/$f.c"
  done
  for f in getopt/getopt getopt/getopt1 grabbag/alloc grabbag/cuesheet grabbag/file \
      grabbag/picture grabbag/replaygain grabbag/seektable grabbag/snprintf \
      utf8/charset utf8/iconvert utf8/utf8 replaygain_analysis/replaygain_analysis \
      replaygain_synthesis/replaygain_synthesis; do
    echo "TU share_$(basename "$f") link src/share/$f.c"
  done
  for f in analyze decode encode foreign_metadata main local_string_utils utils \
      vorbiscomment; do
    echo "TU flac_$f link src/flac/$f.c"
  done
  # iffscan.c is a separate debugging tool with its own main().
  echo "TU flac_iffscan nolink src/flac/iffscan.c"
}
