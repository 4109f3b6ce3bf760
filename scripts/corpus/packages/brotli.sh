# brotli (Debian source package brotli): the `brotli` command-line (de)compressor, built as
# the CMake build Debian uses links it: c/tools/brotli.c (main) plus the three libraries'
# sources of scripts/sources.lst (common: the static dictionary and transforms; dec: the
# decoder; enc: the encoder, all quality levels). The Python module is left out.
# Flags: the definitions CMakeLists.txt adds on Linux (-DOS_LINUX, and -DBROTLI_HAVE_LOG2=1,
# glibc has log2) and its include directory c/include. brotli 1.0.9 has no config header, no
# assembly and no SIMD intrinsics (only portable C with compiler builtins).
# Note: apt-get resolves `brotli=<version>` through the binary package brotli, whose newest
# version comes from bookworm-security; without a deb-src line for that suite the pinned fetch
# fails and build-c-corpus.sh falls back to the current source, which is this same 1.0.9-2.
PIN[brotli]=1.0.9-2

prep_brotli() {
  printf 'FLAG %s\n' -Ic/include -DOS_LINUX -DBROTLI_HAVE_LOG2=1
  local f d
  for f in c/common/*.c c/dec/*.c c/enc/*.c; do
    d=$(basename "$(dirname "$f")")
    echo "TU ${d}_$(basename "$f" .c) link $f"
  done
  echo "TU brotli link c/tools/brotli.c"
}
