# lz4: the `lz4` command-line (de)compressor, built as upstream's
# programs/Makefile builds it: every lib/*.c (block format lz4.c, high
# compression lz4hc.c, frame format lz4frame.c, lz4file.c, xxhash.c) plus
# every programs/*.c (lz4cli.c has main(); lz4io.c file I/O; bench.c and
# datagen.c for the built-in -b benchmark). Flags: the programs Makefile's
# -DXXH_NAMESPACE=LZ4_ and Debian's -DLZ4F_PUBLISH_STATIC_FUNCTIONS
# (debian/rules). lz4 1.9.4 has no config header, no threads, no assembly.
PIN[lz4]=1.9.4-1

prep_lz4() {
  printf 'FLAG %s\n' -Ilib -DXXH_NAMESPACE=LZ4_ -DLZ4F_PUBLISH_STATIC_FUNCTIONS
  local f
  for f in lib/*.c programs/*.c; do echo "TU $(basename "$f" .c) link $f"; done
}
