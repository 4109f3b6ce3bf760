# libzstd (Debian source package libzstd): the `zstd` command-line (de)compressor, built as
# upstream's programs/Makefile builds its default `zstd` target (which is what Debian's top-level
# `make` installs as /usr/bin/zstd): every lib/common, lib/compress, lib/decompress and
# lib/dictBuilder source, the legacy decoders for formats v0.5..v0.7 (ZSTD_LEGACY_SUPPORT=5, the
# Makefile's and Debian's default), plus every programs/*.c (zstdcli.c has main(); fileio*.c file
# handling; dibio.c dictionary training; benchzstd.c/benchfn.c/timefn.c the -b benchmark;
# datagen.c its synthetic data; zstdcli_trace.c --trace).
#
# Flags: the Makefile's CPPFLAGS (-DXXH_NAMESPACE=ZSTD_ -DDEBUGLEVEL=0, the legacy level,
# -DBACKTRACE_ENABLE=0 as in `zstd-release`), -DZSTD_MULTITHREAD as the Makefile adds when
# pthreads are available (link with -lpthread; it enables -T# worker threads and asynchronous
# I/O, as in Debian's binary), and -DZSTD_DISABLE_ASM (ZSTD_NO_ASM=1: the portable C Huffman
# decoder loops instead of huf_decompress_amd64.S, which is therefore left out). Debian's binary
# also links zlib, liblzma and liblz4 for .gz/.xz/.lz4 support; we build without them (the
# Makefile's result when those -dev packages are absent), so no -dev package is needed.
# No config header, nothing generated. lib/deprecated (zbuff) is not part of the program.
PIN[libzstd]=1.5.4+dfsg2-5

prep_libzstd() {
  printf 'FLAG %s\n' -DXXH_NAMESPACE=ZSTD_ -DDEBUGLEVEL=0 -DZSTD_LEGACY_SUPPORT=5 \
    -DBACKTRACE_ENABLE=0 -DZSTD_MULTITHREAD -DZSTD_DISABLE_ASM
  local f
  for f in lib/common/*.c lib/compress/*.c lib/decompress/*.c lib/dictBuilder/*.c \
      lib/legacy/zstd_v05.c lib/legacy/zstd_v06.c lib/legacy/zstd_v07.c programs/*.c; do
    echo "TU $(basename "$f" .c) link $f"
  done
}
